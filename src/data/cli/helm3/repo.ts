import type {CommandSpec, FlagSpec} from '../types';
import {outputFlag, passCredentialsFlag} from './install';

const repoTimeoutFlag: FlagSpec = {
  name: 'timeout',
  type: 'duration',
  default: '2m0s',
  since: '3.19.1',
  description: "How long to wait for the repository's index file to download.",
};

export const commands: readonly CommandSpec[] = [
  {
    path: ['repo'],
    usage: 'helm repo [command]',
    short: 'Add, list, remove, update and index chart repositories.',
    long: `Work with chart repositories: HTTP servers that publish an \`index.yaml\` listing their packaged charts.

Helm keeps the repositories you add, under short names of your choice, in the file named by
\`--repository-config\`, and caches a copy of each index under \`--repository-cache\`. Once a repository is added,
you refer to its charts as \`name/chart\`, for example \`bitnami/nginx\`, in \`helm install\`, \`helm pull\` and the
other commands, and \`helm search repo\` searches the cached indexes.

- \`helm repo add\` registers a repository and downloads its index;
- \`helm repo update\` downloads fresh indexes, so new chart versions become visible;
- \`helm repo list\` and \`helm repo remove\` show and forget repositories;
- \`helm repo index\` builds the \`index.yaml\` for a repository you publish yourself.

Charts stored in OCI registries need no \`helm repo add\`: they are addressed directly with \`oci://\` references
(see \`helm registry\`).`,
    examples: `helm repo add bitnami https://charts.bitnami.com/bitnami
helm repo update
helm search repo bitnami/nginx`,
  },
  {
    path: ['repo', 'add'],
    usage: 'helm repo add [NAME] [URL] [flags]',
    short: 'Add a chart repository.',
    long: `Add a chart repository under the given name and download its index. Adding a name again with exactly the same
settings does nothing; a different URL or different settings under an existing name need \`--force-update\`.
When \`--username\` is given without a password, Helm asks for the password, or reads it from standard input with
\`--password-stdin\`.`,
    examples: `helm repo add bitnami https://charts.bitnami.com/bitnami
helm repo add private https://charts.example.com --username myuser --password-stdin
helm repo add bitnami https://charts.bitnami.com/bitnami --force-update`,
    flags: [
      {
        name: 'allow-deprecated-repos',
        type: 'bool',
        description: 'Allow adding the old official repositories that have been permanently deleted; Helm refuses them by default.',
      },
      {
        name: 'ca-file',
        type: 'string',
        description: 'CA bundle used to verify the certificates of HTTPS servers.',
      },
      {
        name: 'cert-file',
        type: 'string',
        description: 'SSL certificate file that identifies this client to HTTPS servers.',
      },
      {
        name: 'force-update',
        type: 'bool',
        description: 'Replace the repository if one of this name already exists.',
      },
      {
        name: 'insecure-skip-tls-verify',
        type: 'bool',
        description: "Do not check the repository's TLS certificate.",
      },
      {
        name: 'key-file',
        type: 'string',
        description: 'SSL key file that goes with `--cert-file`.',
      },
      {
        name: 'no-update',
        type: 'bool',
        description: 'Ignored; kept for compatibility. It used to turn off forced updates and has been replaced by `--force-update`.',
      },
      passCredentialsFlag,
      {
        name: 'password',
        type: 'string',
        description: 'Chart repository password.',
      },
      {
        name: 'password-stdin',
        type: 'bool',
        description: 'Read the chart repository password from standard input.',
      },
      repoTimeoutFlag,
      {
        name: 'username',
        type: 'string',
        description: 'Chart repository user name.',
      },
    ],
  },
  {
    path: ['repo', 'index'],
    usage: 'helm repo index [DIR] [flags]',
    short: 'Generate an index file from a directory of packaged charts.',
    long: `Read the given directory, build an index of the chart archives found in it and write it to \`index.yaml\` in
that directory. This is how you prepare a chart repository of your own for publishing on any web server.

\`--url\` sets the absolute URL under which the charts will be served. \`--merge\` merges the new index into an
existing index file; charts found in the directory take priority over the entries already there.`,
    examples: `helm package ./my-chart -d ./repo
helm repo index ./repo --url https://charts.example.com
helm repo index ./repo --url https://charts.example.com --merge ./old-index.yaml`,
    flags: [
      {
        name: 'json',
        type: 'bool',
        description: 'Write the index in JSON format.',
      },
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
    aliases: ['ls'],
    usage: 'helm repo list [flags]',
    short: 'List chart repositories.',
    examples: `helm repo list
helm repo list --output yaml`,
    flags: [outputFlag],
  },
  {
    path: ['repo', 'remove'],
    aliases: ['rm'],
    usage: 'helm repo remove [REPO1 [REPO2 ...]] [flags]',
    short: 'Remove one or more chart repositories.',
    long: 'Remove the named repositories from your repository list and delete their cached indexes.',
    examples: 'helm repo remove bitnami',
  },
  {
    path: ['repo', 'update'],
    aliases: ['up'],
    usage: 'helm repo update [REPO1 [REPO2 ...]] [flags]',
    short: 'Update the local information about the charts available in chart repositories.',
    long: `Download the latest index of each chart repository and cache it locally, where commands such as
\`helm search repo\` and \`helm install\` read it. Name one or more repositories to update only those; without
arguments, every repository is updated.

By default a repository that cannot be reached is reported and skipped; \`--fail-on-repo-update-fail\` makes the
command fail instead.`,
    examples: `helm repo update
helm repo update bitnami
helm repo update --fail-on-repo-update-fail`,
    flags: [
      {
        name: 'fail-on-repo-update-fail',
        type: 'bool',
        description: 'Fail if any of the repositories cannot be updated.',
      },
      repoTimeoutFlag,
    ],
  },
];
