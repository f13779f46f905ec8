import type {CommandSpec} from '../types';

export const commands: readonly CommandSpec[] = [
  {
    path: ['init'],
    usage: 'helm init [flags]',
    short: {en: 'Initialize Helm on both client and server.', uk: 'Ініціалізувати Helm на клієнті й на сервері.'},
    long: {
      en: `Set up Helm 2 in two places: the local configuration on your machine, and Tiller in the cluster.

**What Tiller is.** Tiller is the server half of Helm 2. It runs in the cluster and does the real work of every
release: the \`helm\` client sends it a chart and values, and Tiller renders the templates, creates, updates or
deletes the Kubernetes resources, and keeps the history of each release. The client reaches it through a port
forward to the Tiller pod, or at the address given by \`--host\`.

**What \`helm init\` does.**

1. It creates the Helm home directory (\`$HELM_HOME\`, \`~/.helm\` by default) with its \`repository\`, cache,
   \`plugins\` and \`starters\` directories, and a \`repositories.yaml\` that lists two repositories: \`stable\`
   at \`https://charts.helm.sh/stable\` and \`local\` at \`http://127.0.0.1:8879/charts\` (the one \`helm serve\`
   serves). It downloads the index of \`stable\` unless \`--skip-refresh\` is given; \`--skip-repos\` adds neither
   repository.
2. It installs Tiller into the cluster of your current kubeconfig context (\`$KUBECONFIG\`, or
   \`~/.kube/config\`): a Deployment and a Service, both named \`tiller-deploy\`, in the namespace given by
   \`--tiller-namespace\`, which is \`kube-system\` by default. The Tiller image matches the version of the
   client, unless \`--tiller-image\` or \`--canary-image\` chooses another one.

**Client only.** \`--client-only\` (\`-c\`) does only the first step. Use it on a machine that will work with a
Tiller someone else has installed, or when you need \`helm\` only for local chart work.

**Upgrading Tiller.** If Tiller is already installed, \`helm init\` leaves it alone and prints a warning. With
\`--upgrade\`, it replaces the running Tiller with the image that matches this client, unless the running one is
newer; \`--force-upgrade\` replaces it in that case too. \`--wait\` blocks until the new Tiller is ready to take
requests.

**Securing Tiller.** By default Tiller accepts every gRPC connection that reaches it, without authentication,
and \`helm init\` warns about this. To require mutual TLS, install Tiller with \`--tiller-tls-verify\`, giving
Tiller's certificate and key with \`--tiller-tls-cert\` and \`--tiller-tls-key\` and, with \`--tls-ca-cert\`,
the CA that signs the client certificates. The certificates end up in a Secret next to Tiller. Each user then
runs Helm with \`--tls-verify\` (or \`$HELM_TLS_VERIFY\`) and a client certificate signed by that CA, by
default \`ca.pem\`, \`cert.pem\` and \`key.pem\` in \`$HELM_HOME\`. \`--tiller-tls\` alone encrypts the
connection without checking client certificates. Give Tiller only the permissions it needs with a dedicated
\`--service-account\`, and limit the stored history with \`--history-max\`.

To see the manifests instead of installing them, use \`--output yaml\` (or \`json\`), or combine \`--dry-run\`
with \`--debug\`.`,
      uk: `Налаштовує Helm 2 у двох місцях: локальну конфігурацію на вашій машині й Tiller у кластері.

**Що таке Tiller.** Tiller — серверна половина Helm 2. Він працює в кластері й виконує всю справжню роботу з
кожним релізом: клієнт \`helm\` надсилає йому чарт і значення, а Tiller рендерить шаблони, створює, оновлює або
видаляє ресурси Kubernetes і веде історію кожного релізу. Клієнт звертається до нього через переадресацію порту
до Pod з Tiller або за адресою з \`--host\`.

**Що робить \`helm init\`.**

1. Створює домашній каталог Helm (\`$HELM_HOME\`, типово \`~/.helm\`) із каталогами \`repository\`, кешу,
   \`plugins\` і \`starters\`, а також \`repositories.yaml\` із двома репозиторіями: \`stable\` за адресою
   \`https://charts.helm.sh/stable\` і \`local\` за адресою \`http://127.0.0.1:8879/charts\` (його роздає
   \`helm serve\`). Завантажує індекс \`stable\`, якщо не вказано \`--skip-refresh\`; з \`--skip-repos\` не
   додає жодного з цих репозиторіїв.
2. Встановлює Tiller у кластер поточного контексту kubeconfig (\`$KUBECONFIG\` або \`~/.kube/config\`):
   Deployment і Service з назвою \`tiller-deploy\` у просторі імен, заданому \`--tiller-namespace\`, типово
   \`kube-system\`. Образ Tiller відповідає версії клієнта, якщо \`--tiller-image\` або \`--canary-image\` не
   обирає інший.

**Лише клієнт.** \`--client-only\` (\`-c\`) виконує тільки перший крок. Це потрібно на машині, яка працюватиме
з Tiller, встановленим кимось іншим, або коли \`helm\` потрібен лише для локальної роботи з чартами.

**Оновлення Tiller.** Якщо Tiller уже встановлено, \`helm init\` не чіпає його й виводить попередження. З
\`--upgrade\` команда замінює запущений Tiller образом, що відповідає цьому клієнтові, — хіба що запущений
новіший; \`--force-upgrade\` замінює його й тоді. \`--wait\` чекає, доки новий Tiller буде готовий приймати
запити.

**Захист Tiller.** Типово Tiller приймає будь-яке gRPC-з'єднання, що до нього дійде, без автентифікації, і
\`helm init\` про це попереджає. Щоб вимагати взаємного TLS, встановіть Tiller з \`--tiller-tls-verify\`,
передавши сертифікат і ключ Tiller через \`--tiller-tls-cert\` і \`--tiller-tls-key\`, а через
\`--tls-ca-cert\` — центр сертифікації, що підписує клієнтські сертифікати. Сертифікати потрапляють у Secret
поруч із Tiller. Кожен користувач тоді запускає Helm з \`--tls-verify\` (або \`$HELM_TLS_VERIFY\`) і
клієнтським сертифікатом, підписаним цим центром, — типово це \`ca.pem\`, \`cert.pem\` і \`key.pem\` у
\`$HELM_HOME\`. Сам лише \`--tiller-tls\` шифрує з'єднання, не перевіряючи клієнтських сертифікатів. Надайте
Tiller лише потрібні права через окремий \`--service-account\` і обмежте збережену історію прапорцем
\`--history-max\`.

Щоб побачити маніфести замість їх встановлення, скористайтеся \`--output yaml\` (або \`json\`) чи поєднайте
\`--dry-run\` з \`--debug\`.`,
    },
    examples: `# Set up $HELM_HOME and install Tiller into kube-system
helm init --service-account tiller --history-max 200

# Configure only the client
helm init --client-only

# Upgrade an installed Tiller to this client's version and wait for it
helm init --upgrade --wait

# Install Tiller that requires client certificates
helm init --tiller-tls-verify --tiller-tls-cert tiller.cert.pem --tiller-tls-key tiller.key.pem --tls-ca-cert ca.cert.pem

# Print the manifests without installing anything
helm init --output yaml`,
    flags: [
      {
        name: 'automount-service-account-token',
        type: 'bool',
        default: 'true',
        description: {
          en: "Mount the token of Tiller's service account into the Tiller pod.",
          uk: 'Монтувати токен облікового запису служби Tiller у Pod з Tiller.',
        },
      },
      {
        name: 'canary-image',
        type: 'bool',
        description: {
          en: 'Install the canary Tiller image, built from the latest development code, instead of the released one.',
          uk: 'Встановити canary-образ Tiller, зібраний з найновішого коду в розробці, замість випущеного.',
        },
      },
      {
        name: 'client-only',
        shorthand: 'c',
        type: 'bool',
        description: {
          en: 'Set up only the local configuration in `$HELM_HOME`; do not connect to the cluster or install Tiller.',
          uk: 'Налаштувати лише локальну конфігурацію в `$HELM_HOME`, не під\'єднуючись до кластера й не встановлюючи Tiller.',
        },
      },
      {
        name: 'dry-run',
        type: 'bool',
        description: {
          en: 'Change nothing, neither locally nor in the cluster. Combined with `--debug`, it prints the Tiller manifests.',
          uk: 'Нічого не змінювати ні локально, ні в кластері. Разом із `--debug` виводить маніфести Tiller.',
        },
      },
      {
        name: 'force-upgrade',
        type: 'bool',
        description: {
          en: "Replace an installed Tiller with this client's version even if the installed one is newer.",
          uk: 'Замінити встановлений Tiller версією цього клієнта, навіть якщо встановлений новіший.',
        },
      },
      {
        name: 'history-max',
        type: 'int',
        description: {
          en: 'Maximum number of revisions Tiller keeps per release; older ones are removed. `0`, the default, keeps them all.',
          uk: 'Найбільша кількість ревізій, які Tiller зберігає для кожного релізу; старіші видаляються. `0`, типове значення, зберігає всі.',
        },
      },
      {
        name: 'local-repo-url',
        type: 'string',
        default: '"http://127.0.0.1:8879/charts"',
        description: {
          en: 'URL recorded for the `local` repository, the one `helm serve` serves.',
          uk: 'URL-адреса, яку записати для репозиторію `local`, — того, що його роздає `helm serve`.',
        },
      },
      {
        name: 'net-host',
        type: 'bool',
        description: {
          en: "Run Tiller in the node's network namespace (`hostNetwork`).",
          uk: 'Запускати Tiller у мережевому просторі імен вузла (`hostNetwork`).',
        },
      },
      {
        name: 'node-selectors',
        type: 'string',
        description: {
          en: 'Node labels that decide where Tiller is scheduled, as a comma-separated list such as `app=tiller,helm=rocks`.',
          uk: 'Мітки вузлів, які визначають, де запускати Tiller, через кому, наприклад `app=tiller,helm=rocks`.',
        },
      },
      {
        name: 'output',
        shorthand: 'o',
        type: 'OutputFormat',
        description: {
          en: "Install nothing and print Tiller's manifests in this format instead: `json` or `yaml`.",
          uk: 'Нічого не встановлювати, а натомість вивести маніфести Tiller у цьому форматі: `json` або `yaml`.',
        },
      },
      {
        name: 'override',
        type: 'stringArray',
        description: {
          en: 'Override a field of the Tiller Deployment manifest, as `key=value`. Repeat the flag or separate pairs with commas.',
          uk: 'Перевизначити поле маніфесту Deployment Tiller у вигляді `key=value`. Повторіть прапорець або розділіть пари комами.',
        },
      },
      {
        name: 'replicas',
        type: 'int',
        default: '1',
        description: {
          en: 'Number of Tiller pods to run in the cluster.',
          uk: 'Скільки Pod з Tiller запускати в кластері.',
        },
      },
      {
        name: 'service-account',
        type: 'string',
        description: {
          en: 'Name of the existing service account Tiller runs as; its RBAC permissions decide what Tiller may change.',
          uk: 'Назва наявного облікового запису служби (ServiceAccount), від імені якого працює Tiller; його права RBAC визначають, що Tiller може змінювати.',
        },
      },
      {
        name: 'skip-refresh',
        type: 'bool',
        description: {
          en: 'Do not download the index of the `stable` repository into the local cache.',
          uk: 'Не завантажувати індекс репозиторію `stable` у локальний кеш.',
        },
      },
      {
        name: 'skip-repos',
        type: 'bool',
        description: {
          en: 'Do not add the `stable` and `local` repositories. Useful without network access or where they are not needed.',
          uk: 'Не додавати репозиторії `stable` і `local`. Корисно без доступу до мережі або там, де вони не потрібні.',
        },
      },
      {
        name: 'stable-repo-url',
        type: 'string',
        default: '"https://charts.helm.sh/stable"',
        description: {
          en: 'URL recorded for the `stable` repository.',
          uk: 'URL-адреса, яку записати для репозиторію `stable`.',
        },
      },
      {
        name: 'tiller-image',
        shorthand: 'i',
        type: 'string',
        description: {
          en: 'Tiller image to install instead of the one that matches this client.',
          uk: 'Образ Tiller, який встановити замість того, що відповідає цьому клієнтові.',
        },
      },
      {
        name: 'tiller-tls',
        type: 'bool',
        description: {
          en: 'Install Tiller with TLS enabled, using `--tiller-tls-cert` and `--tiller-tls-key`. Client certificates are not verified.',
          uk: 'Встановити Tiller з увімкненим TLS, використовуючи `--tiller-tls-cert` і `--tiller-tls-key`. Клієнтські сертифікати не перевіряються.',
        },
      },
      {
        name: 'tiller-tls-cert',
        type: 'string',
        description: {
          en: 'Certificate file that Tiller presents to clients.',
          uk: 'Файл сертифіката, який Tiller пред\'являє клієнтам.',
        },
      },
      {
        name: 'tiller-tls-hostname',
        type: 'string',
        description: {
          en: "Host name that Tiller's certificate must match when `helm init` connects to the newly installed Tiller over TLS.",
          uk: 'Ім\'я хоста, якому має відповідати сертифікат Tiller, коли `helm init` під\'єднується через TLS до щойно встановленого Tiller.',
        },
      },
      {
        name: 'tiller-tls-key',
        type: 'string',
        description: {
          en: 'Private key file of the certificate given by `--tiller-tls-cert`.',
          uk: 'Файл закритого ключа до сертифіката з `--tiller-tls-cert`.',
        },
      },
      {
        name: 'tiller-tls-verify',
        type: 'bool',
        description: {
          en: 'Install Tiller with TLS enabled and make it verify client certificates against the CA in `--tls-ca-cert`.',
          uk: 'Встановити Tiller з увімкненим TLS і змусити його перевіряти клієнтські сертифікати за центром сертифікації з `--tls-ca-cert`.',
        },
      },
      {
        name: 'tls-ca-cert',
        type: 'string',
        description: {
          en: 'CA certificate that Tiller uses to verify client certificates; required with `--tiller-tls-verify`.',
          uk: 'Сертифікат центру сертифікації, яким Tiller перевіряє клієнтські сертифікати; обов\'язковий разом із `--tiller-tls-verify`.',
        },
      },
      {
        name: 'upgrade',
        type: 'bool',
        description: {
          en: "If Tiller is already installed, upgrade it to this client's version.",
          uk: 'Якщо Tiller уже встановлено, оновити його до версії цього клієнта.',
        },
      },
      {
        name: 'use-deprecated-stable-repository',
        type: 'bool',
        description: {
          en: 'Record the old `stable` repository URL on Google Cloud Storage, which is being shut down, instead of `https://charts.helm.sh/stable`.',
          uk: 'Записати стару URL-адресу репозиторію `stable` у Google Cloud Storage, який закривається, замість `https://charts.helm.sh/stable`.',
        },
      },
      {
        name: 'wait',
        type: 'bool',
        description: {
          en: 'Block until Tiller is running and ready to take requests, for at most `--tiller-connection-timeout` seconds.',
          uk: 'Чекати, доки Tiller запрацює й буде готовий приймати запити, щонайбільше `--tiller-connection-timeout` секунд.',
        },
      },
    ],
  },
];
