import type {CommandSpec} from '../types';
import {fetchKeyringFlag as keyring} from './fetch';

export const commands: readonly CommandSpec[] = [
  {
    path: ['dependency'],
    aliases: ['dep', 'dependencies'],
    usage: 'helm dependency [command]',
    short: {en: "Manage a chart's dependencies.", uk: 'Керувати залежностями чарту.'},
    long: {
      en: `A chart can depend on other charts, its subcharts, which Helm installs together with it as part of the same
release. Helm loads them from the chart's \`charts/\` directory. Rather than copying them there by hand, a chart
developer declares them in \`requirements.yaml\`, and the subcommands keep \`charts/\` in line with that file:

- \`requirements.yaml\`: the dependencies the chart needs. This is the file you edit.
- \`requirements.lock\`: written by \`helm dependency update\`, it records the exact version chosen for each
  dependency, so that \`helm dependency build\` can repeat the same result.
- \`charts/\`: the dependencies themselves, as chart archives or unpacked directories.

Each entry of \`dependencies\` in \`requirements.yaml\` has a \`name\`, which must match the \`name\` in the
dependency's own \`Chart.yaml\`; a \`version\`, either an exact semantic version or a range such as \`~1.2.3\`;
and a \`repository\`, which can be:

- the URL of a chart repository: Helm appends \`/index.yaml\` to it to read the repository's index;
- the name of a repository added with \`helm repo add\`, written as \`@name\` or \`alias:name\`;
- a local directory, written as \`file://\` followed by a path relative to the chart, for example
  \`file://../common\`. Such a dependency needs no \`helm repo add\`, and its version is matched as well.

\`\`\`yaml
# requirements.yaml
dependencies:
  - name: nginx
    version: "1.2.3"
    repository: "https://example.com/charts"
  - name: common
    version: "~0.3.0"
    repository: "file://../common"
\`\`\`

Every subcommand takes the chart directory as its argument; without one, it works on the current directory.`,
      uk: `Чарт може залежати від інших чартів — своїх підчартів, які Helm встановлює разом із ним у складі того самого
релізу. Helm завантажує їх із каталогу \`charts/\` чарту. Замість того щоб копіювати їх туди вручну, розробник
чарту оголошує їх у \`requirements.yaml\`, а підкоманди узгоджують \`charts/\` із цим файлом:

- \`requirements.yaml\`: залежності, потрібні чарту. Саме цей файл ви редагуєте.
- \`requirements.lock\`: його записує \`helm dependency update\`; він фіксує точну версію, обрану для кожної
  залежності, щоб \`helm dependency build\` міг відтворити той самий результат.
- \`charts/\`: самі залежності — архіви чартів або розпаковані каталоги.

Кожен запис \`dependencies\` у \`requirements.yaml\` має \`name\`, що мусить збігатися з \`name\` у власному
\`Chart.yaml\` залежності; \`version\` — точну семантичну версію або діапазон, наприклад \`~1.2.3\`; і
\`repository\`, яким може бути:

- URL-адреса репозиторію чартів: Helm додає до неї \`/index.yaml\`, щоб прочитати індекс репозиторію;
- назва репозиторію, доданого командою \`helm repo add\`, у вигляді \`@name\` або \`alias:name\`;
- локальний каталог у вигляді \`file://\` і шляху відносно чарту, наприклад \`file://../common\`. Така
  залежність не потребує \`helm repo add\`, а її версія так само перевіряється.

\`\`\`yaml
# requirements.yaml
dependencies:
  - name: nginx
    version: "1.2.3"
    repository: "https://example.com/charts"
  - name: common
    version: "~0.3.0"
    repository: "file://../common"
\`\`\`

Кожна підкоманда приймає каталог чарту як аргумент; без нього вона працює з поточним каталогом.`,
    },
  },
  {
    path: ['dependency', 'build'],
    usage: 'helm dependency build [flags] CHART',
    short: {
      en: 'Rebuild the charts/ directory based on the requirements.lock file.',
      uk: 'Перебудувати каталог charts/ за файлом requirements.lock.',
    },
    long: {
      en: `Download into \`charts/\` exactly the dependency versions recorded in \`requirements.lock\`, without resolving
the version ranges of \`requirements.yaml\` again. This is the way to reproduce a chart's dependencies, for
example in a build pipeline.

If the chart has no lock file, the command behaves like \`helm dependency update\`: it resolves the dependencies,
downloads them and writes \`requirements.lock\`.`,
      uk: `Завантажує в \`charts/\` саме ті версії залежностей, що записані в \`requirements.lock\`, не визначаючи знову
діапазони версій із \`requirements.yaml\`. Так відтворюють залежності чарту, наприклад у конвеєрі збирання.

Якщо чарт не має файлу блокування, команда поводиться як \`helm dependency update\`: визначає залежності,
завантажує їх і записує \`requirements.lock\`.`,
    },
    examples: `helm dependency build ./mychart`,
    flags: [
      keyring,
      {
        name: 'verify',
        type: 'bool',
        description: {
          en: 'Verify the downloaded charts against their provenance files where those exist.',
          uk: 'Перевіряти завантажені чарти за їхніми файлами походження, якщо такі файли є.',
        },
      },
    ],
  },
  {
    path: ['dependency', 'list'],
    aliases: ['ls'],
    usage: 'helm dependency list [flags] CHART',
    short: {en: 'List the dependencies for the given chart.', uk: 'Показати залежності заданого чарту.'},
    long: {
      en: `List the dependencies declared in a chart's \`requirements.yaml\` with their version, repository and status:
\`ok\` when a matching archive is in \`charts/\`, \`unpacked\` when it is there as a directory, \`missing\`, or a
problem such as \`wrong version\`, \`misnamed\` or \`corrupt\`. Charts found in \`charts/\` but not declared are
reported as warnings.

The chart can be a directory or an archive, and nothing in it is changed. The command fails if the chart cannot
be loaded, and only warns if it has no \`requirements.yaml\`.`,
      uk: `Показує залежності, оголошені в \`requirements.yaml\` чарту, з версією, репозиторієм і станом: \`ok\`, якщо
відповідний архів є в \`charts/\`, \`unpacked\`, якщо він лежить там каталогом, \`missing\` або проблему, як-от
\`wrong version\`, \`misnamed\` чи \`corrupt\`. Чарти, що є в \`charts/\`, але не оголошені, виводяться як
попередження.

Чартом може бути каталог або архів, і в ньому нічого не змінюється. Команда завершується помилкою, якщо чарт не
вдається завантажити, і лише попереджає, якщо в нього немає \`requirements.yaml\`.`,
    },
    examples: `helm dependency list ./mychart`,
  },
  {
    path: ['dependency', 'update'],
    aliases: ['up'],
    usage: 'helm dependency update [flags] CHART',
    short: {
      en: 'Update charts/ based on the contents of requirements.yaml.',
      uk: 'Оновити charts/ відповідно до вмісту requirements.yaml.',
    },
    long: {
      en: `Bring \`charts/\` in line with \`requirements.yaml\`. For each dependency, Helm picks the newest version that
satisfies its version range, downloads it and removes outdated versions of it, then writes the chosen versions
to \`requirements.lock\` so that \`helm dependency build\` can rebuild exactly the same set later.

Dependencies from chart repositories need those repositories in your configuration (\`helm repo add\`); their
indexes are refreshed first unless \`--skip-refresh\` is given. Charts in \`charts/\` that are not declared in
\`requirements.yaml\` are left alone: only declared dependencies at the wrong version are replaced.`,
      uk: `Узгоджує \`charts/\` із \`requirements.yaml\`. Для кожної залежності Helm обирає найновішу версію, що
відповідає її діапазону версій, завантажує її й прибирає застарілі версії, а потім записує обрані версії в
\`requirements.lock\`, щоб згодом \`helm dependency build\` міг відтворити точно той самий набір.

Залежності з репозиторіїв чартів потребують, щоб ці репозиторії були у вашій конфігурації (\`helm repo add\`);
їхні індекси спершу оновлюються, якщо не вказано \`--skip-refresh\`. Чарти в \`charts/\`, не оголошені в
\`requirements.yaml\`, лишаються як є: замінюються лише оголошені залежності з неправильною версією.`,
    },
    examples: `helm dependency update ./mychart

# Use the repository indexes already in the local cache
helm dependency update ./mychart --skip-refresh`,
    flags: [
      keyring,
      {
        name: 'skip-refresh',
        type: 'bool',
        description: {
          en: 'Do not refresh the repository indexes first; resolve the dependencies against the indexes already in the local cache.',
          uk: 'Не оновлювати спершу індекси репозиторіїв, а визначати залежності за індексами, що вже є в локальному кеші.',
        },
      },
      {
        name: 'verify',
        type: 'bool',
        description: {
          en: 'Verify every downloaded chart against its provenance file, and fail if a chart cannot be verified.',
          uk: 'Перевіряти кожен завантажений чарт за його файлом походження й завершуватися помилкою, якщо чарт не вдається перевірити.',
        },
      },
    ],
  },
];
