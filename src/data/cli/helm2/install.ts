import type {CommandSpec, FlagSpec} from '../types';
import {tillerTlsFlags} from './root';

export const renderSubchartNotesFlag: FlagSpec = {
  name: 'render-subchart-notes',
  type: 'bool',
  description: 'Also render the `NOTES.txt` of subcharts, not only that of the parent chart.',
};

export const nameTemplateFlag: FlagSpec = {
  name: 'name-template',
  type: 'string',
  description: 'Go template that produces the release name, for example `{{randAlpha 6 | lower}}`.',
};

/** The six TLS flags of every command that talks to Tiller (defined once, in root.ts). */
export const tlsFlags = tillerTlsFlags;

/** `-o, --output string` (bindOutputFlag in Helm 2.15+): install, upgrade, status, search, repo list. */
export const outputFlag: FlagSpec = {
  name: 'output',
  shorthand: 'o',
  type: 'string',
  default: '"table"',
  description: 'Output format: `table`, `json` or `yaml`.',
};

/** `-f, --values valueFiles (default [])`, the way Helm 2 prints it; shared by install, upgrade, lint and template. */
export const valuesFlag: FlagSpec = {
  name: 'values',
  shorthand: 'f',
  type: 'valueFiles',
  default: '[]',
  description: 'Values file in YAML. Repeat the flag for several files; when they set the same key, the file given last wins.',
} as const;

/** `--set`, `--set-file` and `--set-string`: install, upgrade, lint and template. */
export const setFlags: readonly FlagSpec[] = [
  {
    name: 'set',
    type: 'stringArray',
    description: 'Set values on the command line as `key=value`. Separate several pairs with commas or repeat the flag; a later assignment of the same key wins.',
  },
  {
    name: 'set-file',
    type: 'stringArray',
    description: 'Set a value to the contents of a file, as `key=path`: handy for values too long for the command line. Separate several pairs with commas or repeat the flag.',
  },
  {
    name: 'set-string',
    type: 'stringArray',
    description: 'Like `--set`, but every value is kept as a string, so `1234` or `true` are not turned into numbers or booleans.',
  },
];

/** How a chart is downloaded from a repository: install and upgrade. */
export const chartRepoFlags: readonly FlagSpec[] = [
  {
    name: 'ca-file',
    type: 'string',
    description: 'CA bundle used to verify the certificates of HTTPS chart servers.',
  },
  {
    name: 'cert-file',
    type: 'string',
    description: 'SSL certificate file that identifies this client to HTTPS servers.',
  },
  {
    name: 'key-file',
    type: 'string',
    description: 'SSL key file that goes with `--cert-file`.',
  },
  {
    name: 'password',
    type: 'string',
    description: 'Password for the chart repository that holds the chart.',
  },
  {
    name: 'repo',
    type: 'string',
    description: 'URL of the chart repository to take the chart from, without adding it with `helm repo add` first.',
  },
  {
    name: 'username',
    type: 'string',
    description: 'User name for the chart repository that holds the chart.',
  },
];

/** `--keyring` with the default Helm 2 prints (`defaultKeyring()`): install, upgrade, package, verify. */
export function keyringFlag(description: FlagSpec['description']): FlagSpec {
  return {name: 'keyring', type: 'string', default: '"~/.gnupg/pubring.gpg"', description};
}

/** `--devel`: install, upgrade, search. */
export const develFlag: FlagSpec = {
  name: 'devel',
  type: 'bool',
  description: 'Consider development versions (alpha, beta, release candidates) too, like the constraint `>0.0.0-0`. Ignored when `--version` is set.',
};

/** `--timeout int (default 300)`: install, upgrade, rollback, test. */
export const timeoutFlag: FlagSpec = {
  name: 'timeout',
  type: 'int',
  default: '300',
  description: 'Seconds to wait for any single Kubernetes operation, such as a hook Job, to finish.',
};

/** `--wait`: install, upgrade, rollback. */
export const waitFlag: FlagSpec = {
  name: 'wait',
  type: 'bool',
  description: 'Mark the release as successful only once all its Pods, PVCs and Services are ready and every Deployment has its minimum number of Pods available, waiting at most `--timeout`.',
};

export const commands: readonly CommandSpec[] = [
  {
    path: ['install'],
    usage: 'helm install [CHART] [flags]',
    short: 'Install a chart archive.',
    long: `Install a chart into the cluster. The Helm client loads the chart and sends it, with your values, to Tiller;
Tiller renders the templates, creates the Kubernetes resources and records a new release. Give the release a name
with \`--name\` (or build one with \`--name-template\`); without it, Tiller makes up a random name.

There are five ways to say which chart to install:

- a chart reference from a repository you added, such as \`stable/mariadb\`;
- a packaged chart, such as \`./nginx-1.2.3.tgz\`;
- an unpacked chart directory, such as \`./nginx\`;
- the full URL of a chart archive, such as \`https://example.com/charts/nginx-1.2.3.tgz\`;
- a chart name together with \`--repo\` and the repository URL.

For a chart reference, Helm looks in its local configuration for the repository named before the slash and takes
the latest version of the chart from it, unless \`--version\` asks for another one (\`--devel\` also admits
pre-releases). \`helm repo list\` shows your repositories, \`helm search\` finds charts in them.

The chart's \`values.yaml\` provides the defaults. Values files given with \`-f\`/\`--values\` are merged over
them in the order given; then \`--set\`, \`--set-string\` (the value stays a string) and \`--set-file\` (the value
is read from a file) are applied, so they override the files. Every flag can be repeated: for the same key, the
rightmost setting wins.

\`--dry-run\` has Tiller render the release without installing it (Tiller must still be reachable); add \`--debug\`
to see the generated manifests. With \`--verify\`, the chart must have a provenance file that passes verification,
or nothing is installed. \`--atomic\` purges a release whose installation failed and implies \`--wait\`.`,
    examples: `helm install stable/mariadb --name my-db
helm install ./nginx-1.2.3.tgz --namespace web
helm install ./my-chart -f values-prod.yaml --set replicaCount=3
helm install --repo https://example.com/charts/ nginx --version 1.2.3
helm install ./my-chart --dry-run --debug`,
    flags: [
      {
        name: 'atomic',
        type: 'bool',
        description: 'If the installation fails, purge the release again. Turns on `--wait`.',
      },
      ...chartRepoFlags,
      {
        name: 'dep-up',
        type: 'bool',
        description: 'Run `helm dependency update` before installing when dependencies listed in `requirements.yaml` are missing.',
      },
      {
        name: 'description',
        type: 'string',
        description: 'Custom description stored with the release, shown by `helm history`.',
      },
      develFlag,
      {
        name: 'dry-run',
        type: 'bool',
        description: 'Simulate the installation: Tiller renders the release but installs nothing.',
      },
      keyringFlag('Public keyring used by `--verify`.'),
      {
        name: 'name',
        shorthand: 'n',
        type: 'string',
        description: 'Name of the release. Without it, a random name is generated.',
      },
      nameTemplateFlag,
      {
        name: 'namespace',
        type: 'string',
        description: 'Namespace to install the release into. Defaults to the namespace of the current kubeconfig context.',
      },
      {
        name: 'no-crd-hook',
        type: 'bool',
        description: 'Skip `crd-install` hooks but run all other hooks.',
      },
      {
        name: 'no-hooks',
        type: 'bool',
        description: 'Do not run any hooks during the installation.',
      },
      outputFlag,
      renderSubchartNotesFlag,
      {
        name: 'replace',
        type: 'bool',
        description: 'Reuse the name of an earlier release that was deleted (without `--purge`) or failed. Unsafe in production.',
      },
      ...setFlags,
      timeoutFlag,
      ...tlsFlags,
      valuesFlag,
      {
        name: 'verify',
        type: 'bool',
        description: 'Verify the chart against its provenance file before installing; the command fails when the check does not pass.',
      },
      {
        name: 'version',
        type: 'string',
        description: 'Exact chart version to install. Without it, the latest version is installed.',
      },
      waitFlag,
    ],
  },
];
