import type {CommandSpec} from '../types';

export const commands: readonly CommandSpec[] = [
  {
    path: ['repo'],
    usage: 'helm repo [command]',
    short: 'Add, list, remove, update, and index chart repositories.',
    long: `Work with chart repositories: HTTP servers that publish an \`index.yaml\` listing their packaged charts.

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
    examples: `helm repo add bitnami https://charts.bitnami.com/bitnami
helm repo update
helm search bitnami/nginx`,
  },
  {
    path: ['repo', 'add'],
    usage: 'helm repo add [flags] [NAME] [URL]',
    short: 'Add a chart repository.',
    long: `Add a chart repository under the given name and download its index. An existing repository of the same name is
replaced, unless \`--no-update\` is given. When \`--username\` is given without \`--password\`, Helm asks for the
password.`,
    examples: `helm repo add stable https://charts.helm.sh/stable
helm repo add private https://charts.example.com --username myuser
helm repo add internal https://charts.internal.example --ca-file ./ca.pem`,
    flags: [
      {
        name: 'ca-file',
        type: 'string',
        description: 'CA bundle used to verify the certificate of an HTTPS repository.',
      },
      {
        name: 'cert-file',
        type: 'string',
        description: 'SSL certificate file that identifies this client to the repository.',
      },
      {
        name: 'key-file',
        type: 'string',
        description: 'SSL key file that goes with `--cert-file`.',
      },
      {
        name: 'no-update',
        type: 'bool',
        description: 'Fail if a repository of this name is already registered, instead of replacing it.',
      },
      {
        name: 'password',
        type: 'string',
        description: 'Chart repository password.',
      },
      {
        name: 'username',
        type: 'string',
        description: 'Chart repository user name.',
      },
    ],
  },
  {
    path: ['repo', 'index'],
    usage: 'helm repo index [flags] [DIR]',
    short: 'Generate an index file from a directory of packaged charts.',
    long: `Read the given directory, build an index of the chart archives found in it and write it to \`index.yaml\` in
that directory. This is how you prepare a chart repository of your own for publishing on any web server.

\`--url\` sets the absolute URL under which the charts will be served. \`--merge\` merges the new index into an
existing index file; charts found in the directory take priority over the entries already there.`,
    examples: `helm package ./mychart -d ./repo
helm repo index ./repo --url https://charts.example.com
helm repo index ./repo --url https://charts.example.com --merge ./old-index.yaml`,
    flags: [
      {
        name: 'merge',
        type: 'string',
        description: 'Existing index file to merge the generated index into.',
      },
      {
        name: 'url',
        type: 'string',
        description: 'URL of the chart repository, used to build the download URLs of the charts.',
      },
    ],
  },
  {
    path: ['repo', 'list'],
    usage: 'helm repo list [flags]',
    short: 'List chart repositories.',
    examples: `helm repo list
helm repo list --output yaml`,
    flags: [
      {
        name: 'output',
        shorthand: 'o',
        type: 'string',
        default: '"table"',
        description: 'Output format: `table`, `json` or `yaml`.',
      },
    ],
  },
  {
    path: ['repo', 'remove'],
    aliases: ['rm'],
    usage: 'helm repo remove [flags] [NAME]',
    short: 'Remove a chart repository.',
    long: 'Remove the named repositories from your repository list and delete their cached indexes.',
    examples: 'helm repo remove bitnami',
  },
  {
    path: ['repo', 'update'],
    aliases: ['up'],
    usage: 'helm repo update [REPO_NAME] [flags]',
    short: 'Update the local information about the charts available in chart repositories.',
    long: `Download the latest index of each chart repository and cache it locally, where commands such as \`helm search\`
read it. Name a repository to update only that one; without an argument, every repository is updated.

A repository that cannot be reached is reported and skipped; \`--strict\` makes the command fail instead. The
old form \`helm update\` is deprecated.`,
    examples: `helm repo update
helm repo update stable
helm repo update --strict`,
    flags: [
      {
        name: 'strict',
        type: 'bool',
        description: 'Fail if any repository cannot be updated.',
      },
    ],
  },
];
