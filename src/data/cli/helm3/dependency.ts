import type {CommandSpec, FlagSpec} from '../types';

const plainHttpFlag: FlagSpec = {
  name: 'plain-http',
  type: 'bool',
  description: 'Talk to the OCI registry over plain, unencrypted HTTP instead of HTTPS.',
};

const insecureSkipTlsVerifyFlag: FlagSpec = {
  name: 'insecure-skip-tls-verify',
  type: 'bool',
  description: 'Skip the check of the registry\'s TLS certificate when downloading dependencies. Insecure: use only for testing.',
};

const caFileFlag: FlagSpec = {
  name: 'ca-file',
  type: 'string',
  description: 'CA bundle used to check the certificate of an HTTPS-enabled OCI registry.',
};

const keyFileFlag: FlagSpec = {
  name: 'key-file',
  type: 'string',
  description: 'Private key file that goes with `--cert-file`.',
};

const certFileFlag: FlagSpec = {
  name: 'cert-file',
  type: 'string',
  description: 'Client SSL certificate file that identifies Helm to the OCI registry.',
};

const passwordFlag: FlagSpec = {
  name: 'password',
  type: 'string',
  description: 'Password for the registry when dependencies are pulled from an OCI registry.',
};

const usernameFlag: FlagSpec = {
  name: 'username',
  type: 'string',
  description: 'User name for the registry when dependencies are pulled from an OCI registry. Classic chart repositories use the credentials saved by `helm repo add`.',
};

const skipRefreshFlag: FlagSpec = {
  name: 'skip-refresh',
  type: 'bool',
  description: 'Do not download fresh repository indexes first; resolve the dependencies against the indexes already in the local cache.',
};

const keyringFlag: FlagSpec = {
  name: 'keyring',
  type: 'string',
  default: '"~/.gnupg/pubring.gpg"',
  description: 'Keyring holding the public keys used by `--verify`. `$GNUPGHOME/pubring.gpg` is used when `GNUPGHOME` is set.',
};

/**
 * The flags `helm dependency build` and `helm dependency update` share (Helm's addDependencySubcommandFlags;
 * the registry credential and TLS flags arrived in Helm 3.17). `--verify` is described per command, since
 * build verifies where possible and update always.
 */
function sharedFlags(verify: FlagSpec): FlagSpec[] {
  return [
    verify,
    keyringFlag,
    skipRefreshFlag,
    usernameFlag,
    passwordFlag,
    certFileFlag,
    keyFileFlag,
    caFileFlag,
    insecureSkipTlsVerifyFlag,
    plainHttpFlag,
  ];
}

export const commands: readonly CommandSpec[] = [
  {
    path: ['dependency'],
    aliases: ['dep', 'dependencies'],
    usage: 'helm dependency [command]',
    short: "Manage a chart's dependencies.",
    long: `A chart can depend on other charts, its subcharts. Helm installs them together with the parent chart, as part of
the same release. The subcommands keep the list of dependencies a chart declares in sync with the charts
actually present in its \`charts/\` directory.

**Where dependencies live.** Three places are involved:

- \`Chart.yaml\`: the \`dependencies\` field declares what the chart needs. This is the file you edit.
- \`Chart.lock\`: written by \`helm dependency update\`, it records the exact version chosen for each
  dependency, the repository it came from, and a digest of the declarations, so that a build can be repeated.
- \`charts/\`: holds the dependencies themselves, usually as chart archives (\`.tgz\`). Helm loads
  subcharts from here when it installs, templates or packages the chart. A subchart may also be kept here as an
  unpacked directory without being declared in \`Chart.yaml\`.

**Declaring dependencies.** Each entry of \`dependencies\` needs a \`name\`, which must match the \`name\` in the
dependency's own \`Chart.yaml\`; a \`version\`, either an exact semantic version or a range such as \`~1.2.3\`
or \`^2.0.0\`; and a \`repository\`, which can be:

- the URL of a chart repository, such as \`https://example.com/charts\`. Helm fetches \`index.yaml\` from that URL
  to find the chart. Instead of the URL you can give the name of a repository added with \`helm repo add\`,
  prefixed with \`@\` or \`alias:\` (\`"@bitnami"\`).
- an OCI reference, such as \`oci://registry.example.com/charts\`.
- a local directory, prefixed with \`file://\` (\`file://../common\`). Such a repository does not need
  \`helm repo add\`, and version ranges work for it too.

For example:

\`\`\`yaml
# Chart.yaml
dependencies:
  - name: nginx
    version: "1.2.3"
    repository: "https://example.com/charts"
  - name: memcached
    version: "~3.2.1"
    repository: "oci://registry.example.com/charts"
  - name: common
    version: "0.x.x"
    repository: "file://../common"
\`\`\`

Optional fields adjust how the subchart is used: \`alias\` installs it under another name (the same chart can
then appear several times), \`condition\` and \`tags\` enable or disable it from the values, and
\`import-values\` copies values from the subchart into the parent.

**Update or build?**

- \`helm dependency update\` resolves the declarations anew: for each dependency it picks the newest version that
  satisfies the range, downloads it into \`charts/\`, removes archives that no longer match, and rewrites
  \`Chart.lock\`. Use it after changing \`Chart.yaml\`, or to move to newer versions.
- \`helm dependency build\` reproduces \`charts/\` exactly from \`Chart.lock\`, without choosing versions again.
  Use it in CI and on other machines to get the same dependencies the lock file records. If there is no
  \`Chart.lock\`, it behaves like \`update\`; if the lock file no longer matches \`Chart.yaml\`, it stops with an
  error and asks you to run \`update\`.
- \`helm dependency list\` shows the declared dependencies and whether \`charts/\` holds a matching copy.`,
    examples: `# Resolve the dependencies, fill charts/ and write Chart.lock
helm dependency update ./mychart

# Rebuild charts/ from Chart.lock on another machine
helm dependency build ./mychart`,
  },
  {
    path: ['dependency', 'build'],
    usage: 'helm dependency build CHART [flags]',
    short: 'Rebuild the charts/ directory based on the Chart.lock file.',
    long: `Download into \`charts/\` exactly the dependency versions recorded in \`Chart.lock\`, so that everyone who
builds the chart gets the same subcharts. Unlike \`helm dependency update\`, it does not look for newer versions
that satisfy the ranges in \`Chart.yaml\`.

If the chart has no \`Chart.lock\`, the command behaves like \`helm dependency update\`. If \`Chart.yaml\`
was changed after the lock file was written, it stops and asks you to run \`helm dependency update\`.

\`CHART\` is the path to the chart directory; the current directory is used when it is omitted. Every chart
repository the lock file refers to by an HTTP(S) URL must have been added with \`helm repo add\` first;
\`oci://\` and \`file://\` dependencies need no such step.`,
    examples: `helm dependency build ./mychart

# Use the cached repository indexes and check signatures where they exist
helm dependency build ./mychart --skip-refresh --verify`,
    flags: sharedFlags({
      name: 'verify',
      type: 'bool',
      description: 'Verify the downloaded dependencies against their provenance files, for those that have one.',
    }),
  },
  {
    path: ['dependency', 'list'],
    aliases: ['ls'],
    usage: 'helm dependency list CHART [flags]',
    short: 'List the dependencies for the given chart.',
    long: `Show the dependencies a chart declares in \`Chart.yaml\`, in a table with their name, version, repository and
status. The status tells whether \`charts/\` holds a matching copy: \`ok\` for a matching archive, \`unpacked\`
for a matching directory, \`missing\` when there is none, \`wrong version\` when the copy does not satisfy the
declared version, and \`misnamed\`, \`corrupt\` or \`too many matches\` for other problems. Charts found in
\`charts/\` but not declared are reported as warnings.

\`CHART\` can be a chart directory or a chart archive; the current directory is used when it is omitted. The
command only reads the chart and never changes it. It fails if the chart cannot be loaded.`,
    examples: `helm dependency list ./mychart
helm dependency list mychart-0.1.0.tgz`,
    flags: [
      {
        name: 'max-col-width',
        type: 'uint',
        default: '80',
        description: 'Maximum width of a column in the output table; longer values are truncated.',
      },
    ],
  },
  {
    path: ['dependency', 'update'],
    aliases: ['up'],
    usage: 'helm dependency update CHART [flags]',
    short: 'Update charts/ based on the contents of Chart.yaml.',
    long: `Make the chart's \`charts/\` directory match the dependencies declared in \`Chart.yaml\`. For each dependency,
Helm picks the newest version that satisfies the declared version or range, downloads it, and replaces archives
that are at the wrong version. On success it writes \`Chart.lock\`, which records the exact versions so that
\`helm dependency build\` can reproduce them later.

Unless \`--skip-refresh\` is given, the indexes of the configured repositories are refreshed first. Charts in
\`charts/\` that \`Chart.yaml\` does not declare are left alone: an archive is removed only if it belongs to a
declared dependency but is at the wrong version.

\`CHART\` is the path to the chart directory; the current directory is used when it is omitted.`,
    examples: `helm dependency update ./mychart

# Dependencies in a private OCI registry
helm dependency update ./mychart --username "$REGISTRY_USER" --password "$REGISTRY_PASSWORD"`,
    flags: sharedFlags({
      name: 'verify',
      type: 'bool',
      description: 'Verify every downloaded dependency against its provenance file; a dependency without one makes the command fail.',
    }),
  },
];
