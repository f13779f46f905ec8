import type {CommandSpec, FlagSpec} from '../types';
import {tlsFlags} from './install';

export const colWidthFlag: FlagSpec = {
  name: 'col-width',
  type: 'uint',
  default: '60',
  description: {
    en: 'Maximum width of a column in the table output.',
    uk: 'Найбільша ширина стовпця в табличному виводі.',
  },
};

export const commands: readonly CommandSpec[] = [
  {
    path: ['list'],
    aliases: ['ls'],
    usage: 'helm list [flags] [FILTER]',
    short: {en: 'List releases.', uk: 'Показати релізи.'},
    long: {
      en: `List the releases that Tiller manages. By default, only releases that are deployed or failed are shown; flags such
as \`--deleted\`, \`--pending\` or \`--all\` change that, and several status flags can be combined, for example
\`--deleted --failed\`.

Releases are sorted by name; \`-d\` sorts them by release date, \`-c\` by chart name, and \`-r\` reverses the order.
An argument is treated as a filter: a Perl-compatible regular expression that release names must match, such as
\`helm list 'ara[a-z]+'\`. When nothing matches, the command still succeeds and prints nothing (or only the table
headers).

Up to 256 releases are returned by default; \`--max\` changes the limit (\`0\` means Tiller's own default, which may
be much higher). Together with \`--offset\`, which names the release to start from, \`--max\` lets you page through a
long list: the table output shows the name to continue from.`,
      uk: `Показує релізи, якими керує Tiller. Типово видно лише розгорнуті й невдалі релізи; прапорці на кшталт
\`--deleted\`, \`--pending\` чи \`--all\` це змінюють, а кілька прапорців стану можна поєднувати, наприклад
\`--deleted --failed\`.

Релізи впорядковуються за назвою; \`-d\` впорядковує їх за датою релізу, \`-c\` — за назвою чарту, а \`-r\` обертає
порядок. Аргумент вважається фільтром: Perl-сумісним регулярним виразом, якому мають відповідати назви релізів,
наприклад \`helm list 'ara[a-z]+'\`. Якщо нічого не знайдено, команда однаково завершується успішно й нічого не
виводить (або лише заголовки таблиці).

Типово повертається до 256 релізів; \`--max\` змінює це обмеження (\`0\` означає типове значення самого Tiller, яке
може бути значно більшим). Разом із \`--offset\`, що називає реліз, з якого почати, \`--max\` дає змогу гортати довгий
список сторінками: табличний вивід показує назву, з якої продовжити.`,
    },
    examples: `helm list
helm ls --all --namespace apps
helm list --deleted --failed
helm list 'ara[a-z]+' --output yaml
helm list --max 20 --offset my-release-21`,
    flags: [
      {
        name: 'all',
        shorthand: 'a',
        type: 'bool',
        description: {
          en: 'Show releases in every status, not only deployed ones.',
          uk: 'Показувати релізи в усіх станах, а не лише розгорнуті.',
        },
      },
      {
        name: 'chart-name',
        shorthand: 'c',
        type: 'bool',
        description: {
          en: 'Sort by chart name.',
          uk: 'Упорядкувати за назвою чарту.',
        },
      },
      colWidthFlag,
      {
        name: 'date',
        shorthand: 'd',
        type: 'bool',
        description: {
          en: 'Sort by release date.',
          uk: 'Упорядкувати за датою релізу.',
        },
      },
      {
        name: 'deleted',
        type: 'bool',
        description: {
          en: 'Show deleted releases (deleted without `--purge`).',
          uk: 'Показувати видалені релізи (видалені без `--purge`).',
        },
      },
      {
        name: 'deleting',
        type: 'bool',
        description: {
          en: 'Show releases that are being deleted right now.',
          uk: 'Показувати релізи, що саме зараз видаляються.',
        },
      },
      {
        name: 'deployed',
        type: 'bool',
        description: {
          en: 'Show deployed releases. This is the default when no other status flag is given.',
          uk: 'Показувати розгорнуті релізи. Це типова поведінка, якщо не задано інших прапорців стану.',
        },
      },
      {
        name: 'failed',
        type: 'bool',
        description: {
          en: 'Show failed releases.',
          uk: 'Показувати невдалі релізи.',
        },
      },
      {
        name: 'max',
        shorthand: 'm',
        type: 'int',
        default: '256',
        description: {
          en: "Maximum number of releases to fetch; `0` leaves the limit to Tiller.",
          uk: 'Найбільша кількість релізів, які слід отримати; `0` залишає обмеження на розсуд Tiller.',
        },
      },
      {
        name: 'namespace',
        type: 'string',
        description: {
          en: 'Show only the releases in this namespace.',
          uk: 'Показувати лише релізи в цьому просторі імен.',
        },
      },
      {
        name: 'offset',
        shorthand: 'o',
        type: 'string',
        description: {
          en: 'Name of the release to start the list from, for paging with `--max`.',
          uk: 'Назва релізу, з якого почати список, щоб гортати сторінками разом із `--max`.',
        },
      },
      {
        name: 'output',
        type: 'string',
        description: {
          en: 'Print the list as `json` or `yaml` instead of a table.',
          uk: 'Вивести список у форматі `json` або `yaml` замість таблиці.',
        },
      },
      {
        name: 'pending',
        type: 'bool',
        description: {
          en: 'Show pending releases: installs, upgrades and rollbacks in progress.',
          uk: 'Показувати релізи в очікуванні: встановлення, оновлення й відкати, що тривають.',
        },
      },
      {
        name: 'reverse',
        shorthand: 'r',
        type: 'bool',
        description: {
          en: 'Reverse the sort order.',
          uk: 'Обернути порядок сортування.',
        },
      },
      {
        name: 'short',
        shorthand: 'q',
        type: 'bool',
        description: {
          en: 'Print only the release names, one per line.',
          uk: 'Виводити лише назви релізів, по одній у рядку.',
        },
      },
      ...tlsFlags,
    ],
  },
];
