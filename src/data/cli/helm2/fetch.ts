import type {CommandSpec, FlagSpec} from '../types';

// Chart download flags of `helm fetch`; `helm inspect` and `helm dependency` reuse those they share.

export const fetchDevelFlag: FlagSpec = {
  name: 'devel',
  type: 'bool',
  description: {
    en: "Consider development versions too, which is the same as `--version '>0.0.0-0'`. Ignored when `--version` is set.",
    uk: "Враховувати також версії в розробці, що рівнозначно `--version '>0.0.0-0'`. Ігнорується, якщо задано `--version`.",
  },
};

const fetchVersionFlag: FlagSpec = {
  name: 'version',
  type: 'string',
  description: {
    en: 'Version of the chart to fetch; the latest version when not set.',
    uk: 'Версія чарту, яку слід завантажити; якщо не задано — найновіша.',
  },
};

const fetchVerifyFlag: FlagSpec = {
  name: 'verify',
  type: 'bool',
  description: {
    en: 'Verify the chart against its provenance file and signature before saving it.',
    uk: 'Перевірити чарт за його файлом походження й підписом, перш ніж зберегти.',
  },
};

export const fetchKeyringFlag: FlagSpec = {
  name: 'keyring',
  type: 'string',
  default: '"~/.gnupg/pubring.gpg"',
  description: {
    en: 'Keyring holding the public keys used by `--verify`.',
    uk: 'Файл зв\'язки ключів із відкритими ключами для `--verify`.',
  },
};

export const fetchRepoFlag: FlagSpec = {
  name: 'repo',
  type: 'string',
  description: {
    en: 'URL of the chart repository to look the chart up in, without adding the repository first.',
    uk: 'URL-адреса репозиторію чартів, у якому шукати чарт, без попереднього додавання репозиторію.',
  },
};

export const fetchUsernameFlag: FlagSpec = {
  name: 'username',
  type: 'string',
  description: {en: 'User name for the chart repository.', uk: 'Ім\'я користувача для репозиторію чартів.'},
};

export const fetchPasswordFlag: FlagSpec = {
  name: 'password',
  type: 'string',
  description: {en: 'Password for the chart repository.', uk: 'Пароль до репозиторію чартів.'},
};

export const fetchKeyFileFlag: FlagSpec = {
  name: 'key-file',
  type: 'string',
  description: {
    en: 'Private key file that goes with `--cert-file`.',
    uk: 'Файл закритого ключа до сертифіката з `--cert-file`.',
  },
};

export const fetchCertFileFlag: FlagSpec = {
  name: 'cert-file',
  type: 'string',
  description: {
    en: 'Client SSL certificate file that identifies Helm to the chart repository.',
    uk: 'Файл клієнтського SSL-сертифіката, яким Helm засвідчує себе перед репозиторієм чартів.',
  },
};

export const fetchCaFileFlag: FlagSpec = {
  name: 'ca-file',
  type: 'string',
  description: {
    en: 'CA bundle used to verify the certificate of an HTTPS chart repository.',
    uk: 'Набір сертифікатів центрів сертифікації для перевірки сертифіката репозиторію чартів, що працює через HTTPS.',
  },
};

export const commands: readonly CommandSpec[] = [
  {
    path: ['fetch'],
    usage: 'helm fetch [flags] [chart URL | repo/chartname] [...]',
    short: {
      en: 'Download a chart from a repository and, optionally, unpack it locally.',
      uk: 'Завантажити чарт із репозиторію й, за бажання, розпакувати його локально.',
    },
    long: {
      en: `Download a chart archive from a chart repository and save it locally, to inspect it, change it or package it
again. It is also a way to verify a chart cryptographically without installing it. The chart is given as
\`repo/chartname\` for a repository added with \`helm repo add\`, as the full URL of an archive, or as a bare
name together with \`--repo\`; several charts can be fetched at once.

\`--untar\` unpacks the archive into a directory after the download. With \`--verify\`, the chart must have a
provenance file and pass verification against your keyring; if any part of the check fails, Helm reports an
error and saves nothing.`,
      uk: `Завантажує архів чарту з репозиторію чартів і зберігає його локально, щоб переглянути, змінити чи запакувати
знову. Це також спосіб криптографічно перевірити чарт, не встановлюючи його. Чарт задають як \`repo/chartname\`
для репозиторію, доданого командою \`helm repo add\`, як повну URL-адресу архіву або як саму назву разом із
\`--repo\`; можна завантажити кілька чартів за раз.

\`--untar\` після завантаження розпаковує архів у каталог. З \`--verify\` чарт мусить мати файл походження й
пройти перевірку за вашим файлом зв'язки ключів; якщо будь-яка частина перевірки не вдається, Helm повідомляє про
помилку й нічого не зберігає.`,
    },
    examples: `helm fetch stable/mysql
helm fetch stable/mysql --version 1.6.9 --untar --untardir ./charts

# Fetch from a repository that was not added with helm repo add
helm fetch nginx --repo https://example.com/charts --prov`,
    flags: [
      fetchCaFileFlag,
      fetchCertFileFlag,
      {
        name: 'destination',
        shorthand: 'd',
        type: 'string',
        default: '"."',
        description: {
          en: 'Directory to write the chart to. With `--untar`, a relative `--untardir` is created inside this one.',
          uk: 'Каталог, у який записати чарт. Разом з `--untar` відносний `--untardir` створюється всередині цього каталогу.',
        },
      },
      fetchDevelFlag,
      fetchKeyFileFlag,
      fetchKeyringFlag,
      fetchPasswordFlag,
      {
        name: 'prov',
        type: 'bool',
        description: {
          en: 'Download the provenance file as well, without verifying the chart.',
          uk: 'Завантажити також файл походження, не перевіряючи чарт.',
        },
      },
      fetchRepoFlag,
      {
        name: 'untar',
        type: 'bool',
        description: {en: 'Unpack the chart after downloading it.', uk: 'Розпакувати чарт після завантаження.'},
      },
      {
        name: 'untardir',
        type: 'string',
        default: '"."',
        description: {
          en: 'With `--untar`, the directory to unpack the chart into.',
          uk: 'Разом з `--untar` — каталог, у який розпакувати чарт.',
        },
      },
      fetchUsernameFlag,
      fetchVerifyFlag,
      fetchVersionFlag,
    ],
  },
];
