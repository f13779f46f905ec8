import type {CommandSpec} from '../types';

/** `helm` itself: its persistent flags are the global flags every Helm 3.19 command inherits. */
export const root: CommandSpec = {
  path: [],
  usage: 'helm [command]',
  short: {
    en: 'The Helm package manager for Kubernetes.',
    uk: 'Helm — менеджер пакетів для Kubernetes.',
  },
  long: {
    en: `Helm installs, upgrades and removes applications packaged as charts on a Kubernetes cluster, and keeps
the history of every release it manages.

Common actions:

- \`helm search\`: look for charts
- \`helm pull\`: download a chart to your local directory to view it
- \`helm install\`: upload the chart to Kubernetes
- \`helm list\`: list releases of charts

Helm reads these environment variables: \`HELM_CACHE_HOME\`, \`HELM_CONFIG_HOME\` and \`HELM_DATA_HOME\` (where Helm
keeps its cache, configuration and data), \`HELM_DRIVER\` (the release storage driver: \`secret\`, the default,
\`configmap\`, \`memory\` or \`sql\`), \`HELM_DRIVER_SQL_CONNECTION_STRING\`, \`HELM_MAX_HISTORY\`, \`HELM_NAMESPACE\`,
\`HELM_KUBECONTEXT\`, \`HELM_KUBETOKEN\`, \`HELM_KUBEAPISERVER\`, \`HELM_KUBECAFILE\`, \`HELM_KUBEASUSER\`,
\`HELM_KUBEASGROUPS\`, \`HELM_KUBEINSECURE_SKIP_TLS_VERIFY\`, \`HELM_KUBETLS_SERVER_NAME\`, \`HELM_BURST_LIMIT\`, \`HELM_QPS\`,
\`HELM_NO_PLUGINS\`, \`HELM_PLUGINS\`, \`HELM_REGISTRY_CONFIG\`, \`HELM_REPOSITORY_CACHE\`, \`HELM_REPOSITORY_CONFIG\`,
\`HELM_DEBUG\` and \`KUBECONFIG\`. \`helm env\` prints the values in effect.`,
    uk: `Helm встановлює, оновлює й видаляє застосунки, запаковані в чарти, у кластері Kubernetes і зберігає
історію кожного релізу, яким керує.

Основні дії:

- \`helm search\`: шукати чарти
- \`helm pull\`: завантажити чарт у локальний каталог, щоб його переглянути
- \`helm install\`: встановити чарт у Kubernetes
- \`helm list\`: показати релізи чартів

Helm читає такі змінні середовища: \`HELM_CACHE_HOME\`, \`HELM_CONFIG_HOME\` і \`HELM_DATA_HOME\` (де Helm тримає
кеш, налаштування й дані), \`HELM_DRIVER\` (драйвер сховища релізів: \`secret\` — типовий, \`configmap\`,
\`memory\` або \`sql\`), \`HELM_DRIVER_SQL_CONNECTION_STRING\`, \`HELM_MAX_HISTORY\`, \`HELM_NAMESPACE\`,
\`HELM_KUBECONTEXT\`, \`HELM_KUBETOKEN\`, \`HELM_KUBEAPISERVER\`, \`HELM_KUBECAFILE\`, \`HELM_KUBEASUSER\`,
\`HELM_KUBEASGROUPS\`, \`HELM_KUBEINSECURE_SKIP_TLS_VERIFY\`, \`HELM_KUBETLS_SERVER_NAME\`, \`HELM_BURST_LIMIT\`, \`HELM_QPS\`,
\`HELM_NO_PLUGINS\`, \`HELM_PLUGINS\`, \`HELM_REGISTRY_CONFIG\`, \`HELM_REPOSITORY_CACHE\`, \`HELM_REPOSITORY_CONFIG\`,
\`HELM_DEBUG\` і \`KUBECONFIG\`. Чинні значення показує \`helm env\`.`,
  },
  persistentFlags: [
    {
      name: 'burst-limit',
      type: 'int',
      default: '100',
      description: {
        en: 'Client-side throttling limit: how many requests may burst above the QPS rate.',
        uk: 'Обмеження на боці клієнта: скільки запитів можна надіслати понад ліміт QPS за один сплеск.',
      },
    },
    {
      name: 'debug',
      type: 'bool',
      description: {en: 'Print verbose output.', uk: 'Виводити докладні повідомлення.'},
    },
    {
      name: 'kube-apiserver',
      type: 'string',
      description: {
        en: 'Address and port of the Kubernetes API server, overriding the kubeconfig.',
        uk: 'Адреса й порт API-сервера Kubernetes замість заданих у kubeconfig.',
      },
    },
    {
      name: 'kube-as-group',
      type: 'stringArray',
      description: {
        en: 'Group to impersonate for the operation; repeat the flag for several groups.',
        uk: 'Група, від імені якої виконати операцію; щоб указати кілька груп, повторіть прапорець.',
      },
    },
    {
      name: 'kube-as-user',
      type: 'string',
      description: {en: 'User name to impersonate for the operation.', uk: "Ім'я користувача, від імені якого виконати операцію."},
    },
    {
      name: 'kube-ca-file',
      type: 'string',
      description: {
        en: 'Certificate authority file for the connection to the Kubernetes API server.',
        uk: 'Файл центру сертифікації для з\'єднання з API-сервером Kubernetes.',
      },
    },
    {
      name: 'kube-context',
      type: 'string',
      description: {en: 'Name of the kubeconfig context to use.', uk: 'Назва контексту kubeconfig, який слід використати.'},
    },
    {
      name: 'kube-insecure-skip-tls-verify',
      type: 'bool',
      description: {
        en: "Do not check the validity of the API server's certificate. This makes HTTPS connections insecure.",
        uk: 'Не перевіряти сертифікат API-сервера. З цим прапорцем HTTPS-з\'єднання стають небезпечними.',
      },
    },
    {
      name: 'kube-tls-server-name',
      type: 'string',
      description: {
        en: "Server name used to validate the API server's certificate; by default, the host name used to reach the server.",
        uk: 'Ім\'я сервера для перевірки сертифіката API-сервера; типово — ім\'я хоста, за яким до нього звертаються.',
      },
    },
    {
      name: 'kube-token',
      type: 'string',
      description: {en: 'Bearer token used for authentication.', uk: 'Токен (bearer) для автентифікації.'},
    },
    {
      name: 'kubeconfig',
      type: 'string',
      description: {en: 'Path to the kubeconfig file.', uk: 'Шлях до файлу kubeconfig.'},
    },
    {
      name: 'namespace',
      shorthand: 'n',
      type: 'string',
      description: {en: 'Namespace scope for this request.', uk: 'Простір імен, у якому виконати запит.'},
    },
    {
      name: 'qps',
      type: 'float32',
      description: {
        en: 'Queries per second allowed when talking to the Kubernetes API, bursts not included.',
        uk: 'Дозволена кількість запитів до API Kubernetes за секунду, без урахування сплесків.',
      },
    },
    {
      name: 'registry-config',
      type: 'string',
      default: '"~/.config/helm/registry/config.json"',
      description: {en: 'Path to the registry configuration file.', uk: 'Шлях до файлу налаштувань реєстрів.'},
    },
    {
      name: 'repository-cache',
      type: 'string',
      default: '"~/.cache/helm/repository"',
      description: {
        en: 'Path to the directory holding cached repository indexes.',
        uk: 'Шлях до каталогу з кешованими індексами репозиторіїв.',
      },
    },
    {
      name: 'repository-config',
      type: 'string',
      default: '"~/.config/helm/repositories.yaml"',
      description: {
        en: 'Path to the file that lists repository names and URLs.',
        uk: 'Шлях до файлу зі списком назв і URL-адрес репозиторіїв.',
      },
    },
  ],
};
