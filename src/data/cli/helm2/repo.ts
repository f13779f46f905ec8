import type {CommandSpec} from '../types';

export const commands: readonly CommandSpec[] = [
  {
    path: ['repo'],
    usage: 'helm repo [command]',
    short: {
      en: 'Add, list, remove, update, and index chart repositories.',
      uk: 'Додавати, показувати, видаляти, оновлювати й індексувати репозиторії чартів.',
    },
    long: {
      en: `Work with chart repositories: HTTP servers that publish an \`index.yaml\` listing their packaged charts.

Helm keeps the repositories you add, under short names of your choice, in
\`$HELM_HOME/repository/repositories.yaml\`, and caches a copy of each index in \`$HELM_HOME/repository/cache\`.
Once a repository is added, you refer to its charts as \`name/chart\`, for example \`stable/mariadb\`, in
\`helm install\`, \`helm upgrade\`, \`helm fetch\` and the other commands, and \`helm search\` searches the cached
indexes.

- \`helm repo add\` registers a repository and downloads its index;
- \`helm repo update\` downloads fresh indexes, so new chart versions become visible;
- \`helm repo list\` and \`helm repo remove\` show and forget repositories;
- \`helm repo index\` builds the \`index.yaml\` for a repository you publish yourself.

\`helm init\` adds two repositories for you: \`stable\`, which in Helm 2.17 points to the archived
\`https://charts.helm.sh/stable\`, and \`local\`, the repository that \`helm serve\` publishes.`,
      uk: `Робота з репозиторіями чартів — HTTP-серверами, що публікують \`index.yaml\` зі списком своїх запакованих
чартів.

Додані репозиторії Helm зберігає під вибраними вами короткими назвами у файлі
\`$HELM_HOME/repository/repositories.yaml\`, а копію індексу кожного з них кешує в \`$HELM_HOME/repository/cache\`.
Після додавання репозиторію ви посилаєтеся на його чарти як \`назва/чарт\`, наприклад \`stable/mariadb\`, у
\`helm install\`, \`helm upgrade\`, \`helm fetch\` та інших командах, а \`helm search\` шукає в кешованих індексах.

- \`helm repo add\` реєструє репозиторій і завантажує його індекс;
- \`helm repo update\` завантажує свіжі індекси, щоб стали видні нові версії чартів;
- \`helm repo list\` і \`helm repo remove\` показують і забувають репозиторії;
- \`helm repo index\` будує \`index.yaml\` для репозиторію, який ви публікуєте самі.

\`helm init\` додає два репозиторії самостійно: \`stable\`, який у Helm 2.17 вказує на архівний
\`https://charts.helm.sh/stable\`, і \`local\` — репозиторій, який публікує \`helm serve\`.`,
    },
    examples: `helm repo add bitnami https://charts.bitnami.com/bitnami
helm repo update
helm search bitnami/nginx`,
  },
  {
    path: ['repo', 'add'],
    usage: 'helm repo add [flags] [NAME] [URL]',
    short: {en: 'Add a chart repository.', uk: 'Додати репозиторій чартів.'},
    long: {
      en: `Add a chart repository under the given name and download its index. An existing repository of the same name is
replaced, unless \`--no-update\` is given. When \`--username\` is given without \`--password\`, Helm asks for the
password.`,
      uk: `Додає репозиторій чартів під указаною назвою й завантажує його індекс. Наявний репозиторій із такою самою назвою
замінюється, якщо не задано \`--no-update\`. Якщо задано \`--username\` без \`--password\`, Helm запитує пароль.`,
    },
    examples: `helm repo add stable https://charts.helm.sh/stable
helm repo add private https://charts.example.com --username myuser
helm repo add internal https://charts.internal.example --ca-file ./ca.pem`,
    flags: [
      {
        name: 'ca-file',
        type: 'string',
        description: {
          en: 'CA bundle used to verify the certificate of an HTTPS repository.',
          uk: 'Набір сертифікатів центрів сертифікації для перевірки сертифіката HTTPS-репозиторію.',
        },
      },
      {
        name: 'cert-file',
        type: 'string',
        description: {
          en: 'SSL certificate file that identifies this client to the repository.',
          uk: 'Файл SSL-сертифіката, яким цей клієнт засвідчує себе перед репозиторієм.',
        },
      },
      {
        name: 'key-file',
        type: 'string',
        description: {
          en: 'SSL key file that goes with `--cert-file`.',
          uk: 'Файл SSL-ключа до сертифіката з `--cert-file`.',
        },
      },
      {
        name: 'no-update',
        type: 'bool',
        description: {
          en: 'Fail if a repository of this name is already registered, instead of replacing it.',
          uk: 'Завершитися з помилкою, якщо репозиторій із такою назвою вже зареєстровано, замість того щоб замінити його.',
        },
      },
      {
        name: 'password',
        type: 'string',
        description: {en: 'Chart repository password.', uk: 'Пароль до репозиторію чартів.'},
      },
      {
        name: 'username',
        type: 'string',
        description: {en: 'Chart repository user name.', uk: 'Ім\'я користувача репозиторію чартів.'},
      },
    ],
  },
  {
    path: ['repo', 'index'],
    usage: 'helm repo index [flags] [DIR]',
    short: {
      en: 'Generate an index file from a directory of packaged charts.',
      uk: 'Згенерувати індексний файл із каталогу запакованих чартів.',
    },
    long: {
      en: `Read the given directory, build an index of the chart archives found in it and write it to \`index.yaml\` in
that directory. This is how you prepare a chart repository of your own for publishing on any web server.

\`--url\` sets the absolute URL under which the charts will be served. \`--merge\` merges the new index into an
existing index file; charts found in the directory take priority over the entries already there.`,
      uk: `Читає вказаний каталог, будує індекс знайдених у ньому архівів чартів і записує його в \`index.yaml\` у цьому
ж каталозі. Так готують власний репозиторій чартів до публікації на будь-якому вебсервері.

\`--url\` задає абсолютну URL-адресу, за якою чарти буде роздавати сервер. \`--merge\` об'єднує новий індекс з
наявним індексним файлом; чарти, знайдені в каталозі, мають перевагу над записами, що вже є в ньому.`,
    },
    examples: `helm package ./mychart -d ./repo
helm repo index ./repo --url https://charts.example.com
helm repo index ./repo --url https://charts.example.com --merge ./old-index.yaml`,
    flags: [
      {
        name: 'merge',
        type: 'string',
        description: {
          en: 'Existing index file to merge the generated index into.',
          uk: 'Наявний індексний файл, з яким об\'єднати згенерований індекс.',
        },
      },
      {
        name: 'url',
        type: 'string',
        description: {
          en: 'URL of the chart repository, used to build the download URLs of the charts.',
          uk: 'URL-адреса репозиторію чартів, з якої будуються адреси завантаження чартів.',
        },
      },
    ],
  },
  {
    path: ['repo', 'list'],
    usage: 'helm repo list [flags]',
    short: {en: 'List chart repositories.', uk: 'Показати репозиторії чартів.'},
    examples: `helm repo list
helm repo list --output yaml`,
    flags: [
      {
        name: 'output',
        shorthand: 'o',
        type: 'string',
        default: '"table"',
        description: {
          en: 'Output format: `table`, `json` or `yaml`.',
          uk: 'Формат виводу: `table`, `json` або `yaml`.',
        },
      },
    ],
  },
  {
    path: ['repo', 'remove'],
    aliases: ['rm'],
    usage: 'helm repo remove [flags] [NAME]',
    short: {en: 'Remove a chart repository.', uk: 'Видалити репозиторій чартів.'},
    long: {
      en: 'Remove the named repositories from your repository list and delete their cached indexes.',
      uk: 'Видаляє названі репозиторії з вашого списку репозиторіїв і їхні кешовані індекси.',
    },
    examples: 'helm repo remove bitnami',
  },
  {
    path: ['repo', 'update'],
    aliases: ['up'],
    usage: 'helm repo update [REPO_NAME] [flags]',
    short: {
      en: 'Update the local information about the charts available in chart repositories.',
      uk: 'Оновити локальні відомості про чарти, доступні в репозиторіях чартів.',
    },
    long: {
      en: `Download the latest index of each chart repository and cache it locally, where commands such as \`helm search\`
read it. Name a repository to update only that one; without an argument, every repository is updated.

A repository that cannot be reached is reported and skipped; \`--strict\` makes the command fail instead. The
old form \`helm update\` is deprecated.`,
      uk: `Завантажує найновіший індекс кожного репозиторію чартів і кешує його локально, звідки його читають команди на
кшталт \`helm search\`. Назвіть репозиторій, щоб оновити лише його; без аргументу оновлюються всі репозиторії.

Недоступний репозиторій лише згадується у виводі й пропускається; \`--strict\` натомість робить команду невдалою.
Стара форма \`helm update\` застаріла.`,
    },
    examples: `helm repo update
helm repo update stable
helm repo update --strict`,
    flags: [
      {
        name: 'strict',
        type: 'bool',
        description: {
          en: 'Fail if any repository cannot be updated.',
          uk: 'Завершитися з помилкою, якщо хоч один репозиторій не вдалося оновити.',
        },
      },
    ],
  },
];
