import type {CommandSpec} from '../types';

export const commands: readonly CommandSpec[] = [
  {
    path: ['verify'],
    usage: 'helm verify PATH [flags]',
    short: {
      en: 'Verify that a chart at the given path has been signed and is valid.',
      uk: 'Перевірити, що чарт за вказаним шляхом підписано й він чинний.',
    },
    long: {
      en: `Check a packaged chart against its provenance file. The provenance file (\`.prov\`), created by
\`helm package --sign\`, holds the chart's metadata and the SHA-256 hash of the archive, signed with a PGP key.
Verification proves that the archive was not modified since it was signed, and that it was signed by the
owner of a key in your keyring.

\`PATH\` is the chart archive (\`.tgz\`); its provenance file must sit next to it under the same name with
\`.prov\` appended. The command fails if the signature, the hash or the key does not check out. Commands that
download or install charts, such as \`helm install\`, \`helm pull\` and \`helm dependency update\`, perform the
same check when given \`--verify\`.`,
      uk: `Перевіряє запакований чарт за його файлом походження. Файл походження (\`.prov\`), створений командою
\`helm package --sign\`, містить метадані чарту й хеш SHA-256 архіву, підписані PGP-ключем. Перевірка доводить,
що архів не змінювали після підписування і що його підписав власник ключа з вашого файлу зв'язки ключів.

\`PATH\` — архів чарту (\`.tgz\`); його файл походження має лежати поруч під тією самою назвою з доданим \`.prov\`.
Команда завершується з помилкою, якщо підпис, хеш або ключ не проходять перевірку. Команди, що завантажують або
встановлюють чарти, як-от \`helm install\`, \`helm pull\` і \`helm dependency update\`, виконують ту саму
перевірку з прапорцем \`--verify\`.`,
    },
    examples: `# Verify mychart-0.1.0.tgz against mychart-0.1.0.tgz.prov
helm verify mychart-0.1.0.tgz

# Use a dedicated keyring
helm verify mychart-0.1.0.tgz --keyring ~/.gnupg/helm-signers.gpg`,
    flags: [
      {
        name: 'keyring',
        type: 'string',
        default: '"~/.gnupg/pubring.gpg"',
        description: {
          en: 'Keyring holding the public keys trusted to have signed the chart. `$GNUPGHOME/pubring.gpg` is used when `GNUPGHOME` is set.',
          uk: 'Файл зв\'язки ключів із відкритими ключами, яким довіряють як підписувачам чарту. Якщо задано `GNUPGHOME`, використовується `$GNUPGHOME/pubring.gpg`.',
        },
      },
    ],
  },
];
