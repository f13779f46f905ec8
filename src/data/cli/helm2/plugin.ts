import type {CommandSpec} from '../types';

export const commands: readonly CommandSpec[] = [
  {
    path: ['plugin'],
    usage: 'helm plugin [command]',
    short: {en: 'Add, list, or remove Helm plugins.', uk: 'Додавати, показувати або видаляти плагіни Helm.'},
    long: {
      en: `Manage client-side Helm plugins: extra commands that run on your machine and appear as \`helm NAME\`.

A plugin is a directory with a \`plugin.yaml\` that names the command to run. Helm looks for plugins in
\`$HELM_HOME/plugins\` (or the directory named by \`$HELM_PLUGIN\`) and passes them its settings through environment
variables such as \`HELM_HOME\` and \`TILLER_NAMESPACE\`. Set \`HELM_NO_PLUGINS=1\` to disable all plugins.`,
      uk: `Керування клієнтськими плагінами Helm — додатковими командами, що працюють на вашому комп'ютері й доступні як
\`helm NAME\`.

Плагін — це каталог із файлом \`plugin.yaml\`, який називає команду для запуску. Helm шукає плагіни в
\`$HELM_HOME/plugins\` (або в каталозі, указаному в \`$HELM_PLUGIN\`) і передає їм свої налаштування через змінні
середовища, як-от \`HELM_HOME\` і \`TILLER_NAMESPACE\`. Щоб вимкнути всі плагіни, задайте \`HELM_NO_PLUGINS=1\`.`,
    },
    examples: `helm plugin install https://github.com/databus23/helm-diff
helm plugin list
helm plugin update diff
helm plugin remove diff`,
  },
  {
    path: ['plugin', 'install'],
    usage: 'helm plugin install [options] <path|url>... [flags]',
    short: {en: 'Install one or more Helm plugins.', uk: 'Встановити один або кілька плагінів Helm.'},
    long: {
      en: `Install a plugin from the URL of a version control repository, from the URL of a plugin archive, or from a
local directory. The plugin is placed in \`$HELM_HOME/plugins\`; if it defines an \`install\` hook, the hook runs
afterwards.`,
      uk: `Встановлює плагін з URL-адреси репозиторію системи керування версіями, з URL-адреси архіву плагіна або з
локального каталогу. Плагін розміщується в \`$HELM_HOME/plugins\`; якщо він визначає хук \`install\`, той
виконується після цього.`,
    },
    examples: `helm plugin install https://github.com/technosophos/helm-template
helm plugin install ./my-plugin`,
    flags: [
      {
        name: 'version',
        type: 'string',
        description: {
          en: 'Version constraint or tag for a plugin installed from a version control repository. Without it, the latest version is installed.',
          uk: 'Обмеження версії або тег для плагіна, що встановлюється з репозиторію системи керування версіями. Без нього встановлюється найновіша версія.',
        },
      },
    ],
  },
  {
    path: ['plugin', 'list'],
    usage: 'helm plugin list [flags]',
    short: {en: 'List installed Helm plugins.', uk: 'Показати встановлені плагіни Helm.'},
    examples: 'helm plugin list',
  },
  {
    path: ['plugin', 'remove'],
    usage: 'helm plugin remove <plugin>... [flags]',
    short: {en: 'Remove one or more Helm plugins.', uk: 'Видалити один або кілька плагінів Helm.'},
    examples: 'helm plugin remove diff',
  },
  {
    path: ['plugin', 'update'],
    usage: 'helm plugin update <plugin>... [flags]',
    short: {en: 'Update one or more Helm plugins.', uk: 'Оновити один або кілька плагінів Helm.'},
    long: {
      en: 'Update the named plugins from the version control repositories they were installed from, then run their `update` hooks.',
      uk: 'Оновлює названі плагіни з репозиторіїв системи керування версіями, з яких їх було встановлено, а потім виконує їхні хуки `update`.',
    },
    examples: 'helm plugin update diff',
  },
];
