import type {CommandSpec} from '../types';

export const commands: readonly CommandSpec[] = [
  {
    path: ['init'],
    usage: 'helm init [flags]',
    short: 'Initialize Helm on both client and server.',
    long: `Set up Helm 2 in two places: the local configuration on your machine, and Tiller in the cluster.

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
    examples: `# Set up $HELM_HOME and install Tiller into kube-system
helm init --service-account tiller --history-max 200

# Configure only the client
helm init --client-only

# Upgrade an installed Tiller to this client's version and wait for it
helm init --upgrade --service-account tiller --wait

# Install Tiller that requires client certificates
helm init --tiller-tls-verify --tiller-tls-cert tiller.cert.pem --tiller-tls-key tiller.key.pem --tls-ca-cert ca.cert.pem

# Print the manifests without installing anything
helm init --output yaml`,
    flags: [
      {
        name: 'automount-service-account-token',
        type: 'bool',
        default: 'true',
        description: "Mount the token of Tiller's service account into the Tiller pod.",
      },
      {
        name: 'canary-image',
        type: 'bool',
        description: 'Install the canary Tiller image, built from the latest development code, instead of the released one.',
      },
      {
        name: 'client-only',
        shorthand: 'c',
        type: 'bool',
        description: 'Set up only the local configuration in `$HELM_HOME`; do not connect to the cluster or install Tiller.',
      },
      {
        name: 'dry-run',
        type: 'bool',
        description: 'Change nothing, neither locally nor in the cluster. Combined with `--debug`, it prints the Tiller manifests.',
      },
      {
        name: 'force-upgrade',
        type: 'bool',
        description: "Replace an installed Tiller with this client's version even if the installed one is newer.",
      },
      {
        name: 'history-max',
        type: 'int',
        description: 'Maximum number of revisions Tiller keeps per release; older ones are removed. `0`, the default, keeps them all.',
      },
      {
        name: 'local-repo-url',
        type: 'string',
        default: '"http://127.0.0.1:8879/charts"',
        description: 'URL recorded for the `local` repository, the one `helm serve` serves.',
      },
      {
        name: 'net-host',
        type: 'bool',
        description: "Run Tiller in the node's network namespace (`hostNetwork`).",
      },
      {
        name: 'node-selectors',
        type: 'string',
        description: 'Node labels that decide where Tiller is scheduled, as a comma-separated list such as `app=tiller,helm=rocks`.',
      },
      {
        name: 'output',
        shorthand: 'o',
        type: 'OutputFormat',
        description: "Install nothing and print Tiller's manifests in this format instead: `json` or `yaml`.",
      },
      {
        name: 'override',
        type: 'stringArray',
        description: 'Override a field of the Tiller Deployment manifest, as `key=value`. Repeat the flag or separate pairs with commas.',
      },
      {
        name: 'replicas',
        type: 'int',
        default: '1',
        description: 'Number of Tiller pods to run in the cluster.',
      },
      {
        name: 'service-account',
        type: 'string',
        description: 'Name of the existing service account Tiller runs as; its RBAC permissions decide what Tiller may change.',
      },
      {
        name: 'skip-refresh',
        type: 'bool',
        description: 'Do not download the index of the `stable` repository into the local cache.',
      },
      {
        name: 'skip-repos',
        type: 'bool',
        description: 'Do not add the `stable` and `local` repositories. Useful without network access or where they are not needed.',
      },
      {
        name: 'stable-repo-url',
        type: 'string',
        default: '"https://charts.helm.sh/stable"',
        description: 'URL recorded for the `stable` repository.',
      },
      {
        name: 'tiller-image',
        shorthand: 'i',
        type: 'string',
        description: 'Tiller image to install instead of the one that matches this client.',
      },
      {
        name: 'tiller-tls',
        type: 'bool',
        description: 'Install Tiller with TLS enabled, using `--tiller-tls-cert` and `--tiller-tls-key`. Client certificates are not verified.',
      },
      {
        name: 'tiller-tls-cert',
        type: 'string',
        description: 'Certificate file that Tiller presents to clients.',
      },
      {
        name: 'tiller-tls-hostname',
        type: 'string',
        description: "Host name that Tiller's certificate must match when `helm init` connects to the newly installed Tiller over TLS.",
      },
      {
        name: 'tiller-tls-key',
        type: 'string',
        description: 'Private key file of the certificate given by `--tiller-tls-cert`.',
      },
      {
        name: 'tiller-tls-verify',
        type: 'bool',
        description: 'Install Tiller with TLS enabled and make it verify client certificates against the CA in `--tls-ca-cert`.',
      },
      {
        name: 'tls-ca-cert',
        type: 'string',
        description: 'CA certificate that Tiller uses to verify client certificates; required with `--tiller-tls-verify`.',
      },
      {
        name: 'upgrade',
        type: 'bool',
        description: "If Tiller is already installed, upgrade it to this client's version.",
      },
      {
        name: 'use-deprecated-stable-repository',
        type: 'bool',
        description: 'Record the old `stable` repository URL on Google Cloud Storage, which is being shut down, instead of `https://charts.helm.sh/stable`.',
      },
      {
        name: 'wait',
        type: 'bool',
        description: 'Block until Tiller is running and ready to take requests, for at most `--tiller-connection-timeout` seconds.',
      },
    ],
  },
];
