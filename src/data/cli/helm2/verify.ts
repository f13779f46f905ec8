import type {CommandSpec} from '../types';
import {keyringFlag} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['verify'],
    usage: 'helm verify [flags] PATH',
    short: {
      en: 'Verify that a chart at the given path has been signed and is valid.',
      uk: 'Перевірити, що чарт за вказаним шляхом підписано й він дійсний.',
    },
    long: {
      en: `Check a packaged chart on disk against its provenance file (\`.prov\`), which must lie next to the archive.
The provenance file proves cryptographically that the chart was not tampered with and was packaged by a trusted
provider: its signature is checked against the public keys in \`--keyring\`, and the archive's hash must match.

\`helm install\`, \`helm upgrade\` and \`helm fetch\` run the same check with their \`--verify\` flags. To produce a
signed package, use \`helm package --sign\`.`,
      uk: `Перевіряє запакований чарт на диску за його файлом походження (\`.prov\`), який має лежати поруч з архівом.
Файл походження криптографічно засвідчує, що чарт ніхто не змінював і його запакував довірений постачальник: підпис
перевіряється відкритими ключами з \`--keyring\`, а геш архіву має збігатися.

\`helm install\`, \`helm upgrade\` і \`helm fetch\` виконують ту саму перевірку через свої прапорці \`--verify\`.
Щоб створити підписаний пакет, скористайтеся \`helm package --sign\`.`,
    },
    examples: `helm verify ./mychart-0.1.0.tgz
helm verify ./mychart-0.1.0.tgz --keyring ./trusted.gpg`,
    flags: [
      keyringFlag({
        en: 'Keyring holding the public keys the signature is checked against.',
        uk: 'Файл зв\'язки з відкритими ключами, якими перевіряється підпис.',
      }),
    ],
  },
];
