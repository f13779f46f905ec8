import type {CommandSpec, FlagSpec} from '../types';

const plainHttpFlag: FlagSpec = {
  name: 'plain-http',
  type: 'bool',
  description: {
    en: 'Talk to the OCI registry over plain, unencrypted HTTP instead of HTTPS.',
    uk: 'Звертатися до OCI-реєстру через звичайний незашифрований HTTP замість HTTPS.',
  },
};

const insecureSkipTlsVerifyFlag: FlagSpec = {
  name: 'insecure-skip-tls-verify',
  type: 'bool',
  description: {
    en: 'Skip the check of the registry\'s TLS certificate when downloading dependencies. Insecure: use only for testing.',
    uk: 'Не перевіряти TLS-сертифікат реєстру під час завантаження залежностей. Це небезпечно: використовуйте лише для тестування.',
  },
};

const caFileFlag: FlagSpec = {
  name: 'ca-file',
  type: 'string',
  description: {
    en: 'CA bundle used to check the certificate of an HTTPS-enabled OCI registry.',
    uk: 'Набір сертифікатів центрів сертифікації для перевірки сертифіката OCI-реєстру, що працює через HTTPS.',
  },
};

const keyFileFlag: FlagSpec = {
  name: 'key-file',
  type: 'string',
  description: {
    en: 'Private key file that goes with `--cert-file`.',
    uk: 'Файл закритого ключа до сертифіката з `--cert-file`.',
  },
};

const certFileFlag: FlagSpec = {
  name: 'cert-file',
  type: 'string',
  description: {
    en: 'Client SSL certificate file that identifies Helm to the OCI registry.',
    uk: 'Файл клієнтського SSL-сертифіката, яким Helm ідентифікує себе перед OCI-реєстром.',
  },
};

const passwordFlag: FlagSpec = {
  name: 'password',
  type: 'string',
  description: {
    en: 'Password for the registry when dependencies are pulled from an OCI registry.',
    uk: 'Пароль для реєстру, коли залежності завантажуються з OCI-реєстру.',
  },
};

const usernameFlag: FlagSpec = {
  name: 'username',
  type: 'string',
  description: {
    en: 'User name for the registry when dependencies are pulled from an OCI registry. Classic chart repositories use the credentials saved by `helm repo add`.',
    uk: 'Ім\'я користувача для реєстру, коли залежності завантажуються з OCI-реєстру. Класичні репозиторії чартів використовують облікові дані, збережені командою `helm repo add`.',
  },
};

const skipRefreshFlag: FlagSpec = {
  name: 'skip-refresh',
  type: 'bool',
  description: {
    en: 'Do not download fresh repository indexes first; resolve the dependencies against the indexes already in the local cache.',
    uk: 'Не завантажувати спершу свіжі індекси репозиторіїв, а визначати залежності за індексами, що вже є в локальному кеші.',
  },
};

const keyringFlag: FlagSpec = {
  name: 'keyring',
  type: 'string',
  default: '"~/.gnupg/pubring.gpg"',
  description: {
    en: 'Keyring holding the public keys used by `--verify`. `$GNUPGHOME/pubring.gpg` is used when `GNUPGHOME` is set.',
    uk: 'Файл зв\'язки ключів із відкритими ключами для `--verify`. Якщо задано `GNUPGHOME`, використовується `$GNUPGHOME/pubring.gpg`.',
  },
};

/**
 * The flags `helm dependency build` and `helm dependency update` share (Helm's addDependencySubcommandFlags;
 * the registry credential and TLS flags arrived in Helm 3.17). `--verify` is described per command, since
 * build verifies where possible and update always.
 */
function sharedFlags(verify: FlagSpec): FlagSpec[] {
  return [
    verify,
    keyringFlag,
    skipRefreshFlag,
    usernameFlag,
    passwordFlag,
    certFileFlag,
    keyFileFlag,
    caFileFlag,
    insecureSkipTlsVerifyFlag,
    plainHttpFlag,
  ];
}

export const commands: readonly CommandSpec[] = [
  {
    path: ['dependency'],
    aliases: ['dep', 'dependencies'],
    usage: 'helm dependency [command]',
    short: {en: "Manage a chart's dependencies.", uk: 'Керувати залежностями чарту.'},
    long: {
      en: `A chart can depend on other charts, its subcharts. Helm installs them together with the parent chart, as part of
the same release. The subcommands keep the list of dependencies a chart declares in sync with the charts
actually present in its \`charts/\` directory.

**Where dependencies live.** Three places are involved:

- \`Chart.yaml\`: the \`dependencies\` field declares what the chart needs. This is the file you edit.
- \`Chart.lock\`: written by \`helm dependency update\`, it records the exact version chosen for each
  dependency, the repository it came from, and a digest of the declarations, so that a build can be repeated.
- \`charts/\`: holds the dependencies themselves, usually as chart archives (\`.tgz\`). Helm loads
  subcharts from here when it installs, templates or packages the chart. A subchart may also be kept here as an
  unpacked directory without being declared in \`Chart.yaml\`.

**Declaring dependencies.** Each entry of \`dependencies\` needs a \`name\`, which must match the \`name\` in the
dependency's own \`Chart.yaml\`; a \`version\`, either an exact semantic version or a range such as \`~1.2.3\`
or \`^2.0.0\`; and a \`repository\`, which can be:

- the URL of a chart repository, such as \`https://example.com/charts\`. Helm fetches \`index.yaml\` from that URL
  to find the chart. Instead of the URL you can give the name of a repository added with \`helm repo add\`,
  prefixed with \`@\` or \`alias:\` (\`"@bitnami"\`).
- an OCI reference, such as \`oci://registry.example.com/charts\`.
- a local directory, prefixed with \`file://\` (\`file://../common\`). Such a repository does not need
  \`helm repo add\`, and version ranges work for it too.

For example:

\`\`\`yaml
# Chart.yaml
dependencies:
  - name: nginx
    version: "1.2.3"
    repository: "https://example.com/charts"
  - name: memcached
    version: "~3.2.1"
    repository: "oci://registry.example.com/charts"
  - name: common
    version: "0.x.x"
    repository: "file://../common"
\`\`\`

Optional fields adjust how the subchart is used: \`alias\` installs it under another name (the same chart can
then appear several times), \`condition\` and \`tags\` enable or disable it from the values, and
\`import-values\` copies values from the subchart into the parent.

**Update or build?**

- \`helm dependency update\` resolves the declarations anew: for each dependency it picks the newest version that
  satisfies the range, downloads it into \`charts/\`, removes archives that no longer match, and rewrites
  \`Chart.lock\`. Use it after changing \`Chart.yaml\`, or to move to newer versions.
- \`helm dependency build\` reproduces \`charts/\` exactly from \`Chart.lock\`, without choosing versions again.
  Use it in CI and on other machines to get the same dependencies the lock file records. If there is no
  \`Chart.lock\`, it behaves like \`update\`; if the lock file no longer matches \`Chart.yaml\`, it stops with an
  error and asks you to run \`update\`.
- \`helm dependency list\` shows the declared dependencies and whether \`charts/\` holds a matching copy.`,
      uk: `Чарт може залежати від інших чартів — своїх підчартів. Helm встановлює їх разом із батьківським чартом у межах
того самого релізу. Підкоманди синхронізують перелік залежностей, оголошений у чарті, із чартами, які справді
лежать у його каталозі \`charts/\`.

**Де зберігаються залежності.** Задіяно три місця:

- \`Chart.yaml\`: поле \`dependencies\` оголошує, що потрібно чарту. Саме цей файл ви редагуєте.
- \`Chart.lock\`: його записує \`helm dependency update\`; у ньому зафіксовано точну версію, обрану для кожної
  залежності, репозиторій, з якого її взято, і хеш оголошень, щоб збирання можна було повторити.
- \`charts/\`: містить самі залежності, зазвичай як архіви чартів (\`.tgz\`). Звідси Helm завантажує підчарти, коли
  встановлює, рендерить або пакує чарт. Підчарт можна також тримати тут як розпакований каталог, не оголошуючи
  його в \`Chart.yaml\`.

**Оголошення залежностей.** Кожен запис у \`dependencies\` потребує \`name\`, що має збігатися з \`name\` у власному
\`Chart.yaml\` залежності; \`version\` — точної семантичної версії або діапазону на кшталт \`~1.2.3\` чи
\`^2.0.0\`; і \`repository\`, яким може бути:

- URL-адреса репозиторію чартів, наприклад \`https://example.com/charts\`. Щоб знайти чарт, Helm завантажує
  \`index.yaml\` за цією адресою. Замість URL-адреси можна вказати назву репозиторію, доданого через
  \`helm repo add\`, з префіксом \`@\` або \`alias:\` (\`"@bitnami"\`).
- посилання OCI, наприклад \`oci://registry.example.com/charts\`.
- локальний каталог із префіксом \`file://\` (\`file://../common\`). Такий репозиторій не потребує
  \`helm repo add\`, і діапазони версій для нього теж працюють.

Наприклад:

\`\`\`yaml
# Chart.yaml
dependencies:
  - name: nginx
    version: "1.2.3"
    repository: "https://example.com/charts"
  - name: memcached
    version: "~3.2.1"
    repository: "oci://registry.example.com/charts"
  - name: common
    version: "0.x.x"
    repository: "file://../common"
\`\`\`

Необов'язкові поля змінюють використання підчарту: \`alias\` встановлює його під іншою назвою (тож той самий чарт
може з'явитися кілька разів), \`condition\` і \`tags\` вмикають або вимикають його через значення, а
\`import-values\` копіює значення з підчарту до батьківського чарту.

**Update чи build?**

- \`helm dependency update\` визначає залежності наново: для кожної обирає найновішу версію, що відповідає
  діапазону, завантажує її в \`charts/\`, вилучає архіви, які більше не відповідають оголошенням, і переписує
  \`Chart.lock\`. Використовуйте її після змін у \`Chart.yaml\` або щоб перейти на новіші версії.
- \`helm dependency build\` точно відтворює \`charts/\` за \`Chart.lock\`, не обираючи версії заново.
  Використовуйте її в CI та на інших машинах, щоб отримати ті самі залежності, що зафіксовані у \`Chart.lock\`.
  Якщо \`Chart.lock\` немає, вона поводиться як \`update\`; якщо \`Chart.lock\` більше не відповідає
  \`Chart.yaml\`, вона завершується з помилкою і пропонує виконати \`update\`.
- \`helm dependency list\` показує оголошені залежності й те, чи є в \`charts/\` відповідна копія.`,
    },
    examples: `# Resolve the dependencies, fill charts/ and write Chart.lock
helm dependency update ./mychart

# Rebuild charts/ from Chart.lock on another machine
helm dependency build ./mychart`,
  },
  {
    path: ['dependency', 'build'],
    usage: 'helm dependency build CHART [flags]',
    short: {
      en: 'Rebuild the charts/ directory based on the Chart.lock file.',
      uk: 'Відтворити каталог charts/ за файлом Chart.lock.',
    },
    long: {
      en: `Download into \`charts/\` exactly the dependency versions recorded in \`Chart.lock\`, so that everyone who
builds the chart gets the same subcharts. Unlike \`helm dependency update\`, it does not look for newer versions
that satisfy the ranges in \`Chart.yaml\`.

If the chart has no \`Chart.lock\`, the command behaves like \`helm dependency update\`. If \`Chart.yaml\`
was changed after the lock file was written, it stops and asks you to run \`helm dependency update\`.

\`CHART\` is the path to the chart directory; the current directory is used when it is omitted. Every chart
repository the lock file refers to by an HTTP(S) URL must have been added with \`helm repo add\` first;
\`oci://\` and \`file://\` dependencies need no such step.`,
      uk: `Завантажує в \`charts/\` саме ті версії залежностей, що зафіксовані в \`Chart.lock\`, тож кожен, хто збирає
чарт, отримує однакові підчарти. На відміну від \`helm dependency update\`, команда не шукає новіших версій, що
відповідають діапазонам у \`Chart.yaml\`.

Якщо в чарті немає \`Chart.lock\`, команда поводиться як \`helm dependency update\`. Якщо \`Chart.yaml\`
змінено після запису \`Chart.lock\`, вона зупиняється й пропонує виконати \`helm dependency update\`.

\`CHART\` — шлях до каталогу чарту; якщо його не вказано, використовується поточний каталог. Кожен репозиторій
чартів, на який \`Chart.lock\` посилається через HTTP(S)-адресу, має бути заздалегідь доданий через
\`helm repo add\`; для залежностей \`oci://\` і \`file://\` цього не потрібно.`,
    },
    examples: `helm dependency build ./mychart

# Use the cached repository indexes and check signatures where they exist
helm dependency build ./mychart --skip-refresh --verify`,
    flags: sharedFlags({
      name: 'verify',
      type: 'bool',
      description: {
        en: 'Verify the downloaded dependencies against their provenance files, for those that have one.',
        uk: 'Перевіряти завантажені залежності за їхніми файлами походження, якщо такі файли є.',
      },
    }),
  },
  {
    path: ['dependency', 'list'],
    aliases: ['ls'],
    usage: 'helm dependency list CHART [flags]',
    short: {en: 'List the dependencies for the given chart.', uk: 'Показати залежності заданого чарту.'},
    long: {
      en: `Show the dependencies a chart declares in \`Chart.yaml\`, in a table with their name, version, repository and
status. The status tells whether \`charts/\` holds a matching copy: \`ok\` for a matching archive, \`unpacked\`
for a matching directory, \`missing\` when there is none, \`wrong version\` when the copy does not satisfy the
declared version, and \`misnamed\`, \`corrupt\` or \`too many matches\` for other problems. Charts found in
\`charts/\` but not declared are reported as warnings.

\`CHART\` can be a chart directory or a chart archive; the current directory is used when it is omitted. The
command only reads the chart and never changes it. It fails if the chart cannot be loaded.`,
      uk: `Показує залежності, оголошені в \`Chart.yaml\` чарту, у вигляді таблиці з назвою, версією, репозиторієм і
станом. Стан показує, чи є в \`charts/\` відповідна копія: \`ok\` — відповідний архів, \`unpacked\` — відповідний
каталог, \`missing\` — копії немає, \`wrong version\` — копія не відповідає оголошеній версії, а \`misnamed\`,
\`corrupt\` або \`too many matches\` позначають інші проблеми. Про чарти, які є в \`charts/\`, але не оголошені,
команда попереджає окремо.

\`CHART\` може бути каталогом або архівом чарту; якщо його не вказано, використовується поточний каталог.
Команда лише читає чарт і ніколи його не змінює. Якщо чарт не вдається завантажити, вона завершується з
помилкою.`,
    },
    examples: `helm dependency list ./mychart
helm dependency list mychart-0.1.0.tgz`,
    flags: [
      {
        name: 'max-col-width',
        type: 'uint',
        default: '80',
        description: {
          en: 'Maximum width of a column in the output table; longer values are truncated.',
          uk: 'Найбільша ширина стовпця у вихідній таблиці; довші значення обрізаються.',
        },
      },
    ],
  },
  {
    path: ['dependency', 'update'],
    aliases: ['up'],
    usage: 'helm dependency update CHART [flags]',
    short: {
      en: 'Update charts/ based on the contents of Chart.yaml.',
      uk: 'Оновити charts/ відповідно до вмісту Chart.yaml.',
    },
    long: {
      en: `Make the chart's \`charts/\` directory match the dependencies declared in \`Chart.yaml\`. For each dependency,
Helm picks the newest version that satisfies the declared version or range, downloads it, and replaces archives
that are at the wrong version. On success it writes \`Chart.lock\`, which records the exact versions so that
\`helm dependency build\` can reproduce them later.

Unless \`--skip-refresh\` is given, the indexes of the configured repositories are refreshed first. Charts in
\`charts/\` that \`Chart.yaml\` does not declare are left alone: an archive is removed only if it belongs to a
declared dependency but is at the wrong version.

\`CHART\` is the path to the chart directory; the current directory is used when it is omitted.`,
      uk: `Приводить каталог \`charts/\` чарту у відповідність до залежностей, оголошених у \`Chart.yaml\`. Для кожної
залежності Helm обирає найновішу версію, що задовольняє оголошену версію чи діапазон, завантажує її й замінює
архіви з невідповідною версією. У разі успіху записує \`Chart.lock\` із точними версіями, щоб
\`helm dependency build\` могла згодом їх відтворити.

Якщо не вказано \`--skip-refresh\`, спершу оновлюються індекси налаштованих репозиторіїв. Чарти в \`charts/\`, не
оголошені в \`Chart.yaml\`, залишаються без змін: архів вилучається, лише якщо він належить до оголошеної
залежності, але має невідповідну версію.

\`CHART\` — шлях до каталогу чарту; якщо його не вказано, використовується поточний каталог.`,
    },
    examples: `helm dependency update ./mychart

# Dependencies in a private OCI registry
helm dependency update ./mychart --username "$REGISTRY_USER" --password "$REGISTRY_PASSWORD"`,
    flags: sharedFlags({
      name: 'verify',
      type: 'bool',
      description: {
        en: 'Verify every downloaded dependency against its provenance file; a dependency without one makes the command fail.',
        uk: 'Перевіряти кожну завантажену залежність за її файлом походження; залежність без такого файлу спричиняє помилку.',
      },
    }),
  },
];
