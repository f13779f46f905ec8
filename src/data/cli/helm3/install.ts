import type {CommandSpec, FlagSpec} from '../types';

export const passCredentialsFlag: FlagSpec = {
  name: 'pass-credentials',
  type: 'bool',
  description: {
    en: 'Send the repository credentials to every domain, also when a download is redirected to another host.',
    uk: 'Надсилати облікові дані репозиторію на будь-який домен, навіть коли завантаження переспрямовано на інший хост.',
  },
};

export const takeOwnershipFlag: FlagSpec = {
  name: 'take-ownership',
  type: 'bool',
  description: {
    en: 'Adopt existing resources even when their Helm annotations name no release or another one, instead of failing.',
    uk: 'Взяти під керування наявні ресурси, навіть якщо їхні анотації Helm не вказують релізу або вказують інший, замість того щоб завершитися з помилкою.',
  },
};

export const disableOpenApiValidationFlag: FlagSpec = {
  name: 'disable-openapi-validation',
  type: 'bool',
  description: {
    en: 'Do not validate the rendered manifests against the OpenAPI schema of the Kubernetes cluster.',
    uk: 'Не перевіряти відрендерені маніфести за схемою OpenAPI кластера Kubernetes.',
  },
};

/** `-o, --output format` (bindOutputFlag), shared by every command that prints a table, JSON or YAML. */
export const outputFlag: FlagSpec = {
  name: 'output',
  shorthand: 'o',
  type: 'format',
  default: 'table',
  description: {
    en: 'Output format: `table`, `json` or `yaml`.',
    uk: 'Формат виводу: `table`, `json` або `yaml`.',
  },
};

/** The values flags (addValueOptionsFlags): `-f/--values` and the `--set` family. */
export const valueFlags: readonly FlagSpec[] = [
  {
    name: 'values',
    shorthand: 'f',
    type: 'strings',
    description: {
      en: 'Values file in YAML, given as a path or a URL. Repeat the flag for several files; when they set the same key, the file given last wins.',
      uk: 'Файл значень у форматі YAML: шлях або URL-адреса. Для кількох файлів повторіть прапорець; якщо файли задають той самий ключ, перемагає останній.',
    },
  },
  {
    name: 'set',
    type: 'stringArray',
    description: {
      en: 'Set values on the command line as `key=value`. Separate several pairs with commas or repeat the flag; a later assignment of the same key wins.',
      uk: 'Задати значення в командному рядку у вигляді `ключ=значення`. Кілька пар розділяйте комами або повторюйте прапорець; пізніше присвоєння того самого ключа перемагає.',
    },
  },
  {
    name: 'set-string',
    type: 'stringArray',
    description: {
      en: 'Like `--set`, but every value is kept as a string, so `1234` or `true` are not turned into numbers or booleans.',
      uk: 'Як `--set`, але кожне значення лишається рядком: `1234` чи `true` не перетворюються на число або булеве значення.',
    },
  },
  {
    name: 'set-file',
    type: 'stringArray',
    description: {
      en: 'Set a value to the contents of a file, as `key=path`: handy for long or generated values such as scripts and certificates. Separate several pairs with commas or repeat the flag.',
      uk: 'Присвоїти значенню вміст файлу у вигляді `ключ=шлях`: зручно для довгих або згенерованих значень, як-от скриптів і сертифікатів. Кілька пар розділяйте комами або повторюйте прапорець.',
    },
  },
  {
    name: 'set-json',
    type: 'stringArray',
    description: {
      en: 'Set values written in JSON, as `key=json`: scalars, objects and arrays alike. Separate several pairs with commas or repeat the flag.',
      uk: 'Задати значення, записані в JSON, у вигляді `ключ=json`: скаляри, об\'єкти й масиви. Кілька пар розділяйте комами або повторюйте прапорець.',
    },
  },
  {
    name: 'set-literal',
    type: 'stringArray',
    description: {
      en: 'Set one value as a literal string: everything after the first `=` is taken as it is, commas and backslashes included.',
      uk: 'Задати одне значення як буквальний рядок: усе після першого `=` береться як є, разом із комами та зворотними скісними рисками.',
    },
  },
];

/** TLS and authentication flags for downloading a chart (part of addChartPathOptionsFlags). */
export const chartDownloadFlags: readonly FlagSpec[] = [
  {
    name: 'ca-file',
    type: 'string',
    description: {
      en: 'CA bundle used to verify the certificates of HTTPS servers.',
      uk: 'Набір сертифікатів центрів сертифікації для перевірки сертифікатів HTTPS-серверів.',
    },
  },
  {
    name: 'cert-file',
    type: 'string',
    description: {
      en: 'SSL certificate file that identifies this client to HTTPS servers.',
      uk: 'Файл SSL-сертифіката, яким цей клієнт засвідчує себе перед HTTPS-серверами.',
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
    name: 'insecure-skip-tls-verify',
    type: 'bool',
    description: {
      en: 'Do not check TLS certificates when downloading the chart.',
      uk: 'Не перевіряти TLS-сертифікати під час завантаження чарту.',
    },
  },
  {
    name: 'plain-http',
    type: 'bool',
    description: {
      en: 'Download the chart over plain, unencrypted HTTP instead of HTTPS.',
      uk: 'Завантажувати чарт звичайним незашифрованим HTTP замість HTTPS.',
    },
  },
  {
    name: 'username',
    type: 'string',
    description: {
      en: 'User name for the chart repository that holds the chart.',
      uk: 'Ім\'я користувача для репозиторію чартів, де лежить чарт.',
    },
  },
  {
    name: 'password',
    type: 'string',
    description: {
      en: 'Password for the chart repository that holds the chart.',
      uk: 'Пароль до репозиторію чартів, де лежить чарт.',
    },
  },
];

/** How a chart is located and checked (addChartPathOptionsFlags): install, upgrade, template, pull, show. */
export const chartLocationFlags: readonly FlagSpec[] = [
  {
    name: 'version',
    type: 'string',
    description: {
      en: 'Version constraint for the chart: an exact version such as `1.1.1` or a range such as `^2.0.0`. Without it, the latest version is used.',
      uk: 'Обмеження версії чарту: точна версія, як-от `1.1.1`, або діапазон, як-от `^2.0.0`. Без прапорця береться найновіша версія.',
    },
  },
  {
    name: 'verify',
    type: 'bool',
    description: {
      en: 'Verify the chart against its provenance file before using it; the command fails when the check does not pass.',
      uk: 'Перевірити чарт за його файлом походження перед використанням; якщо перевірка не проходить, команда завершується з помилкою.',
    },
  },
  {
    name: 'keyring',
    type: 'string',
    default: '"~/.gnupg/pubring.gpg"',
    description: {
      en: 'Public keyring used to check signatures.',
      uk: 'Файл зв\'язки відкритих ключів для перевірки підписів.',
    },
  },
  {
    name: 'repo',
    type: 'string',
    description: {
      en: 'URL of the chart repository to take the chart from, without adding it with `helm repo add` first.',
      uk: 'URL-адреса репозиторію чартів, з якого взяти чарт, без попереднього `helm repo add`.',
    },
  },
  passCredentialsFlag,
  ...chartDownloadFlags,
];

/** `--devel`, shared by the commands that resolve a chart version. */
export const develFlag: FlagSpec = {
  name: 'devel',
  type: 'bool',
  description: {
    en: 'Consider development versions (alpha, beta, release candidates) too, like the constraint `>0.0.0-0`. Ignored when `--version` is set.',
    uk: 'Враховувати й версії в розробці (alpha, beta, кандидати у випуски), як обмеження `>0.0.0-0`. Ігнорується, якщо задано `--version`.',
  },
};

/** `--post-renderer` and `--post-renderer-args` (bindPostRenderFlag). */
export const postRenderFlags: readonly FlagSpec[] = [
  {
    name: 'post-renderer',
    type: 'postRendererString',
    description: {
      en: 'Executable that receives the rendered manifests on standard input and returns them, changed, on standard output (for example Kustomize). A name found in `$PATH` is used first, otherwise the value is taken as a path.',
      uk: 'Виконуваний файл, що отримує відрендерені маніфести на стандартний вхід і повертає їх, уже зміненими, на стандартний вивід (наприклад, Kustomize). Спершу шукається файл із такою назвою в `$PATH`, інакше значення вважається шляхом.',
    },
  },
  {
    name: 'post-renderer-args',
    type: 'postRendererArgsSlice',
    default: '[]',
    description: {
      en: 'An argument passed to the post-renderer; repeat the flag for several arguments.',
      uk: 'Аргумент для пострендерера; щоб передати кілька аргументів, повторіть прапорець.',
    },
  },
];

export const skipSchemaValidationFlag: FlagSpec = {
  name: 'skip-schema-validation',
  type: 'bool',
  description: {
    en: "Do not validate the values against the chart's `values.schema.json`.",
    uk: 'Не перевіряти значення за схемою `values.schema.json` чарту.',
  },
};

export const timeoutFlag: FlagSpec = {
  name: 'timeout',
  type: 'duration',
  default: '5m0s',
  description: {
    en: 'How long to wait for each single Kubernetes operation, such as a hook Job, written as a Go duration (`90s`, `10m`).',
    uk: 'Скільки чекати на кожну окрему операцію в Kubernetes, наприклад на Job хука; записується як тривалість Go (`90s`, `10m`).',
  },
};

export const waitFlag: FlagSpec = {
  name: 'wait',
  type: 'bool',
  description: {
    en: 'Before reporting success, wait until all Pods, PVCs and Services are ready and Deployments, StatefulSets and ReplicaSets have their minimum number of ready Pods, for at most `--timeout`.',
    uk: 'Перш ніж повідомити про успіх, дочекатися готовності всіх Pod, PVC і Service, а також мінімальної кількості готових Pod у Deployment, StatefulSet і ReplicaSet — щонайдовше `--timeout`.',
  },
};

export const waitForJobsFlag: FlagSpec = {
  name: 'wait-for-jobs',
  type: 'bool',
  description: {
    en: 'Together with `--wait`, also wait until every Job has completed, for at most `--timeout`.',
    uk: 'Разом із `--wait` також чекати, доки завершиться кожен Job, — щонайдовше `--timeout`.',
  },
};

export const dryRunFlag: FlagSpec = {
  name: 'dry-run',
  type: 'string',
  noOptDefault: 'client',
  description: {
    en: 'Simulate the operation without changing the cluster. Given without a value (or as `--dry-run=client`), Helm still needs a reachable cluster: it checks the connection and reads the Kubernetes version and API groups, but template functions such as `lookup` see nothing. `--dry-run=server` also lets `lookup` read the cluster. Give a value only with `=`. To render with no cluster at all, use `helm template`.',
    uk: "мітувати операцію, не змінюючи кластер. Без значення (або як `--dry-run=client`) Helm усе одно потребує доступного кластера: перевіряє з'єднання й читає версію Kubernetes та групи API, проте функції шаблонів на кшталт `lookup` нічого не бачать. `--dry-run=server` дозволяє `lookup` також читати кластер. Значення вказуйте лише через `=`. Щоб відрендерити шаблони зовсім без кластера, скористайтеся `helm template`.",
  },
};

export const dependencyUpdateFlag: FlagSpec = {
  name: 'dependency-update',
  type: 'bool',
  description: {
    en: "Fetch the chart's dependencies first when some of them are missing from its `charts/` directory.",
    uk: 'Спершу завантажити залежності чарту, якщо якихось із них бракує в його каталозі `charts/`.',
  },
};

export const descriptionFlag: FlagSpec = {
  name: 'description',
  type: 'string',
  description: {
    en: 'Custom description stored with this revision of the release.',
    uk: 'Власний опис, що зберігається разом із цією ревізією релізу.',
  },
};

export const enableDnsFlag: FlagSpec = {
  name: 'enable-dns',
  type: 'bool',
  description: {
    en: 'Allow DNS lookups while rendering templates.',
    uk: 'Дозволити DNS-запити під час рендерингу шаблонів.',
  },
};

export const forceFlag: FlagSpec = {
  name: 'force',
  type: 'bool',
  description: {
    en: 'Force resource updates by replacing the resources instead of patching them.',
    uk: 'Примусово оновлювати ресурси, замінюючи їх замість накладання патча.',
  },
};

export const renderSubchartNotesFlag: FlagSpec = {
  name: 'render-subchart-notes',
  type: 'bool',
  description: {
    en: "Render the subcharts' `NOTES.txt` along with the parent chart's notes.",
    uk: 'Рендерити `NOTES.txt` підчартів разом із нотатками батьківського чарту.',
  },
};

export const hideSecretFlag: FlagSpec = {
  name: 'hide-secret',
  type: 'bool',
  description: {
    en: 'With `--dry-run`, leave Kubernetes Secrets out of the printed manifests.',
    uk: 'Разом із `--dry-run` не показувати Secret у виведених маніфестах.',
  },
};

/** The flags of addInstallFlags, shared by `helm install` and `helm template`. */
export const installFlags: readonly FlagSpec[] = [
  {
    name: 'atomic',
    type: 'bool',
    description: {
      en: 'If the installation fails, uninstall what was installed. Turns on `--wait`.',
      uk: 'Якщо встановлення не вдалося, видалити все встановлене. Вмикає `--wait`.',
    },
  },
  {
    name: 'create-namespace',
    type: 'bool',
    description: {
      en: 'Create the release namespace if it does not exist yet.',
      uk: 'Створити простір імен релізу, якщо його ще немає.',
    },
  },
  dependencyUpdateFlag,
  descriptionFlag,
  develFlag,
  disableOpenApiValidationFlag,
  dryRunFlag,
  enableDnsFlag,
  forceFlag,
  {
    name: 'generate-name',
    shorthand: 'g',
    type: 'bool',
    description: {
      en: 'Generate the release name; leave out the NAME argument.',
      uk: 'Згенерувати назву релізу; аргумент NAME тоді не вказують.',
    },
  },
  {
    name: 'hide-notes',
    type: 'bool',
    description: {
      en: 'Do not print the chart notes after installing. They are still stored with the release.',
      uk: 'Не виводити нотатки чарту після встановлення. У релізі вони однаково зберігаються.',
    },
  },
  {
    name: 'labels',
    shorthand: 'l',
    type: 'stringToString',
    default: '[]',
    description: {
      en: 'Labels added to the release metadata, as comma-separated `key=value` pairs.',
      uk: 'Мітки, що додаються до метаданих релізу, у вигляді пар `ключ=значення` через кому.',
    },
  },
  {
    name: 'name-template',
    type: 'string',
    description: {
      en: 'Go template that produces the release name.',
      uk: 'Go-шаблон, що утворює назву релізу.',
    },
  },
  {
    name: 'no-hooks',
    type: 'bool',
    description: {
      en: 'Do not run the chart hooks during the installation.',
      uk: 'Не запускати хуки чарту під час встановлення.',
    },
  },
  renderSubchartNotesFlag,
  {
    name: 'replace',
    type: 'bool',
    description: {
      en: 'Reuse the name of a release that was uninstalled but kept in the history. Not safe in production.',
      uk: 'Повторно використати назву релізу, який видалили, але залишили в історії. Небезпечно в робочому середовищі.',
    },
  },
  {
    name: 'skip-crds',
    type: 'bool',
    description: {
      en: "Do not install the chart's CRDs. Without this flag, CRDs are installed when they are not present yet.",
      uk: 'Не встановлювати CRD чарту. Без цього прапорця CRD встановлюються, якщо їх ще немає.',
    },
  },
  skipSchemaValidationFlag,
  takeOwnershipFlag,
  timeoutFlag,
  waitFlag,
  waitForJobsFlag,
];

export const commands: readonly CommandSpec[] = [
  {
    path: ['install'],
    usage: 'helm install [NAME] [CHART] [flags]',
    short: {en: 'Install a chart.', uk: 'Встановити чарт.'},
    long: {
      en: `Install a chart in the cluster and create a release of it. The first argument names the release (or pass
\`--generate-name\` and leave it out); the second tells Helm where the chart is:

- a chart reference from a repository you added, such as \`bitnami/nginx\`;
- a packaged chart, such as \`./nginx-1.2.3.tgz\`;
- an unpacked chart directory, such as \`./nginx\`;
- the full URL of a chart archive;
- a chart name together with \`--repo\` and the repository URL;
- an OCI reference, such as \`oci://registry-1.docker.io/bitnamicharts/nginx\`.

For a chart reference, Helm looks up the repository by the prefix before the slash in your local repository list
and picks the newest stable version of the chart, unless \`--version\` asks for another one or \`--devel\` lets
pre-releases in. \`helm repo list\` shows the repositories you have, \`helm search\` finds charts in them.

To change the chart's default values, pass values files with \`-f\`/\`--values\` or single values with \`--set\`
and its variants: \`--set-string\` keeps a value as a string, \`--set-file\` reads it from a file, \`--set-json\`
takes JSON and \`--set-literal\` takes the text exactly as written. All of them can be repeated. When
several set the same key, the kind of flag decides before the position: values files are merged first, in the
order given, so a later file wins over an earlier one; then come \`--set-json\`, \`--set\`, \`--set-string\`,
\`--set-file\` and \`--set-literal\`, in that order. A \`--set\` therefore overrides \`-f\` whether it stands
before or after it, and among repeats of the same flag the rightmost wins.

\`--dry-run\` renders everything without installing; combined with \`--debug\` it prints the manifests. The
output then includes Secrets, which may hold sensitive data; \`--hide-secret\` leaves them out. With
\`--verify\`, the chart must come with a provenance file that passes verification, or nothing is installed.`,
      uk: `Встановлює чарт у кластер і створює з нього реліз. Перший аргумент — назва релізу (або передайте
\`--generate-name\` і пропустіть її); другий вказує Helm, де взяти чарт:

- посилання на чарт із доданого репозиторію, як-от \`bitnami/nginx\`;
- запакований чарт, як-от \`./nginx-1.2.3.tgz\`;
- розпакований каталог чарту, як-от \`./nginx\`;
- повна URL-адреса архіву чарту;
- назва чарту разом із \`--repo\` і URL-адресою репозиторію;
- OCI-посилання, як-от \`oci://registry-1.docker.io/bitnamicharts/nginx\`.

Для посилання на чарт Helm шукає репозиторій за префіксом перед скісною рискою у вашому локальному списку
репозиторіїв і бере найновішу стабільну версію чарту, якщо \`--version\` не просить іншої або \`--devel\` не
дозволяє передрелізні версії. Список ваших репозиторіїв показує \`helm repo list\`, а чарти в них шукає
\`helm search\`.

Щоб змінити типові значення чарту, передайте файли значень через \`-f\`/\`--values\` або окремі значення через
\`--set\` і його різновиди: \`--set-string\` зберігає значення як рядок, \`--set-file\` читає його з файлу,
\`--set-json\` приймає JSON, а \`--set-literal\` — текст рівно так, як його написано. Усі вони можуть
повторюватися. Коли кілька з них задають той самий ключ, вид прапорця важить більше за позицію: спершу
об'єднуються файли значень у заданому порядку, тож пізніший файл перемагає раніший; далі йдуть
\`--set-json\`, \`--set\`, \`--set-string\`, \`--set-file\` і \`--set-literal\` саме в такому порядку. Отже,
\`--set\` перекриває \`-f\` незалежно від того, стоїть він до чи після нього, а серед повторів того самого
прапорця перемагає крайній праворуч.

\`--dry-run\` рендерить усе без встановлення; разом із \`--debug\` виводить маніфести. У виводі тоді є й
Secret, що можуть містити чутливі дані; \`--hide-secret\` їх приховує. З \`--verify\` чарт мусить мати файл
походження, який проходить перевірку, інакше нічого не встановлюється.`,
    },
    examples: `helm install my-nginx bitnami/nginx
helm install my-nginx oci://registry-1.docker.io/bitnamicharts/nginx
helm install my-app ./my-chart -f values-prod.yaml --set replicaCount=3
helm install my-app ./my-chart --namespace apps --create-namespace --wait --timeout 10m
helm install --generate-name ./my-chart --dry-run --debug`,
    flags: [
      ...installFlags,
      ...valueFlags,
      ...chartLocationFlags,
      hideSecretFlag,
      outputFlag,
      ...postRenderFlags,
    ],
  },
];
