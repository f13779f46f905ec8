import type {CommandSpec} from '../types';
import {keyringFlag} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['package'],
    usage: 'helm package [flags] [CHART_PATH] [...]',
    short: {
      en: 'Package a chart directory into a chart archive.',
      uk: 'Запакувати каталог чарту в архів чарту.',
    },
    long: {
      en: `Package a chart into a versioned archive, \`NAME-VERSION.tgz\`, the format chart repositories serve. Give the
path of one or more chart directories, each with a \`Chart.yaml\`.

By default the archive is also copied into the local repository in \`$HELM_HOME/repository/local\`, which
\`helm serve\` publishes; \`--save=false\` turns that off. \`--sign\` signs the package with a PGP private key and
writes a provenance file (\`.prov\`) next to it, which \`helm verify\` and the \`--verify\` flags check later.`,
      uk: `Пакує чарт в архів із версією, \`NAME-VERSION.tgz\`, — у форматі, який роздають репозиторії чартів. Укажіть шлях
до одного або кількох каталогів чартів, кожен із файлом \`Chart.yaml\`.

Типово архів також копіюється в локальний репозиторій у \`$HELM_HOME/repository/local\`, який публікує
\`helm serve\`; \`--save=false\` це вимикає. \`--sign\` підписує пакет закритим PGP-ключем і поруч записує файл
походження (\`.prov\`), який згодом перевіряють \`helm verify\` і прапорці \`--verify\`.`,
    },
    examples: `helm package ./mychart
helm package ./mychart --version 1.2.0 --app-version 2.5.1 -d ./dist
helm package ./mychart -u --save=false
helm package ./mychart --sign --key 'Helm Signing Key' --keyring ~/.gnupg/secring.gpg`,
    flags: [
      {
        name: 'app-version',
        type: 'string',
        description: {
          en: 'Set the `appVersion` of the packaged chart to this value.',
          uk: 'Задати `appVersion` запакованого чарту.',
        },
      },
      {
        name: 'dependency-update',
        shorthand: 'u',
        type: 'bool',
        description: {
          en: 'Update the dependencies listed in `requirements.yaml` into the `charts/` directory before packaging.',
          uk: 'Перед пакуванням оновити залежності з `requirements.yaml` у каталозі `charts/`.',
        },
      },
      {
        name: 'destination',
        shorthand: 'd',
        type: 'string',
        default: '"."',
        description: {
          en: 'Directory to write the chart archive to.',
          uk: 'Каталог, у який записати архів чарту.',
        },
      },
      {
        name: 'key',
        type: 'string',
        description: {
          en: 'Name of the key to sign with; used with `--sign`.',
          uk: 'Назва ключа для підпису; використовується з `--sign`.',
        },
      },
      keyringFlag({
        en: 'Keyring that holds the signing key used by `--sign`.',
        uk: 'Файл зв\'язки ключів, де лежить ключ для підпису з `--sign`.',
      }),
      {
        name: 'save',
        type: 'bool',
        default: 'true',
        description: {
          en: 'Also save the packaged chart to the local chart repository. Turn off with `--save=false`.',
          uk: 'Також зберегти запакований чарт у локальному репозиторії чартів. Вимикається через `--save=false`.',
        },
      },
      {
        name: 'sign',
        type: 'bool',
        description: {
          en: 'Sign the package with a PGP private key and write a provenance file next to it.',
          uk: 'Підписати пакет закритим PGP-ключем і записати поруч файл походження.',
        },
      },
      {
        name: 'version',
        type: 'string',
        description: {
          en: 'Set the version of the packaged chart to this SemVer version.',
          uk: 'Задати версію запакованого чарту (у форматі SemVer).',
        },
      },
    ],
  },
];
