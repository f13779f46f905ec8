import type {CommandSpec} from '../types';
import {fetchKeyringFlag as keyring} from './fetch';

export const commands: readonly CommandSpec[] = [
  {
    path: ['dependency'],
    aliases: ['dep', 'dependencies'],
    usage: 'helm dependency [command]',
    short: "Manage a chart's dependencies.",
    long: `A chart can depend on other charts, its subcharts, which Helm installs together with it as part of the same
release. Helm loads them from the chart's \`charts/\` directory. Rather than copying them there by hand, a chart
developer declares them in \`requirements.yaml\`, and the subcommands keep \`charts/\` in line with that file:

- \`requirements.yaml\`: the dependencies the chart needs. This is the file you edit.
- \`requirements.lock\`: written by \`helm dependency update\`, it records the exact version chosen for each
  dependency, so that \`helm dependency build\` can repeat the same result.
- \`charts/\`: the dependencies themselves, as chart archives or unpacked directories.

Each entry of \`dependencies\` in \`requirements.yaml\` has a \`name\`, which must match the \`name\` in the
dependency's own \`Chart.yaml\`; a \`version\`, either an exact semantic version or a range such as \`~1.2.3\`;
and a \`repository\`, which can be:

- the URL of a chart repository: Helm appends \`/index.yaml\` to it to read the repository's index;
- the name of a repository added with \`helm repo add\`, written as \`@name\` or \`alias:name\`;
- a local directory, written as \`file://\` followed by a path relative to the chart, for example
  \`file://../common\`. Such a dependency needs no \`helm repo add\`, and its version is matched as well.

\`\`\`yaml
# requirements.yaml
dependencies:
  - name: nginx
    version: "1.2.3"
    repository: "https://example.com/charts"
  - name: common
    version: "~0.3.0"
    repository: "file://../common"
\`\`\`

Every subcommand takes the chart directory as its argument; without one, it works on the current directory.`,
  },
  {
    path: ['dependency', 'build'],
    usage: 'helm dependency build [flags] CHART',
    short: 'Rebuild the charts/ directory based on the requirements.lock file.',
    long: `Download into \`charts/\` exactly the dependency versions recorded in \`requirements.lock\`, without resolving
the version ranges of \`requirements.yaml\` again. This is the way to reproduce a chart's dependencies, for
example in a build pipeline.

If the chart has no lock file, the command behaves like \`helm dependency update\`: it resolves the dependencies,
downloads them and writes \`requirements.lock\`.`,
    examples: `helm dependency build ./mychart`,
    flags: [
      keyring,
      {
        name: 'verify',
        type: 'bool',
        description: 'Verify the downloaded charts against their provenance files where those exist.',
      },
    ],
  },
  {
    path: ['dependency', 'list'],
    aliases: ['ls'],
    usage: 'helm dependency list [flags] CHART',
    short: 'List the dependencies for the given chart.',
    long: `List the dependencies declared in a chart's \`requirements.yaml\` with their version, repository and status:
\`ok\` when a matching archive is in \`charts/\`, \`unpacked\` when it is there as a directory, \`missing\`, or a
problem such as \`wrong version\`, \`misnamed\` or \`corrupt\`. Charts found in \`charts/\` but not declared are
reported as warnings.

The chart can be a directory or an archive, and nothing in it is changed. The command fails if the chart cannot
be loaded, and only warns if it has no \`requirements.yaml\`.`,
    examples: `helm dependency list ./mychart`,
  },
  {
    path: ['dependency', 'update'],
    aliases: ['up'],
    usage: 'helm dependency update [flags] CHART',
    short: 'Update charts/ based on the contents of requirements.yaml.',
    long: `Bring \`charts/\` in line with \`requirements.yaml\`. For each dependency, Helm picks the newest version that
satisfies its version range, downloads it and removes outdated versions of it, then writes the chosen versions
to \`requirements.lock\` so that \`helm dependency build\` can rebuild exactly the same set later.

Dependencies from chart repositories need those repositories in your configuration (\`helm repo add\`); their
indexes are refreshed first unless \`--skip-refresh\` is given. Charts in \`charts/\` that are not declared in
\`requirements.yaml\` are left alone: only declared dependencies at the wrong version are replaced.`,
    examples: `helm dependency update ./mychart

# Use the repository indexes already in the local cache
helm dependency update ./mychart --skip-refresh`,
    flags: [
      keyring,
      {
        name: 'skip-refresh',
        type: 'bool',
        description: 'Do not refresh the repository indexes first; resolve the dependencies against the indexes already in the local cache.',
      },
      {
        name: 'verify',
        type: 'bool',
        description: 'Verify every downloaded chart against its provenance file, and fail if a chart cannot be verified.',
      },
    ],
  },
];
