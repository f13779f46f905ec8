import type {CommandSpec} from '../types';

export const commands: readonly CommandSpec[] = [
  {
    path: ['create'],
    usage: 'helm create NAME [flags]',
    short: {en: 'Create a new chart with the given name.', uk: 'Створити новий чарт із заданою назвою.'},
    long: {
      en: `Create a chart directory with the files and folders a chart usually needs, ready to be edited.

For example, \`helm create foo\` produces this layout:

\`\`\`text
foo/
├── .helmignore   # patterns of files to leave out when packaging
├── Chart.yaml    # information about the chart
├── values.yaml   # the default values for the templates
├── charts/       # charts this chart depends on
└── templates/    # the template files
    └── tests/    # the test files
\`\`\`

The generated chart is a working example that runs nginx: a \`Deployment\` and a \`Service\`, resources such as
an \`Ingress\` or a \`HorizontalPodAutoscaler\` that are switched off in \`values.yaml\` until you enable them,
helper templates in \`_helpers.tpl\`, a \`NOTES.txt\` and a connection test. Its \`Chart.yaml\` declares
\`apiVersion: v2\`, \`type: application\`, chart version \`0.1.0\` and appVersion \`1.16.0\`.

\`NAME\` may be a path: missing directories along it are created, and the last element becomes the chart's
name. If the target directory already exists, files with the same names are overwritten and any other files
are left in place.

With \`--starter\`, the chart is copied from a starter pack instead of Helm's built-in scaffold: every
occurrence of the \`<CHARTNAME>\` placeholder in the starter is replaced with the new chart's name.`,
      uk: `Створює каталог чарту з файлами й підкаталогами, які зазвичай потрібні чарту, готовий до редагування.

Наприклад, \`helm create foo\` створює таку структуру:

\`\`\`text
foo/
├── .helmignore   # шаблони файлів, які не потрапляють до пакета
├── Chart.yaml    # відомості про чарт
├── values.yaml   # типові значення для шаблонів
├── charts/       # чарти, від яких залежить цей чарт
└── templates/    # файли шаблонів
    └── tests/    # файли тестів
\`\`\`

Згенерований чарт — робочий приклад, що запускає nginx: \`Deployment\` і \`Service\`, ресурси на кшталт \`Ingress\`
чи \`HorizontalPodAutoscaler\`, вимкнені у \`values.yaml\`, доки ви їх не ввімкнете, допоміжні шаблони в
\`_helpers.tpl\`, \`NOTES.txt\` і тест з'єднання. Його \`Chart.yaml\` містить \`apiVersion: v2\`, \`type: application\`,
версію чарту \`0.1.0\` і appVersion \`1.16.0\`.

\`NAME\` може бути шляхом: відсутні каталоги на ньому буде створено, а останній елемент стане назвою чарту.
Якщо цільовий каталог уже існує, файли з тими самими назвами буде перезаписано, а решту залишено без змін.

З прапорцем \`--starter\` чарт копіюється зі стартового набору замість вбудованої заготовки Helm: кожен
заповнювач \`<CHARTNAME>\` у стартовому наборі замінюється назвою нового чарту.`,
    },
    examples: `# Create the chart "mychart" in the current directory
helm create mychart

# Create a chart from a starter pack stored in $HELM_DATA_HOME/starters
helm create mychart --starter my-starter

# Create a chart from a starter pack at an absolute path
helm create mychart -p /opt/helm/starters/web-service`,
    flags: [
      {
        name: 'starter',
        shorthand: 'p',
        type: 'string',
        description: {
          en: 'Starter pack to create the chart from: either the name of a directory under `$HELM_DATA_HOME/starters`, or an absolute path to a starter.',
          uk: 'Стартовий набір, з якого створити чарт: назва каталогу в `$HELM_DATA_HOME/starters` або абсолютний шлях до стартового набору.',
        },
      },
    ],
  },
];
