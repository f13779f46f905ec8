import type {CommandSpec} from '../types';
import {chartLocationFlags, develFlag} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['pull'],
    aliases: ['fetch'],
    usage: 'helm pull [chart URL | repo/chartname] [...] [flags]',
    short: {
      en: 'Download a chart from a repository and, optionally, unpack it locally.',
      uk: 'Завантажити чарт із репозиторію й, за бажання, розпакувати його локально.',
    },
    long: {
      en: `Download a chart from a chart repository, a URL or an OCI registry and save it locally, to inspect it, change it
or package it again. It is also a way to verify a chart cryptographically without installing it.

\`--untar\` unpacks the archive into a directory after the download. With \`--verify\`, the chart must have a
provenance file and pass verification; if any part of the check fails, Helm reports an error and saves nothing.`,
      uk: `Завантажує чарт із репозиторію чартів, за URL-адресою або з OCI-реєстру й зберігає його локально, щоб
переглянути, змінити чи запакувати знову. Це також спосіб криптографічно перевірити чарт, не встановлюючи його.

\`--untar\` після завантаження розпаковує архів у каталог. З \`--verify\` чарт мусить мати файл походження й
пройти перевірку; якщо будь-яка її частина не вдається, Helm повідомляє про помилку й нічого не зберігає.`,
    },
    examples: `helm pull bitnami/nginx
helm pull bitnami/nginx --untar --untardir ./charts
helm pull oci://registry-1.docker.io/bitnamicharts/nginx --destination ./downloads
helm pull nginx --repo https://charts.bitnami.com/bitnami --prov`,
    flags: [
      {
        name: 'destination',
        shorthand: 'd',
        type: 'string',
        default: '"."',
        description: {
          en: 'Directory to write the chart to. With `--untardir`, that directory is created inside this one.',
          uk: 'Каталог, у який записати чарт. Разом з `--untardir` той каталог створюється всередині цього.',
        },
      },
      develFlag,
      {
        name: 'prov',
        type: 'bool',
        description: {
          en: 'Download the provenance file as well, without verifying the chart.',
          uk: 'Завантажити також файл походження, не перевіряючи чарт.',
        },
      },
      {
        name: 'untar',
        type: 'bool',
        description: {
          en: 'Unpack the chart after downloading it.',
          uk: 'Розпакувати чарт після завантаження.',
        },
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
      ...chartLocationFlags,
    ],
  },
];
