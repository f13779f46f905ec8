import type {CommandSpec} from '../types';
import {outputFlag} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['list'],
    aliases: ['ls'],
    usage: 'helm list [flags]',
    short: {en: 'List releases.', uk: 'Показати релізи.'},
    long: {
      en: `List the releases in a namespace: the one given with \`--namespace\`, or else the namespace of the current
kubeconfig context. \`--all-namespaces\` lists every namespace at once.

Without status flags, only deployed and failed releases are shown. Flags such as \`--uninstalled\`, \`--pending\`
or \`--all\` change that, and they can be combined: \`--uninstalled --failed\` shows both kinds. Releases are sorted
by name; \`--date\` sorts them by release date and \`--reverse\` turns the order around.

\`--filter\` takes a Perl-compatible regular expression and keeps only the releases whose names match it.
\`--selector\` filters by release labels instead. When nothing matches, the command still succeeds and prints only
the table header, or nothing with \`--short\`.

At most 256 releases are returned by default. \`--max\` changes that limit (\`0\` leaves it to the storage
backend, which may return many more), and \`--max\` together with \`--offset\` pages through a long list.`,
      uk: `Показує релізи в просторі імен: у тому, що задано через \`--namespace\`, а інакше — у просторі імен поточного
контексту kubeconfig. \`--all-namespaces\` показує всі простори імен одразу.

Без прапорців статусу видно лише розгорнуті та невдалі релізи. Прапорці на кшталт \`--uninstalled\`,
\`--pending\` чи \`--all\` це змінюють, і їх можна поєднувати: \`--uninstalled --failed\` показує обидва види.
Релізи впорядковано за назвою; \`--date\` впорядковує їх за датою релізу, а \`--reverse\` обертає порядок.

\`--filter\` приймає Perl-сумісний регулярний вираз і залишає лише релізи, назви яких йому відповідають.
\`--selector\` натомість фільтрує за мітками релізу. Коли нічого не знайдено, команда все одно завершується
успішно й виводить лише заголовок таблиці, а з \`--short\` — нічого.

Типово повертається щонайбільше 256 релізів. \`--max\` змінює це обмеження (\`0\` покладає його на бекенд
сховища, який може повернути значно більше), а \`--max\` разом з \`--offset\` дають змогу гортати довгий список.`,
    },
    examples: `helm list
helm list --all-namespaces
helm list --filter 'ingress' --output json
helm list --uninstalled --failed --date --reverse`,
    flags: [
      {
        name: 'all',
        shorthand: 'a',
        type: 'bool',
        description: {
          en: 'Show releases in every status, with no status filter.',
          uk: 'Показати релізи в будь-якому статусі, без фільтра за статусом.',
        },
      },
      {
        name: 'all-namespaces',
        shorthand: 'A',
        type: 'bool',
        description: {
          en: 'List releases across all namespaces.',
          uk: 'Показати релізи з усіх просторів імен.',
        },
      },
      {
        name: 'date',
        shorthand: 'd',
        type: 'bool',
        description: {en: 'Sort by release date.', uk: 'Упорядкувати за датою релізу.'},
      },
      {
        name: 'deployed',
        type: 'bool',
        description: {
          en: 'Show deployed releases. Turned on automatically when no other status flag is given.',
          uk: 'Показати розгорнуті релізи. Вмикається автоматично, якщо не задано жодного іншого прапорця статусу.',
        },
      },
      {
        name: 'failed',
        type: 'bool',
        description: {en: 'Show failed releases.', uk: 'Показати невдалі релізи.'},
      },
      {
        name: 'filter',
        shorthand: 'f',
        type: 'string',
        description: {
          en: 'Perl-compatible regular expression; only releases whose names match it are listed.',
          uk: 'Perl-сумісний регулярний вираз; показуються лише релізи, назви яких йому відповідають.',
        },
      },
      {
        name: 'max',
        shorthand: 'm',
        type: 'int',
        default: '256',
        description: {
          en: 'Maximum number of releases to fetch.',
          uk: 'Найбільша кількість релізів, яку слід отримати.',
        },
      },
      {
        name: 'no-headers',
        type: 'bool',
        description: {
          en: 'Do not print the table header in the default output format.',
          uk: 'Не виводити заголовок таблиці в типовому форматі виводу.',
        },
      },
      {
        name: 'offset',
        type: 'int',
        description: {
          en: 'Index of the first release to return, counted from the start of the list.',
          uk: 'Номер першого релізу, який слід повернути, від початку списку.',
        },
      },
      outputFlag,
      {
        name: 'pending',
        type: 'bool',
        description: {en: 'Show pending releases.', uk: 'Показати релізи, що очікують.'},
      },
      {
        name: 'reverse',
        shorthand: 'r',
        type: 'bool',
        description: {en: 'Reverse the sort order.', uk: 'Обернути порядок сортування.'},
      },
      {
        name: 'selector',
        shorthand: 'l',
        type: 'string',
        description: {
          en: 'Label selector to filter releases by, with `=`, `==` and `!=`, for example `-l key1=value1,key2=value2`. Works only with the `secret` (default) and `configmap` storage drivers.',
          uk: 'Селектор міток для фільтрування релізів з операторами `=`, `==` і `!=`, наприклад `-l key1=value1,key2=value2`. Працює лише з драйверами сховища `secret` (типовим) і `configmap`.',
        },
      },
      {
        name: 'short',
        shorthand: 'q',
        type: 'bool',
        description: {
          en: 'Print only the release names.',
          uk: 'Виводити лише назви релізів.',
        },
      },
      {
        name: 'superseded',
        type: 'bool',
        description: {en: 'Show superseded releases.', uk: 'Показати замінені релізи.'},
      },
      {
        name: 'time-format',
        type: 'string',
        description: {
          en: 'Format times with a Go time layout, for example `--time-format "2006-01-02 15:04:05Z0700"`.',
          uk: 'Форматувати час за шаблоном часу Go, наприклад `--time-format "2006-01-02 15:04:05Z0700"`.',
        },
      },
      {
        name: 'uninstalled',
        type: 'bool',
        description: {
          en: 'Show uninstalled releases; these exist only when `helm uninstall --keep-history` was used.',
          uk: 'Показати видалені релізи; вони існують лише тоді, коли використали `helm uninstall --keep-history`.',
        },
      },
      {
        name: 'uninstalling',
        type: 'bool',
        description: {
          en: 'Show releases that are being uninstalled right now.',
          uk: 'Показати релізи, які саме зараз видаляються.',
        },
      },
    ],
  },
];
