import type {CommandSpec} from '../types';

export const commands: readonly CommandSpec[] = [
  {
    path: ['plugin'],
    usage: 'helm plugin [command]',
    short: {
      en: 'Install, list, or uninstall Helm plugins.',
      uk: 'Встановлювати, переглядати й видаляти плагіни Helm.',
    },
    long: {
      en: `Manage client-side Helm plugins.

A plugin is an add-on tool that Helm runs as one of its own commands, without being part of the Helm code.
Plugins are written in any language: each is a directory holding a \`plugin.yaml\` file and usually a script or
binary. \`plugin.yaml\` gives the plugin's \`name\`, \`version\`, \`usage\` and \`description\`, the \`command\` to
run (or a \`platformCommand\` per operating system and architecture), and optional \`hooks\` run on install,
update and delete.

A minimal \`plugin.yaml\`:

\`\`\`yaml
name: "hello"
version: "0.1.0"
usage: "say hello"
description: "Print a greeting"
command: "$HELM_PLUGIN_DIR/hello.sh"
\`\`\`

**Where plugins live.** Helm looks for plugins in its plugins directory, which \`HELM_PLUGINS\` can change.
By default it is \`~/.local/share/helm/plugins\` on Linux (\`$XDG_DATA_HOME/helm/plugins\` when \`XDG_DATA_HOME\` is set),
\`~/Library/helm/plugins\` on macOS and \`%APPDATA%\\helm\\plugins\` on Windows. \`helm env HELM_PLUGINS\`
prints the directory in use.

**How plugins run.** An installed plugin becomes a top-level command: a plugin named \`diff\` runs as
\`helm diff\`, and \`helm help\` lists it with the \`usage\` text from its \`plugin.yaml\`. Helm passes the plugin its arguments and describes its environment in variables such as \`HELM_PLUGIN_NAME\`,
\`HELM_PLUGIN_DIR\`, \`HELM_BIN\`, \`HELM_NAMESPACE\` and \`HELM_KUBECONTEXT\`.

Besides commands, a plugin can act as a *downloader*: by declaring protocols such as \`s3://\` or \`gs://\` under
\`downloaders\`, it lets Helm fetch charts and repository indexes from storage Helm does not support natively.

Setting \`HELM_NO_PLUGINS=1\` disables all plugins. Plugins run with your user's permissions, so install only
plugins you trust.`,
      uk: `Керує плагінами Helm на боці клієнта.

Плагін — це додатковий інструмент, який Helm запускає як одну зі своїх команд, хоча він і не входить до коду
Helm. Плагіни пишуть будь-якою мовою: кожен — це каталог із файлом \`plugin.yaml\` і, як правило, скриптом або
бінарним файлом. \`plugin.yaml\` задає \`name\`, \`version\`, \`usage\` і \`description\` плагіна, команду
\`command\`, яку слід запускати (або \`platformCommand\` окремо для кожної операційної системи й архітектури), і
необов'язкові \`hooks\`, що виконуються під час встановлення, оновлення й видалення.

Мінімальний \`plugin.yaml\`:

\`\`\`yaml
name: "hello"
version: "0.1.0"
usage: "say hello"
description: "Print a greeting"
command: "$HELM_PLUGIN_DIR/hello.sh"
\`\`\`

**Де зберігаються плагіни.** Helm шукає плагіни у своєму каталозі плагінів, який можна змінити змінною
\`HELM_PLUGINS\`. Типово це \`~/.local/share/helm/plugins\` у Linux (\`$XDG_DATA_HOME/helm/plugins\`, якщо задано \`XDG_DATA_HOME\`),
\`~/Library/helm/plugins\` у macOS і \`%APPDATA%\\helm\\plugins\` у Windows. Каталог, що використовується,
показує \`helm env HELM_PLUGINS\`.

**Як працюють плагіни.** Встановлений плагін стає командою верхнього рівня: плагін із назвою \`diff\` запускається
як \`helm diff\`, а \`helm help\` показує його разом із текстом \`usage\` з його \`plugin.yaml\`. Helm передає плагіну його аргументи й описує середовище у змінних, як-от \`HELM_PLUGIN_NAME\`,
\`HELM_PLUGIN_DIR\`, \`HELM_BIN\`, \`HELM_NAMESPACE\` і \`HELM_KUBECONTEXT\`.

Окрім команд, плагін може бути *завантажувачем*: оголосивши в \`downloaders\` протоколи на кшталт \`s3://\` чи
\`gs://\`, він дає Helm змогу завантажувати чарти й індекси репозиторіїв зі сховищ, яких Helm не підтримує сам.

Змінна \`HELM_NO_PLUGINS=1\` вимикає всі плагіни. Плагіни працюють із правами вашого користувача, тож
встановлюйте лише ті, яким довіряєте.`,
    },
    examples: `# Install a plugin, list the installed plugins, then run it
helm plugin install https://github.com/databus23/helm-diff
helm plugin list
helm diff upgrade my-release ./mychart`,
  },
  {
    path: ['plugin', 'install'],
    aliases: ['add'],
    usage: 'helm plugin install [options] <path|url> [flags]',
    short: {en: 'Install a Helm plugin.', uk: 'Встановити плагін Helm.'},
    long: {
      en: `Install a plugin into Helm's plugins directory. The source can be:

- the URL of a version control repository, such as a GitHub project. Helm clones it; \`--version\` picks a tagged
  release;
- the URL of a plugin archive (\`.tar.gz\` or \`.tgz\`), which Helm downloads and unpacks;
- a local directory. Helm links to it instead of copying it, so changes to the directory take effect at once,
  which is convenient while developing a plugin.

After installation, the plugin's \`install\` hook runs, if it has one. Installing fails if the plugin is
already installed. The command takes one source at a time.`,
      uk: `Встановлює плагін у каталог плагінів Helm. Джерелом може бути:

- URL-адреса репозиторію системи контролю версій, наприклад проєкту на GitHub. Helm клонує його; \`--version\`
  обирає версію з тегом;
- URL-адреса архіву плагіна (\`.tar.gz\` або \`.tgz\`), який Helm завантажує й розпаковує;
- локальний каталог. Helm не копіює його, а створює посилання на нього, тож зміни в каталозі діють одразу, що
  зручно під час розробки плагіна.

Після встановлення виконується хук \`install\` плагіна, якщо він є. Встановлення завершується з помилкою, якщо
плагін уже встановлено. Команда приймає одне джерело за раз.`,
    },
    examples: `# From a Git repository, latest version
helm plugin install https://github.com/databus23/helm-diff

# A specific tagged version
helm plugin install https://github.com/databus23/helm-diff --version v3.9.0

# From a local directory, while developing
helm plugin install ./my-plugin`,
    flags: [
      {
        name: 'version',
        type: 'string',
        description: {
          en: 'Version or semantic version constraint to install, matched against the tags of a version control repository. Without it, the latest version is installed.',
          uk: 'Версія або обмеження семантичної версії для встановлення, яке зіставляється з тегами репозиторію системи контролю версій. Без нього встановлюється найновіша версія.',
        },
      },
    ],
  },
  {
    path: ['plugin', 'list'],
    aliases: ['ls'],
    usage: 'helm plugin list [flags]',
    short: {en: 'List installed Helm plugins.', uk: 'Показати встановлені плагіни Helm.'},
    long: {
      en: `Show the plugins installed in Helm's plugins directory, in a table with each plugin's name, version and
description, as declared in its \`plugin.yaml\`.`,
      uk: `Показує плагіни, встановлені в каталозі плагінів Helm, у вигляді таблиці з назвою, версією й описом кожного
плагіна, як їх оголошено в його \`plugin.yaml\`.`,
    },
    examples: `helm plugin list`,
  },
  {
    path: ['plugin', 'uninstall'],
    aliases: ['rm', 'remove'],
    usage: 'helm plugin uninstall <plugin>... [flags]',
    short: {en: 'Uninstall one or more Helm plugins.', uk: 'Видалити один або кілька плагінів Helm.'},
    long: {
      en: `Remove the named plugins from Helm's plugins directory and run each plugin's \`delete\` hook, if it has one.
Give plugin names as \`helm plugin list\` shows them. For a plugin installed from a local directory, only the
link is removed; the directory itself is kept. Names that do not match an installed plugin are reported as
errors after the others have been processed.`,
      uk: `Вилучає вказані плагіни з каталогу плагінів Helm і виконує хук \`delete\` кожного плагіна, якщо він є.
Вказуйте назви плагінів так, як їх показує \`helm plugin list\`. Для плагіна, встановленого з локального
каталогу, вилучається лише посилання, а сам каталог залишається. Про назви, що не відповідають жодному
встановленому плагіну, команда повідомляє як про помилки після обробки решти.`,
    },
    examples: `helm plugin uninstall diff
helm plugin rm diff secrets`,
  },
  {
    path: ['plugin', 'update'],
    aliases: ['up'],
    usage: 'helm plugin update <plugin>... [flags]',
    short: {en: 'Update one or more Helm plugins.', uk: 'Оновити один або кілька плагінів Helm.'},
    long: {
      en: `Update the named plugins, then run each plugin's \`update\` hook, if it has one.

Only plugins whose files form a version control checkout can be updated: Helm pulls the latest changes from the
repository they were cloned from, and refuses if the plugin's files were changed locally. This covers plugins
installed from a repository URL, and plugins linked from a local directory that is itself a Git checkout.
Plugins installed from an archive URL cannot be updated this way (Helm reports that it cannot get information
about the plugin source): uninstall and install them again instead.

Names that do not match an installed plugin are reported as errors after the others have been processed.`,
      uk: `Оновлює вказані плагіни, а потім виконує хук \`update\` кожного плагіна, якщо він є.

Оновити можна лише плагіни, файли яких є робочою копією системи контролю версій: Helm завантажує останні зміни
з репозиторію, з якого їх клоновано, і відмовляється, якщо файли плагіна змінено локально. Це стосується
плагінів, встановлених з URL-адреси репозиторію, і плагінів, пов'язаних із локальним каталогом, який сам є
робочою копією Git. Плагіни, встановлені з URL-адреси архіву, так оновити не можна (Helm повідомляє, що не може
отримати відомості про джерело плагіна): натомість видаліть і встановіть їх знову.

Про назви, що не відповідають жодному встановленому плагіну, команда повідомляє як про помилки після обробки
решти.`,
    },
    examples: `helm plugin update diff
helm plugin up diff secrets`,
  },
];
