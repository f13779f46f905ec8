import type {CommandSpec} from '../types';
import {chartDownloadFlags} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['package'],
    usage: 'helm package [CHART_PATH] [...] [flags]',
    short: {en: 'Package a chart directory into a chart archive.', uk: 'Запакувати каталог чарту в архів чарту.'},
    long: {
      en: `Package a chart directory, which must contain a \`Chart.yaml\`, into a versioned chart archive such as
\`mychart-0.1.0.tgz\`. Chart repositories serve charts in this form, and \`helm push\` uploads them to OCI registries.

To sign the package, add \`--sign\` and name the key with \`--key\` and, usually, the keyring that holds the secret
key with \`--keyring\`. Helm then writes a provenance file (\`.prov\`) next to the archive. When \`--keyring\` is not
given, Helm falls back to the default public keyring unless your environment says otherwise.`,
      uk: `Пакує каталог чарту, у якому має бути \`Chart.yaml\`, в архів чарту з версією в назві, як-от
\`mychart-0.1.0.tgz\`. Саме в такому вигляді чарти роздають репозиторії чартів, а \`helm push\` надсилає їх в
OCI-реєстри.

Щоб підписати пакет, додайте \`--sign\`, назвіть ключ через \`--key\` і, як правило, файл зв'язки ключів із
секретним ключем через \`--keyring\`. Тоді Helm записує поруч з архівом файл походження (\`.prov\`). Якщо
\`--keyring\` не задано, Helm бере типовий файл відкритих ключів, якщо ваше середовище не налаштоване інакше.`,
    },
    examples: `helm package ./my-chart
helm package ./my-chart --version 1.2.0 --app-version 2.5.1 -d ./dist
helm package ./my-chart --dependency-update
helm package ./my-chart --sign --key 'Helm Signing Key' --keyring ~/.gnupg/secring.gpg`,
    flags: [
      {
        name: 'app-version',
        type: 'string',
        description: {
          en: 'Set the `appVersion` of the chart to this value.',
          uk: 'Встановити `appVersion` чарту в це значення.',
        },
      },
      {
        name: 'dependency-update',
        shorthand: 'u',
        type: 'bool',
        description: {
          en: 'Before packaging, update the dependencies listed in `Chart.yaml` into the `charts/` directory.',
          uk: 'Перед пакуванням оновити залежності, перелічені в `Chart.yaml`, у каталозі `charts/`.',
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
          en: 'Name of the key to sign with. Used together with `--sign`.',
          uk: 'Назва ключа для підписування. Використовується разом із `--sign`.',
        },
      },
      {
        name: 'keyring',
        type: 'string',
        default: '"~/.gnupg/pubring.gpg"',
        description: {
          en: 'Keyring to take the signing key from.',
          uk: 'Файл зв\'язки ключів, з якого взяти ключ для підписування.',
        },
      },
      {
        name: 'passphrase-file',
        type: 'string',
        description: {
          en: 'File that holds the passphrase of the signing key; `-` reads it from standard input.',
          uk: 'Файл із парольною фразою ключа для підписування; `-` читає її зі стандартного входу.',
        },
      },
      {
        name: 'sign',
        type: 'bool',
        description: {
          en: 'Sign the package with a PGP private key and write a provenance file.',
          uk: 'Підписати пакет закритим ключем PGP і записати файл походження.',
        },
      },
      {
        name: 'version',
        type: 'string',
        description: {
          en: 'Set the chart version to this semantic version.',
          uk: 'Встановити версію чарту в цю семантичну версію.',
        },
      },
      ...chartDownloadFlags,
    ],
  },
];
