import type {CommandSpec, FlagSpec} from '../types';

export const passCredentialsFlag: FlagSpec = {
  name: 'pass-credentials',
  type: 'bool',
  description: 'Send the repository credentials to every domain, also when a download is redirected to another host.',
};

export const takeOwnershipFlag: FlagSpec = {
  name: 'take-ownership',
  type: 'bool',
  description: 'Adopt existing resources even when their Helm annotations name no release or another one, instead of failing.',
};

export const disableOpenApiValidationFlag: FlagSpec = {
  name: 'disable-openapi-validation',
  type: 'bool',
  description: 'Do not validate the rendered manifests against the OpenAPI schema of the Kubernetes cluster.',
};

/** `-o, --output format` (bindOutputFlag), shared by every command that prints a table, JSON or YAML. */
export const outputFlag: FlagSpec = {
  name: 'output',
  shorthand: 'o',
  type: 'format',
  default: 'table',
  description: 'Output format: `table`, `json` or `yaml`.',
};

/** The values flags (addValueOptionsFlags): `-f/--values` and the `--set` family. */
export const valueFlags: readonly FlagSpec[] = [
  {
    name: 'values',
    shorthand: 'f',
    type: 'strings',
    description: 'Values file in YAML, given as a path or a URL. Repeat the flag for several files; when they set the same key, the file given last wins.',
  },
  {
    name: 'set',
    type: 'stringArray',
    description: 'Set values on the command line as `key=value`. Separate several pairs with commas or repeat the flag; a later assignment of the same key wins.',
  },
  {
    name: 'set-string',
    type: 'stringArray',
    description: 'Like `--set`, but every value is kept as a string, so `1234` or `true` are not turned into numbers or booleans.',
  },
  {
    name: 'set-file',
    type: 'stringArray',
    description: 'Set a value to the contents of a file, as `key=path`: handy for long or generated values such as scripts and certificates. Separate several pairs with commas or repeat the flag.',
  },
  {
    name: 'set-json',
    type: 'stringArray',
    description: 'Set values written in JSON, as `key=json`: scalars, objects and arrays alike. Separate several pairs with commas or repeat the flag.',
  },
  {
    name: 'set-literal',
    type: 'stringArray',
    description: 'Set one value as a literal string: everything after the first `=` is taken as it is, commas and backslashes included.',
  },
];

/** TLS and authentication flags for downloading a chart (part of addChartPathOptionsFlags). */
export const chartDownloadFlags: readonly FlagSpec[] = [
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
    name: 'key-file',
    type: 'string',
    description: 'SSL key file that goes with `--cert-file`.',
  },
  {
    name: 'insecure-skip-tls-verify',
    type: 'bool',
    description: 'Do not check TLS certificates when downloading the chart.',
  },
  {
    name: 'plain-http',
    type: 'bool',
    description: 'Download the chart over plain, unencrypted HTTP instead of HTTPS.',
  },
  {
    name: 'username',
    type: 'string',
    description: 'User name for the chart repository that holds the chart.',
  },
  {
    name: 'password',
    type: 'string',
    description: 'Password for the chart repository that holds the chart.',
  },
];

/** How a chart is located and checked (addChartPathOptionsFlags): install, upgrade, template, pull, show. */
export const chartLocationFlags: readonly FlagSpec[] = [
  {
    name: 'version',
    type: 'string',
    description: 'Version constraint for the chart: an exact version such as `1.1.1` or a range such as `^2.0.0`. Without it, the latest version is used.',
  },
  {
    name: 'verify',
    type: 'bool',
    description: 'Verify the chart against its provenance file before using it; the command fails when the check does not pass.',
  },
  {
    name: 'keyring',
    type: 'string',
    default: '"~/.gnupg/pubring.gpg"',
    description: 'Public keyring used to check signatures.',
  },
  {
    name: 'repo',
    type: 'string',
    description: 'URL of the chart repository to take the chart from, without adding it with `helm repo add` first.',
  },
  passCredentialsFlag,
  ...chartDownloadFlags,
];

/** `--devel`, shared by the commands that resolve a chart version. */
export const develFlag: FlagSpec = {
  name: 'devel',
  type: 'bool',
  description: 'Consider development versions (alpha, beta, release candidates) too, like the constraint `>0.0.0-0`. Ignored when `--version` is set.',
};

/** `--post-renderer` and `--post-renderer-args` (bindPostRenderFlag). */
export const postRenderFlags: readonly FlagSpec[] = [
  {
    name: 'post-renderer',
    type: 'postRendererString',
    description: 'Executable that receives the rendered manifests on standard input and returns them, changed, on standard output (for example Kustomize). A name found in `$PATH` is used first, otherwise the value is taken as a path.',
  },
  {
    name: 'post-renderer-args',
    type: 'postRendererArgsSlice',
    default: '[]',
    description: 'An argument passed to the post-renderer; repeat the flag for several arguments.',
  },
];

export const skipSchemaValidationFlag: FlagSpec = {
  name: 'skip-schema-validation',
  type: 'bool',
  description: "Do not validate the values against the chart's `values.schema.json`.",
};

export const timeoutFlag: FlagSpec = {
  name: 'timeout',
  type: 'duration',
  default: '5m0s',
  description: 'How long to wait for each single Kubernetes operation, such as a hook Job, written as a Go duration (`90s`, `10m`).',
};

export const waitFlag: FlagSpec = {
  name: 'wait',
  type: 'bool',
  description: 'Before reporting success, wait until all Pods, PVCs and Services are ready and Deployments, StatefulSets and ReplicaSets have their minimum number of ready Pods, for at most `--timeout`.',
};

export const waitForJobsFlag: FlagSpec = {
  name: 'wait-for-jobs',
  type: 'bool',
  description: 'Together with `--wait`, also wait until every Job has completed, for at most `--timeout`.',
};

export const dryRunFlag: FlagSpec = {
  name: 'dry-run',
  type: 'string',
  noOptDefault: 'client',
  description: 'Simulate the operation without changing the cluster. Given without a value (or as `--dry-run=client`), Helm still needs a reachable cluster: it checks the connection and reads the Kubernetes version and API groups, but template functions such as `lookup` see nothing. `--dry-run=server` also lets `lookup` read the cluster. Give a value only with `=`. To render with no cluster at all, use `helm template`.',
};

export const dependencyUpdateFlag: FlagSpec = {
  name: 'dependency-update',
  type: 'bool',
  description: "Fetch the chart's dependencies first when some of them are missing from its `charts/` directory.",
};

export const descriptionFlag: FlagSpec = {
  name: 'description',
  type: 'string',
  description: 'Custom description stored with this revision of the release.',
};

export const enableDnsFlag: FlagSpec = {
  name: 'enable-dns',
  type: 'bool',
  description: 'Allow DNS lookups while rendering templates.',
};

export const forceFlag: FlagSpec = {
  name: 'force',
  type: 'bool',
  description: 'Force resource updates by replacing the resources instead of patching them.',
};

export const renderSubchartNotesFlag: FlagSpec = {
  name: 'render-subchart-notes',
  type: 'bool',
  description: "Render the subcharts' `NOTES.txt` along with the parent chart's notes.",
};

export const hideSecretFlag: FlagSpec = {
  name: 'hide-secret',
  type: 'bool',
  description: 'With `--dry-run`, leave Kubernetes Secrets out of the printed manifests.',
};

/** The flags of addInstallFlags, shared by `helm install` and `helm template`. */
export const installFlags: readonly FlagSpec[] = [
  {
    name: 'atomic',
    type: 'bool',
    description: 'If the installation fails, uninstall what was installed. Turns on `--wait`.',
  },
  {
    name: 'create-namespace',
    type: 'bool',
    description: 'Create the release namespace if it does not exist yet.',
  },
  dependencyUpdateFlag,
  descriptionFlag,
  develFlag,
  disableOpenApiValidationFlag,
  dryRunFlag,
  enableDnsFlag,
  forceFlag,
  {
    name: 'generate-name',
    shorthand: 'g',
    type: 'bool',
    description: 'Generate the release name; leave out the NAME argument.',
  },
  {
    name: 'hide-notes',
    type: 'bool',
    description: 'Do not print the chart notes after installing. They are still stored with the release.',
  },
  {
    name: 'labels',
    shorthand: 'l',
    type: 'stringToString',
    default: '[]',
    description: 'Labels added to the release metadata, as comma-separated `key=value` pairs.',
  },
  {
    name: 'name-template',
    type: 'string',
    description: 'Go template that produces the release name.',
  },
  {
    name: 'no-hooks',
    type: 'bool',
    description: 'Do not run the chart hooks during the installation.',
  },
  renderSubchartNotesFlag,
  {
    name: 'replace',
    type: 'bool',
    description: 'Reuse the name of a release that was uninstalled but kept in the history. Not safe in production.',
  },
  {
    name: 'skip-crds',
    type: 'bool',
    description: "Do not install the chart's CRDs. Without this flag, CRDs are installed when they are not present yet.",
  },
  skipSchemaValidationFlag,
  takeOwnershipFlag,
  timeoutFlag,
  waitFlag,
  waitForJobsFlag,
];

export const commands: readonly CommandSpec[] = [
  {
    path: ['install'],
    usage: 'helm install [NAME] [CHART] [flags]',
    short: 'Install a chart.',
    long: `Install a chart in the cluster and create a release of it. The first argument names the release (or pass
\`--generate-name\` and leave it out); the second tells Helm where the chart is:

- a chart reference from a repository you added, such as \`bitnami/nginx\`;
- a packaged chart, such as \`./nginx-1.2.3.tgz\`;
- an unpacked chart directory, such as \`./nginx\`;
- the full URL of a chart archive;
- a chart name together with \`--repo\` and the repository URL;
- an OCI reference, such as \`oci://registry-1.docker.io/bitnamicharts/nginx\`.

For a chart reference, Helm looks up the repository by the prefix before the slash in your local repository list
and picks the newest stable version of the chart, unless \`--version\` asks for another one or \`--devel\` lets
pre-releases in. \`helm repo list\` shows the repositories you have, \`helm search\` finds charts in them.

To change the chart's default values, pass values files with \`-f\`/\`--values\` or single values with \`--set\`
and its variants: \`--set-string\` keeps a value as a string, \`--set-file\` reads it from a file, \`--set-json\`
takes JSON and \`--set-literal\` takes the text exactly as written. All of them can be repeated. When
several set the same key, the kind of flag decides before the position: values files are merged first, in the
order given, so a later file wins over an earlier one; then come \`--set-json\`, \`--set\`, \`--set-string\`,
\`--set-file\` and \`--set-literal\`, in that order. A \`--set\` therefore overrides \`-f\` whether it stands
before or after it, and among repeats of the same flag the rightmost wins.

\`--dry-run\` renders everything without installing; combined with \`--debug\` it prints the manifests. The
output then includes Secrets, which may hold sensitive data; \`--hide-secret\` leaves them out. With
\`--verify\`, the chart must come with a provenance file that passes verification, or nothing is installed.`,
    examples: `helm install my-nginx bitnami/nginx
helm install my-nginx oci://registry-1.docker.io/bitnamicharts/nginx
helm install my-app ./my-chart -f values-prod.yaml --set replicaCount=3
helm install my-app ./my-chart --namespace apps --create-namespace --wait --timeout 10m
helm install --generate-name ./my-chart --dry-run --debug`,
    flags: [
      ...installFlags,
      ...valueFlags,
      ...chartLocationFlags,
      hideSecretFlag,
      outputFlag,
      ...postRenderFlags,
    ],
  },
];
