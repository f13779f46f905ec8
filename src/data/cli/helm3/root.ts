import type {CommandSpec} from '../types';

/** `helm` itself: its persistent flags are the global flags every Helm 3.19 command inherits. */
export const root: CommandSpec = {
  path: [],
  usage: 'helm [command]',
  short: 'The Helm package manager for Kubernetes.',
  long: `Helm installs, upgrades and removes applications packaged as charts on a Kubernetes cluster, and keeps
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
  persistentFlags: [
    {
      name: 'burst-limit',
      type: 'int',
      default: '100',
      description: 'Client-side throttling limit: how many requests may burst above the QPS rate.',
    },
    {
      name: 'debug',
      type: 'bool',
      description: 'Print verbose output.',
    },
    {
      name: 'kube-apiserver',
      type: 'string',
      description: 'Address and port of the Kubernetes API server, overriding the kubeconfig.',
    },
    {
      name: 'kube-as-group',
      type: 'stringArray',
      description: 'Group to impersonate for the operation; repeat the flag for several groups.',
    },
    {
      name: 'kube-as-user',
      type: 'string',
      description: 'User name to impersonate for the operation.',
    },
    {
      name: 'kube-ca-file',
      type: 'string',
      description: 'Certificate authority file for the connection to the Kubernetes API server.',
    },
    {
      name: 'kube-context',
      type: 'string',
      description: 'Name of the kubeconfig context to use.',
    },
    {
      name: 'kube-insecure-skip-tls-verify',
      type: 'bool',
      description: "Do not check the validity of the API server's certificate. This makes HTTPS connections insecure.",
    },
    {
      name: 'kube-tls-server-name',
      type: 'string',
      description: "Server name used to validate the API server's certificate; by default, the host name used to reach the server.",
    },
    {
      name: 'kube-token',
      type: 'string',
      description: 'Bearer token used for authentication.',
    },
    {
      name: 'kubeconfig',
      type: 'string',
      description: 'Path to the kubeconfig file.',
    },
    {
      name: 'namespace',
      shorthand: 'n',
      type: 'string',
      description: 'Namespace scope for this request.',
    },
    {
      name: 'qps',
      type: 'float32',
      description: 'Queries per second allowed when talking to the Kubernetes API, bursts not included.',
    },
    {
      name: 'registry-config',
      type: 'string',
      default: '"~/.config/helm/registry/config.json"',
      description: 'Path to the registry configuration file.',
    },
    {
      name: 'repository-cache',
      type: 'string',
      default: '"~/.cache/helm/repository"',
      description: 'Path to the directory holding cached repository indexes.',
    },
    {
      name: 'repository-config',
      type: 'string',
      default: '"~/.config/helm/repositories.yaml"',
      description: 'Path to the file that lists repository names and URLs.',
    },
  ],
};
