import type {CommandSpec, FlagSpec} from '../types';
import {outputFlag} from './install';

const maxColWidth: FlagSpec = {
  name: 'max-col-width',
  type: 'uint',
  default: '50',
  description: {
    en: 'Maximum width of a column in the output table; longer values are truncated.',
    uk: 'Найбільша ширина стовпця у вихідній таблиці; довші значення обрізаються.',
  },
};

const failOnNoResult: FlagSpec = {
  name: 'fail-on-no-result',
  type: 'bool',
  description: {
    en: 'Exit with an error when nothing matches, instead of printing "No results found" and succeeding.',
    uk: 'Завершитися з помилкою, якщо нічого не знайдено, замість того щоб вивести «No results found» і завершитися успішно.',
  },
};

export const commands: readonly CommandSpec[] = [
  {
    path: ['search'],
    usage: 'helm search [command]',
    short: {en: 'Search for a keyword in charts.', uk: 'Шукати чарти за ключовим словом.'},
    long: {
      en: `Find Helm charts in the places where they are published. Each subcommand searches a different source:

- \`helm search hub\` queries Artifact Hub (or another hub instance), which lists charts from many
  repositories and organisations;
- \`helm search repo\` looks through the repositories you have added with \`helm repo add\`, using their indexes
  cached on your machine, so it works without network access.`,
      uk: `Знаходить чарти Helm там, де їх опубліковано. Кожна підкоманда шукає в іншому джерелі:

- \`helm search hub\` надсилає запит до Artifact Hub (або іншого екземпляра хабу), де зібрано чарти з багатьох
  репозиторіїв і організацій;
- \`helm search repo\` переглядає репозиторії, додані через \`helm repo add\`, за їхніми індексами, кешованими на
  вашій машині, тож працює без доступу до мережі.`,
    },
  },
  {
    path: ['search', 'hub'],
    usage: 'helm search hub [KEYWORD] [flags]',
    short: {
      en: 'Search for charts in the Artifact Hub or your own hub instance.',
      uk: 'Шукати чарти в Artifact Hub або у власному екземплярі хабу.',
    },
    long: {
      en: `Search for charts in Artifact Hub, a web application of the CNCF where publishers list charts and other
packages for cloud-native projects (https://artifacthub.io/). The results show each chart's Artifact Hub page,
its latest chart and app versions and its description. Several keywords are joined into one query. The charts
themselves live in their publishers' repositories: add one with \`helm repo add\` (\`--list-repo-url\` shows its
URL) before installing from it.

Artifact Hub understands a rich query syntax in the keyword argument; quote it when it contains spaces.

\`--endpoint\` points the search to another service. Older Helm versions searched a Monocular instance, and
the default \`https://hub.helm.sh\` now leads to Artifact Hub, which offers a Monocular-compatible search API.
Any endpoint must implement that API; rich queries are not available with a real Monocular instance.`,
      uk: `Шукає чарти в Artifact Hub — вебзастосунку CNCF, де видавці публікують чарти й інші пакети для хмарних
(cloud-native) проєктів (https://artifacthub.io/). Результати показують сторінку кожного чарту в Artifact Hub,
його найновіші версії чарту й застосунку та опис. Кілька ключових слів об'єднуються в один запит. Самі чарти
зберігаються в репозиторіях видавців: перш ніж встановлювати з такого репозиторію, додайте його через
\`helm repo add\` (його URL-адресу показує \`--list-repo-url\`).

Artifact Hub розуміє розширений синтаксис запитів у ключовому слові; якщо в ньому є пробіли, візьміть його в
лапки.

\`--endpoint\` спрямовує пошук до іншого сервісу. Давніші версії Helm шукали в екземплярі Monocular, а типова
адреса \`https://hub.helm.sh\` тепер веде до Artifact Hub, який надає сумісний із Monocular API пошуку. Будь-яка
адреса має реалізовувати цей API; зі справжнім екземпляром Monocular розширені запити недоступні.`,
    },
    examples: `helm search hub wordpress

# Show the URL of the repository each chart comes from
helm search hub nginx --list-repo-url

# Results as JSON, e.g. for jq
helm search hub prometheus -o json`,
    flags: [
      {
        name: 'endpoint',
        type: 'string',
        default: '"https://hub.helm.sh"',
        description: {
          en: 'Hub instance to send the search to; it must provide a Monocular-compatible search API.',
          uk: 'Екземпляр хабу, до якого надіслати пошуковий запит; він має надавати API пошуку, сумісний із Monocular.',
        },
      },
      failOnNoResult,
      {
        name: 'list-repo-url',
        type: 'bool',
        description: {
          en: 'Add a column with the URL of the chart repository each result comes from.',
          uk: 'Додати стовпець з URL-адресою репозиторію чартів, з якого походить кожен результат.',
        },
      },
      maxColWidth,
      outputFlag,
    ],
  },
  {
    path: ['search', 'repo'],
    usage: 'helm search repo [keyword] [flags]',
    short: {
      en: 'Search repositories for a keyword in charts.',
      uk: 'Шукати чарти в репозиторіях за ключовим словом.',
    },
    long: {
      en: `Search the chart repositories configured on this machine. The search reads the repository indexes Helm has
cached locally, so run \`helm repo update\` first to see recently published charts.

The keyword is matched against chart names (including the repository prefix, as in \`bitnami/nginx\`), and also
against descriptions and keywords; several words are searched as one phrase. With \`--regexp\`, the keyword is a
regular expression. Without a keyword, every chart is listed.

By default, only the latest stable version of each chart is shown. \`--devel\` includes pre-release versions,
\`--version\` applies a semantic version constraint, and \`--versions\` lists every matching version on its own
line.`,
      uk: `Шукає в репозиторіях чартів, налаштованих на цій машині. Пошук читає індекси репозиторіїв, кешовані Helm
локально, тож спершу виконайте \`helm repo update\`, щоб побачити нещодавно опубліковані чарти.

Ключове слово порівнюється з назвами чартів (разом із префіксом репозиторію, як у \`bitnami/nginx\`), а також з
описами й ключовими словами чартів; кілька слів шукаються як одна фраза. З прапорцем \`--regexp\` ключове слово
є регулярним виразом. Без ключового слова показуються всі чарти.

Типово показується лише найновіша стабільна версія кожного чарту. \`--devel\` додає передрелізні версії,
\`--version\` застосовує обмеження семантичної версії, а \`--versions\` показує кожну відповідну версію окремим
рядком.`,
    },
    examples: `# Stable versions of charts matching "nginx"
helm search repo nginx

# Include pre-release versions
helm search repo nginx --devel

# The latest stable version of nginx-ingress with major version 1
helm search repo nginx-ingress --version ^1.0.0

# Every version of a chart, one per line
helm search repo bitnami/redis --versions`,
    flags: [
      {
        name: 'devel',
        type: 'bool',
        description: {
          en: 'Include development versions (alpha, beta and release candidates), like the constraint `>0.0.0-0`. Ignored when `--version` is set.',
          uk: 'Враховувати версії в розробці (alpha, beta й кандидати на випуск), як обмеження `>0.0.0-0`. Не діє, якщо задано `--version`.',
        },
      },
      failOnNoResult,
      maxColWidth,
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
        type: 'string',
        description: {
          en: 'Semantic version constraint the charts must satisfy, for example `^1.0.0` or `>=2.1, <3`.',
          uk: 'Обмеження семантичної версії, якому мають відповідати чарти, наприклад `^1.0.0` або `>=2.1, <3`.',
        },
      },
      {
        name: 'versions',
        shorthand: 'l',
        type: 'bool',
        description: {
          en: 'Long listing: show every version of each matching chart on its own line, not only the latest.',
          uk: 'Розгорнутий перелік: показувати кожну версію кожного знайденого чарту окремим рядком, а не лише найновішу.',
        },
      },
    ],
  },
];
