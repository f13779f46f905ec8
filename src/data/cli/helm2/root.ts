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
    description: "Talk to Tiller over TLS, presenting the client certificate from `--tls-cert`. Tiller's own certificate is not checked unless `--tls-verify` is given too. Also set by `HELM_TLS_ENABLE`.",
  },
  {
    name: 'tls-ca-cert',
    type: 'string',
    default: '"$HELM_HOME/ca.pem"',
    description: "CA certificate used with `--tls-verify` to check the certificate Tiller presents. The default points to `ca.pem` in the Helm home directory (`--home`). Also set by `HELM_TLS_CA_CERT`.",
  },
  {
    name: 'tls-cert',
    type: 'string',
    default: '"$HELM_HOME/cert.pem"',
    description: 'Client certificate that identifies Helm to Tiller. The default points to `cert.pem` in the Helm home directory. Also set by `HELM_TLS_CERT`.',
  },
  {
    name: 'tls-hostname',
    type: 'string',
    description: "Host name that Tiller's certificate must match when it is verified, for when Helm reaches Tiller under another name, such as the local end of a port forward. Also set by `HELM_TLS_HOSTNAME`.",
  },
  {
    name: 'tls-key',
    type: 'string',
    default: '"$HELM_HOME/key.pem"',
    description: 'Private key of the client certificate given by `--tls-cert`. The default points to `key.pem` in the Helm home directory. Also set by `HELM_TLS_KEY`.',
  },
  {
    name: 'tls-verify',
    type: 'bool',
    description: "Talk to Tiller over TLS and verify Tiller's certificate against the CA in `--tls-ca-cert`; implies `--tls`. Also set by `HELM_TLS_VERIFY`.",
  },
];

/** `helm` itself in Helm 2.17: its persistent flags are the global flags every command inherits. */
export const root: CommandSpec = {
  path: [],
  usage: 'helm [command]',
  short: 'The Helm package manager for Kubernetes.',
  long: `Helm 2 is made of two programs. \`helm\`, the client you run, works with charts on your machine: it creates,
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
  persistentFlags: [
    {
      name: 'debug',
      type: 'bool',
      description: 'Print verbose output, such as the Tiller address in use and the local port of the tunnel to Tiller.',
    },
    {
      name: 'home',
      type: 'string',
      default: '"~/.helm"',
      description: "Location of Helm's local configuration: repositories, cache, starters, plugins and TLS files. Overrides `$HELM_HOME`.",
    },
    {
      name: 'host',
      type: 'string',
      description: 'Address of Tiller as `host:port`. When empty, Helm opens a port forward to the Tiller pod in `--tiller-namespace`. Overrides `$HELM_HOST`.',
    },
    {
      name: 'kube-context',
      type: 'string',
      description: 'Name of the kubeconfig context to use.',
    },
    {
      name: 'kubeconfig',
      type: 'string',
      description: 'Absolute path of the kubeconfig file to use instead of `$KUBECONFIG` or `~/.kube/config`.',
    },
    {
      name: 'tiller-connection-timeout',
      type: 'int',
      default: '300',
      description: 'How many seconds Helm waits to establish the connection to Tiller.',
    },
    {
      name: 'tiller-namespace',
      type: 'string',
      default: '"kube-system"',
      description: 'Namespace Tiller runs in. Overrides `$TILLER_NAMESPACE`.',
    },
  ],
};
