import type {CommandSpec, FlagSpec} from '../types';
import {outputFlag} from './install';

const maxColWidth: FlagSpec = {
  name: 'max-col-width',
  type: 'uint',
  default: '50',
  description: 'Maximum width of a column in the output table; longer values are truncated.',
};

const failOnNoResult: FlagSpec = {
  name: 'fail-on-no-result',
  type: 'bool',
  description: 'Exit with an error when nothing matches, instead of printing "No results found" and succeeding.',
};

export const commands: readonly CommandSpec[] = [
  {
    path: ['search'],
    usage: 'helm search [command]',
    short: 'Search for a keyword in charts.',
    long: `Find Helm charts in the places where they are published. Each subcommand searches a different source:

- \`helm search hub\` queries Artifact Hub (or another hub instance), which lists charts from many
  repositories and organisations;
- \`helm search repo\` looks through the repositories you have added with \`helm repo add\`, using their indexes
  cached on your machine, so it works without network access.`,
  },
  {
    path: ['search', 'hub'],
    usage: 'helm search hub [KEYWORD] [flags]',
    short: 'Search for charts in the Artifact Hub or your own hub instance.',
    long: `Search for charts in Artifact Hub, a web application of the CNCF where publishers list charts and other
packages for cloud-native projects (https://artifacthub.io/). The results show each chart's Artifact Hub page,
its latest chart and app versions and its description. Several keywords are joined into one query. The charts
themselves live in their publishers' repositories: add one with \`helm repo add\` (\`--list-repo-url\` shows its
URL) before installing from it.

Artifact Hub understands a rich query syntax in the keyword argument; quote it when it contains spaces.

\`--endpoint\` points the search to another service. Older Helm versions searched a Monocular instance, and
the default \`https://hub.helm.sh\` now leads to Artifact Hub, which offers a Monocular-compatible search API.
Any endpoint must implement that API; rich queries are not available with a real Monocular instance.`,
    examples: `helm search hub wordpress

# Show the URL of the repository each chart comes from
helm search hub nginx --list-repo-url

# Results as JSON, e.g. for jq
helm search hub prometheus -o json`,
    flags: [
      {
        name: 'endpoint',
        type: 'string',
        default: '"https://hub.helm.sh"',
        description: 'Hub instance to send the search to; it must provide a Monocular-compatible search API.',
      },
      failOnNoResult,
      {
        name: 'list-repo-url',
        type: 'bool',
        description: 'Add a column with the URL of the chart repository each result comes from.',
      },
      maxColWidth,
      outputFlag,
    ],
  },
  {
    path: ['search', 'repo'],
    usage: 'helm search repo [keyword] [flags]',
    short: 'Search repositories for a keyword in charts.',
    long: `Search the chart repositories configured on this machine. The search reads the repository indexes Helm has
cached locally, so run \`helm repo update\` first to see recently published charts.

The keyword is matched against chart names (including the repository prefix, as in \`bitnami/nginx\`), and also
against descriptions and keywords; several words are searched as one phrase. With \`--regexp\`, the keyword is a
regular expression. Without a keyword, every chart is listed.

By default, only the latest stable version of each chart is shown. \`--devel\` includes pre-release versions,
\`--version\` applies a semantic version constraint, and \`--versions\` lists every matching version on its own
line.`,
    examples: `# Stable versions of charts matching "nginx"
helm search repo nginx

# Include pre-release versions
helm search repo nginx --devel

# The latest stable version of nginx-ingress with major version 1
helm search repo nginx-ingress --version ^1.0.0

# Every version of a chart, one per line
helm search repo bitnami/redis --versions`,
    flags: [
      {
        name: 'devel',
        type: 'bool',
        description: 'Include development versions (alpha, beta and release candidates), like the constraint `>0.0.0-0`. Ignored when `--version` is set.',
      },
      failOnNoResult,
      maxColWidth,
      outputFlag,
      {
        name: 'regexp',
        shorthand: 'r',
        type: 'bool',
        description: 'Treat the keyword as a regular expression.',
      },
      {
        name: 'version',
        type: 'string',
        description: 'Semantic version constraint the charts must satisfy, for example `^1.0.0` or `>=2.1, <3`.',
      },
      {
        name: 'versions',
        shorthand: 'l',
        type: 'bool',
        description: 'Long listing: show every version of each matching chart on its own line, not only the latest.',
      },
    ],
  },
];
