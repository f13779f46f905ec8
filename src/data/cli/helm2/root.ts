import type {CommandSpec, FlagSpec} from '../types';

/**
 * The client TLS flags of every Helm 2.17 command that talks to Tiller (Helm's `AddFlagsTLS`). They are not
 * persistent: each such command defines them itself, so `helm get` has them and so has each `helm get` subcommand.
 * Their defaults can come from the `HELM_TLS_*` environment variables.
 */
export const tillerTlsFlags: readonly FlagSpec[] = [
  {
    name: 'tls',
    type: 'bool',
    description: {
      en: "Talk to Tiller over TLS, presenting the client certificate from `--tls-cert`. Tiller's own certificate is not checked unless `--tls-verify` is given too. Also set by `HELM_TLS_ENABLE`.",
      uk: 'Звертатися до Tiller через TLS і пред\'являти клієнтський сертифікат із `--tls-cert`. Сертифікат самого Tiller не перевіряється, якщо не вказано ще й `--tls-verify`. Можна ввімкнути також змінною `HELM_TLS_ENABLE`.',
    },
  },
  {
    name: 'tls-ca-cert',
    type: 'string',
    default: '"$HELM_HOME/ca.pem"',
    description: {
      en: "CA certificate used with `--tls-verify` to check the certificate Tiller presents. The default points to `ca.pem` in the Helm home directory (`--home`). Also set by `HELM_TLS_CA_CERT`.",
      uk: 'Сертифікат центру сертифікації, яким разом із `--tls-verify` перевіряється сертифікат Tiller. Типово це `ca.pem` у домашньому каталозі Helm (`--home`). Можна задати також змінною `HELM_TLS_CA_CERT`.',
    },
  },
  {
    name: 'tls-cert',
    type: 'string',
    default: '"$HELM_HOME/cert.pem"',
    description: {
      en: 'Client certificate that identifies Helm to Tiller. The default points to `cert.pem` in the Helm home directory. Also set by `HELM_TLS_CERT`.',
      uk: 'Клієнтський сертифікат, яким Helm засвідчує себе перед Tiller. Типово це `cert.pem` у домашньому каталозі Helm. Можна задати також змінною `HELM_TLS_CERT`.',
    },
  },
  {
    name: 'tls-hostname',
    type: 'string',
    description: {
      en: "Host name that Tiller's certificate must match when it is verified, for when Helm reaches Tiller under another name, such as the local end of a port forward. Also set by `HELM_TLS_HOSTNAME`.",
      uk: 'Ім\'я хоста, якому має відповідати сертифікат Tiller під час перевірки, — на випадок, коли Helm звертається до Tiller під іншим іменем, наприклад через локальний кінець переадресації порту. Можна задати також змінною `HELM_TLS_HOSTNAME`.',
    },
  },
  {
    name: 'tls-key',
    type: 'string',
    default: '"$HELM_HOME/key.pem"',
    description: {
      en: 'Private key of the client certificate given by `--tls-cert`. The default points to `key.pem` in the Helm home directory. Also set by `HELM_TLS_KEY`.',
      uk: 'Закритий ключ до клієнтського сертифіката з `--tls-cert`. Типово це `key.pem` у домашньому каталозі Helm. Можна задати також змінною `HELM_TLS_KEY`.',
    },
  },
  {
    name: 'tls-verify',
    type: 'bool',
    description: {
      en: "Talk to Tiller over TLS and verify Tiller's certificate against the CA in `--tls-ca-cert`; implies `--tls`. Also set by `HELM_TLS_VERIFY`.",
      uk: 'Звертатися до Tiller через TLS і перевіряти його сертифікат за центром сертифікації з `--tls-ca-cert`; вмикає й `--tls`. Можна ввімкнути також змінною `HELM_TLS_VERIFY`.',
    },
  },
];

/** `helm` itself in Helm 2.17: its persistent flags are the global flags every command inherits. */
export const root: CommandSpec = {
  path: [],
  usage: 'helm [command]',
  short: {en: 'The Helm package manager for Kubernetes.', uk: 'Helm — менеджер пакетів для Kubernetes.'},
  long: {
    en: `Helm 2 is made of two programs. \`helm\`, the client you run, works with charts on your machine: it creates,
packages, verifies and downloads them, and manages the chart repositories you use. Tiller, the server component,
runs inside the cluster, usually as the \`tiller-deploy\` Deployment in the \`kube-system\` namespace. The client
sends Tiller the chart and the values of every install, upgrade, rollback or delete; Tiller renders the
templates, applies the resources through the Kubernetes API and keeps the record and history of each release
(by default as ConfigMaps in its own namespace).

To reach Tiller, the client opens a port forward to the Tiller pod in \`--tiller-namespace\`, using the
credentials of your kubeconfig, unless \`--host\` or \`$HELM_HOST\` gives Tiller's address. Commands that only
deal with charts and repositories (\`create\`, \`fetch\`, \`inspect\`, \`lint\`, \`package\`, \`repo\`,
\`search\`, \`dependency\`, \`template\`, \`verify\`) work without Tiller.

To get started, run \`helm init\`: it sets up the local configuration in \`$HELM_HOME\` and installs Tiller
into the cluster of your current kubeconfig context.

Common actions:

- \`helm search\`: look for charts
- \`helm fetch\`: download a chart to your local directory to view it
- \`helm install\`: upload the chart to Kubernetes
- \`helm list\`: list releases of charts

Environment variables:

- \`$HELM_HOME\`: another location for Helm's files instead of \`~/.helm\`
- \`$HELM_HOST\`: the address of Tiller, as \`host:port\`
- \`$HELM_NO_PLUGINS\`: set it to \`1\` to disable plugins
- \`$TILLER_NAMESPACE\`: the namespace Tiller runs in, \`kube-system\` by default
- \`$KUBECONFIG\`: another Kubernetes configuration file instead of \`~/.kube/config\`
- \`$HELM_TLS_ENABLE\` and \`$HELM_TLS_VERIFY\`: talk to Tiller over TLS, and also verify Tiller's certificate
- \`$HELM_TLS_CA_CERT\`, \`$HELM_TLS_CERT\` and \`$HELM_TLS_KEY\`: the CA certificate, client certificate and
  client key for TLS, by default \`ca.pem\`, \`cert.pem\` and \`key.pem\` in \`$HELM_HOME\`
- \`$HELM_TLS_HOSTNAME\`: the host name or IP address Tiller's certificate is checked against
- \`$HELM_KEY_PASSPHRASE\`: the passphrase of your PGP private key, so that signing a chart does not prompt for it`,
    uk: `Helm 2 складається з двох програм. \`helm\` — клієнт, який ви запускаєте, — працює з чартами на вашій
машині: створює, пакує, перевіряє й завантажує їх, а також керує репозиторіями чартів, якими ви користуєтеся.
Tiller — серверний компонент — працює всередині кластера, зазвичай як Deployment \`tiller-deploy\` у просторі
імен \`kube-system\`. Під час кожного встановлення, оновлення, відкату чи видалення клієнт надсилає Tiller чарт і
значення; Tiller рендерить шаблони, застосовує ресурси через API Kubernetes і веде запис та історію кожного
релізу (типово як ConfigMap у власному просторі імен).

Щоб дістатися до Tiller, клієнт відкриває переадресацію порту до Pod з Tiller у \`--tiller-namespace\`,
використовуючи облікові дані з kubeconfig, — хіба що адресу Tiller задано прапорцем \`--host\` або змінною
\`$HELM_HOST\`. Команди, які працюють лише з чартами й репозиторіями (\`create\`, \`fetch\`, \`inspect\`,
\`lint\`, \`package\`, \`repo\`, \`search\`, \`dependency\`, \`template\`, \`verify\`), обходяться без Tiller.

Щоб почати, виконайте \`helm init\`: команда налаштовує локальну конфігурацію в \`$HELM_HOME\` і встановлює
Tiller у кластер поточного контексту kubeconfig.

Основні дії:

- \`helm search\`: шукати чарти
- \`helm fetch\`: завантажити чарт у локальний каталог, щоб його переглянути
- \`helm install\`: встановити чарт у Kubernetes
- \`helm list\`: показати релізи чартів

Змінні середовища:

- \`$HELM_HOME\`: інше розташування файлів Helm замість \`~/.helm\`
- \`$HELM_HOST\`: адреса Tiller у вигляді \`host:port\`
- \`$HELM_NO_PLUGINS\`: значення \`1\` вимикає плагіни
- \`$TILLER_NAMESPACE\`: простір імен, у якому працює Tiller, типово \`kube-system\`
- \`$KUBECONFIG\`: інший файл конфігурації Kubernetes замість \`~/.kube/config\`
- \`$HELM_TLS_ENABLE\` і \`$HELM_TLS_VERIFY\`: звертатися до Tiller через TLS, а також перевіряти сертифікат Tiller
- \`$HELM_TLS_CA_CERT\`, \`$HELM_TLS_CERT\` і \`$HELM_TLS_KEY\`: сертифікат центру сертифікації, клієнтський
  сертифікат і клієнтський ключ для TLS, типово \`ca.pem\`, \`cert.pem\` і \`key.pem\` у \`$HELM_HOME\`
- \`$HELM_TLS_HOSTNAME\`: ім'я хоста або IP-адреса, за якими перевіряється сертифікат Tiller
- \`$HELM_KEY_PASSPHRASE\`: пароль до вашого закритого PGP-ключа, щоб підписування чарту не запитувало його`,
  },
  persistentFlags: [
    {
      name: 'debug',
      type: 'bool',
      description: {
        en: 'Print verbose output, such as the Tiller address in use and the local port of the tunnel to Tiller.',
        uk: 'Виводити докладні повідомлення, як-от адресу Tiller і локальний порт тунелю до нього.',
      },
    },
    {
      name: 'home',
      type: 'string',
      default: '"~/.helm"',
      description: {
        en: "Location of Helm's local configuration: repositories, cache, starters, plugins and TLS files. Overrides `$HELM_HOME`.",
        uk: 'Розташування локальної конфігурації Helm: репозиторіїв, кешу, стартових наборів, плагінів і файлів TLS. Має перевагу над `$HELM_HOME`.',
      },
    },
    {
      name: 'host',
      type: 'string',
      description: {
        en: 'Address of Tiller as `host:port`. When empty, Helm opens a port forward to the Tiller pod in `--tiller-namespace`. Overrides `$HELM_HOST`.',
        uk: 'Адреса Tiller у вигляді `host:port`. Якщо її не задано, Helm відкриває переадресацію порту до Pod з Tiller у `--tiller-namespace`. Має перевагу над `$HELM_HOST`.',
      },
    },
    {
      name: 'kube-context',
      type: 'string',
      description: {en: 'Name of the kubeconfig context to use.', uk: 'Назва контексту kubeconfig, який слід використати.'},
    },
    {
      name: 'kubeconfig',
      type: 'string',
      description: {
        en: 'Absolute path of the kubeconfig file to use instead of `$KUBECONFIG` or `~/.kube/config`.',
        uk: 'Абсолютний шлях до файлу kubeconfig, який слід використати замість `$KUBECONFIG` або `~/.kube/config`.',
      },
    },
    {
      name: 'tiller-connection-timeout',
      type: 'int',
      default: '300',
      description: {
        en: 'How many seconds Helm waits to establish the connection to Tiller.',
        uk: 'Скільки секунд Helm чекає на встановлення з\'єднання з Tiller.',
      },
    },
    {
      name: 'tiller-namespace',
      type: 'string',
      default: '"kube-system"',
      description: {
        en: 'Namespace Tiller runs in. Overrides `$TILLER_NAMESPACE`.',
        uk: 'Простір імен, у якому працює Tiller. Має перевагу над `$TILLER_NAMESPACE`.',
      },
    },
  ],
};
