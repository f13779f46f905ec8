import type {CommandSpec, FlagSpec} from '../types';
import {outputFlag, passCredentialsFlag} from './install';

const repoTimeoutFlag: FlagSpec = {
  name: 'timeout',
  type: 'duration',
  default: '2m0s',
  since: '3.19.1',
  description: {
    en: "How long to wait for the repository's index file to download.",
    uk: 'Скільки чекати на завантаження індексного файлу репозиторію.',
  },
};

export const commands: readonly CommandSpec[] = [
  {
    path: ['repo'],
    usage: 'helm repo [command]',
    short: {
      en: 'Add, list, remove, update and index chart repositories.',
      uk: 'Додавати, показувати, видаляти, оновлювати й індексувати репозиторії чартів.',
    },
    long: {
      en: `Work with chart repositories: HTTP servers that publish an \`index.yaml\` listing their packaged charts.

Helm keeps the repositories you add, under short names of your choice, in the file named by
\`--repository-config\`, and caches a copy of each index under \`--repository-cache\`. Once a repository is added,
you refer to its charts as \`name/chart\`, for example \`bitnami/nginx\`, in \`helm install\`, \`helm pull\` and the
other commands, and \`helm search repo\` searches the cached indexes.

- \`helm repo add\` registers a repository and downloads its index;
- \`helm repo update\` downloads fresh indexes, so new chart versions become visible;
- \`helm repo list\` and \`helm repo remove\` show and forget repositories;
- \`helm repo index\` builds the \`index.yaml\` for a repository you publish yourself.

Charts stored in OCI registries need no \`helm repo add\`: they are addressed directly with \`oci://\` references
(see \`helm registry\`).`,
      uk: `Робота з репозиторіями чартів — HTTP-серверами, що публікують \`index.yaml\` зі списком своїх запакованих
чартів.

Додані репозиторії Helm зберігає під вибраними вами короткими назвами у файлі, указаному в
\`--repository-config\`, а копію індексу кожного з них кешує в \`--repository-cache\`. Після додавання
репозиторію ви посилаєтеся на його чарти як \`назва/чарт\`, наприклад \`bitnami/nginx\`, у \`helm install\`,
\`helm pull\` та інших командах, а \`helm search repo\` шукає в кешованих індексах.

- \`helm repo add\` реєструє репозиторій і завантажує його індекс;
- \`helm repo update\` завантажує свіжі індекси, щоб стали видні нові версії чартів;
- \`helm repo list\` і \`helm repo remove\` показують і забувають репозиторії;
- \`helm repo index\` будує \`index.yaml\` для репозиторію, який ви публікуєте самі.

Чарти в OCI-реєстрах не потребують \`helm repo add\`: до них звертаються напряму через посилання \`oci://\`
(див. \`helm registry\`).`,
    },
    examples: `helm repo add bitnami https://charts.bitnami.com/bitnami
helm repo update
helm search repo bitnami/nginx`,
  },
  {
    path: ['repo', 'add'],
    usage: 'helm repo add [NAME] [URL] [flags]',
    short: {en: 'Add a chart repository.', uk: 'Додати репозиторій чартів.'},
    long: {
      en: `Add a chart repository under the given name and download its index. Adding a name again with exactly the same
settings does nothing; a different URL or different settings under an existing name need \`--force-update\`.
When \`--username\` is given without a password, Helm asks for the password, or reads it from standard input with
\`--password-stdin\`.`,
      uk: `Додає репозиторій чартів під указаною назвою й завантажує його індекс. Повторне додавання назви з точно тими
самими параметрами нічого не змінює; інша URL-адреса чи інші параметри під наявною назвою потребують
\`--force-update\`. Якщо задано \`--username\` без пароля, Helm запитує пароль або, з \`--password-stdin\`, читає його
зі стандартного входу.`,
    },
    examples: `helm repo add bitnami https://charts.bitnami.com/bitnami
helm repo add private https://charts.example.com --username myuser --password-stdin
helm repo add bitnami https://charts.bitnami.com/bitnami --force-update`,
    flags: [
      {
        name: 'allow-deprecated-repos',
        type: 'bool',
        description: {
          en: 'Allow adding the old official repositories that have been permanently deleted; Helm refuses them by default.',
          uk: 'Дозволити додавати старі офіційні репозиторії, які назавжди видалено; типово Helm їх відхиляє.',
        },
      },
      {
        name: 'ca-file',
        type: 'string',
        description: {
          en: 'CA bundle used to verify the certificates of HTTPS servers.',
          uk: 'Набір сертифікатів центрів сертифікації для перевірки сертифікатів HTTPS-серверів.',
        },
      },
      {
        name: 'cert-file',
        type: 'string',
        description: {
          en: 'SSL certificate file that identifies this client to HTTPS servers.',
          uk: 'Файл SSL-сертифіката, яким цей клієнт засвідчує себе перед HTTPS-серверами.',
        },
      },
      {
        name: 'force-update',
        type: 'bool',
        description: {
          en: 'Replace the repository if one of this name already exists.',
          uk: 'Замінити репозиторій, якщо репозиторій із такою назвою вже існує.',
        },
      },
      {
        name: 'insecure-skip-tls-verify',
        type: 'bool',
        description: {
          en: "Do not check the repository's TLS certificate.",
          uk: 'Не перевіряти TLS-сертифікат репозиторію.',
        },
      },
      {
        name: 'key-file',
        type: 'string',
        description: {
          en: 'SSL key file that goes with `--cert-file`.',
          uk: 'Файл SSL-ключа до сертифіката з `--cert-file`.',
        },
      },
      {
        name: 'no-update',
        type: 'bool',
        description: {
          en: 'Ignored; kept for compatibility. It used to turn off forced updates and has been replaced by `--force-update`.',
          uk: 'Ігнорується й лишився для сумісності. Колись вимикав примусові оновлення; його замінив `--force-update`.',
        },
      },
      passCredentialsFlag,
      {
        name: 'password',
        type: 'string',
        description: {en: 'Chart repository password.', uk: 'Пароль до репозиторію чартів.'},
      },
      {
        name: 'password-stdin',
        type: 'bool',
        description: {
          en: 'Read the chart repository password from standard input.',
          uk: 'Прочитати пароль до репозиторію чартів зі стандартного входу.',
        },
      },
      repoTimeoutFlag,
      {
        name: 'username',
        type: 'string',
        description: {en: 'Chart repository user name.', uk: 'Ім\'я користувача репозиторію чартів.'},
      },
    ],
  },
  {
    path: ['repo', 'index'],
    usage: 'helm repo index [DIR] [flags]',
    short: {
      en: 'Generate an index file from a directory of packaged charts.',
      uk: 'Згенерувати індексний файл із каталогу запакованих чартів.',
    },
    long: {
      en: `Read the given directory, build an index of the chart archives found in it and write it to \`index.yaml\` in
that directory. This is how you prepare a chart repository of your own for publishing on any web server.

\`--url\` sets the absolute URL under which the charts will be served. \`--merge\` merges the new index into an
existing index file; charts found in the directory take priority over the entries already there.`,
      uk: `Читає вказаний каталог, будує індекс знайдених у ньому архівів чартів і записує його в \`index.yaml\` у цьому
ж каталозі. Так готують власний репозиторій чартів до публікації на будь-якому вебсервері.

\`--url\` задає абсолютну URL-адресу, за якою чарти буде роздавати сервер. \`--merge\` об'єднує новий індекс з
наявним індексним файлом; чарти, знайдені в каталозі, мають перевагу над записами, що вже є в ньому.`,
    },
    examples: `helm package ./my-chart -d ./repo
helm repo index ./repo --url https://charts.example.com
helm repo index ./repo --url https://charts.example.com --merge ./old-index.yaml`,
    flags: [
      {
        name: 'json',
        type: 'bool',
        description: {
          en: 'Write the index in JSON format.',
          uk: 'Записати індекс у форматі JSON.',
        },
      },
      {
        name: 'merge',
        type: 'string',
        description: {
          en: 'Existing index file to merge the generated index into.',
          uk: 'Наявний індексний файл, з яким об\'єднати згенерований індекс.',
        },
      },
      {
        name: 'url',
        type: 'string',
        description: {
          en: 'URL of the chart repository, used to build the download URLs of the charts.',
          uk: 'URL-адреса репозиторію чартів, з якої будуються адреси завантаження чартів.',
        },
      },
    ],
  },
  {
    path: ['repo', 'list'],
    aliases: ['ls'],
    usage: 'helm repo list [flags]',
    short: {en: 'List chart repositories.', uk: 'Показати репозиторії чартів.'},
    examples: `helm repo list
helm repo list --output yaml`,
    flags: [outputFlag],
  },
  {
    path: ['repo', 'remove'],
    aliases: ['rm'],
    usage: 'helm repo remove [REPO1 [REPO2 ...]] [flags]',
    short: {en: 'Remove one or more chart repositories.', uk: 'Видалити один або кілька репозиторіїв чартів.'},
    long: {
      en: 'Remove the named repositories from your repository list and delete their cached indexes.',
      uk: 'Видаляє названі репозиторії з вашого списку репозиторіїв і їхні кешовані індекси.',
    },
    examples: 'helm repo remove bitnami',
  },
  {
    path: ['repo', 'update'],
    aliases: ['up'],
    usage: 'helm repo update [REPO1 [REPO2 ...]] [flags]',
    short: {
      en: 'Update the local information about the charts available in chart repositories.',
      uk: 'Оновити локальні відомості про чарти, доступні в репозиторіях чартів.',
    },
    long: {
      en: `Download the latest index of each chart repository and cache it locally, where commands such as
\`helm search repo\` and \`helm install\` read it. Name one or more repositories to update only those; without
arguments, every repository is updated.

By default a repository that cannot be reached is reported and skipped; \`--fail-on-repo-update-fail\` makes the
command fail instead.`,
      uk: `Завантажує найновіший індекс кожного репозиторію чартів і кешує його локально, звідки його читають команди на
кшталт \`helm search repo\` і \`helm install\`. Назвіть один або кілька репозиторіїв, щоб оновити лише їх; без
аргументів оновлюються всі репозиторії.

Типово недоступний репозиторій лише згадується у виводі й пропускається; \`--fail-on-repo-update-fail\` натомість
робить команду невдалою.`,
    },
    examples: `helm repo update
helm repo update bitnami
helm repo update --fail-on-repo-update-fail`,
    flags: [
      {
        name: 'fail-on-repo-update-fail',
        type: 'bool',
        description: {
          en: 'Fail if any of the repositories cannot be updated.',
          uk: 'Завершитися з помилкою, якщо хоч один репозиторій не вдалося оновити.',
        },
      },
      repoTimeoutFlag,
    ],
  },
];
