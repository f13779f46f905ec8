import type {CommandSpec} from '../types';
import {develFlag, outputFlag} from './install';
import {colWidthFlag} from './list';

export const commands: readonly CommandSpec[] = [
  {
    path: ['search'],
    usage: 'helm search [keyword] [flags]',
    short: {en: 'Search for a keyword in charts.', uk: 'Шукати ключове слово в чартах.'},
    long: {
      en: `Search the charts of every repository you added, using the indexes cached by \`helm repo add\` and
\`helm repo update\`; nothing is fetched from the network. Without a keyword, all charts are listed.

The latest stable version of each matching chart is shown. \`--devel\` includes pre-release versions, \`--version\`
applies a SemVer constraint such as \`^1.0.0\`, and \`-l\`/\`--versions\` lists every version on its own line.

Keywords are matched against the chart name, description and keywords; several words are searched as one phrase,
as in \`helm search key-value store\`. With \`-r\`/\`--regexp\`, the keyword is a regular expression. The fields of
a chart are separated by vertical tabs (\`\\v\`), so \`helm search --regexp '\\vstable/mysql\\v'\` finds exactly the
chart \`stable/mysql\`.`,
      uk: `Шукає в чартах усіх доданих репозиторіїв за індексами, які закешували \`helm repo add\` і \`helm repo update\`;
нічого не завантажується з мережі. Без ключового слова показуються всі чарти.

Для кожного знайденого чарту показується найновіша стабільна версія. \`--devel\` додає передрелізні версії,
\`--version\` застосовує обмеження SemVer, як-от \`^1.0.0\`, а \`-l\`/\`--versions\` виводить кожну версію окремим
рядком.

Ключові слова порівнюються з назвою, описом і ключовими словами чарту; кілька слів шукаються як одна фраза, як у
\`helm search key-value store\`. З \`-r\`/\`--regexp\` ключове слово — це регулярний вираз. Поля чарту розділено
вертикальними табуляціями (\`\\v\`), тож \`helm search --regexp '\\vstable/mysql\\v'\` знаходить саме чарт
\`stable/mysql\`.`,
    },
    examples: `helm search nginx
helm search nginx --devel
helm search nginx-ingress --version ^1.0.0
helm search stable/mariadb -l
helm search database --output yaml`,
    flags: [
      colWidthFlag,
      develFlag,
      outputFlag,
      {
        name: 'regexp',
        shorthand: 'r',
        type: 'bool',
        description: {
          en: 'Treat the keyword as a regular expression.',
          uk: 'Вважати ключове слово регулярним виразом.',
        },
      },
      {
        name: 'version',
        shorthand: 'v',
        type: 'string',
        description: {
          en: 'Show only chart versions that satisfy this SemVer constraint, such as `^1.0.0`.',
          uk: 'Показувати лише версії чартів, що задовольняють це обмеження SemVer, як-от `^1.0.0`.',
        },
      },
      {
        name: 'versions',
        shorthand: 'l',
        type: 'bool',
        description: {
          en: 'Long listing: show every version of every matching chart on its own line.',
          uk: 'Довгий список: показувати кожну версію кожного знайденого чарту окремим рядком.',
        },
      },
    ],
  },
];
