import type {CommandSpec, FlagSpec} from '../types';
import {fetchCaFileFlag, fetchCertFileFlag, fetchKeyFileFlag, fetchPasswordFlag, fetchUsernameFlag, fetchRepoFlag, fetchKeyringFlag, fetchDevelFlag} from './fetch';

/**
 * The flags that locate and verify the chart. `helm inspect` and each of its subcommands define them; `helm inspect
 * readme` lacks `--username` and `--password` in Helm 2.17.
 */
function locationFlags(withCredentials: boolean): FlagSpec[] {
  const flags: FlagSpec[] = [
    fetchCaFileFlag,
    fetchCertFileFlag,
    fetchDevelFlag,
    fetchKeyFileFlag,
    fetchKeyringFlag,
    fetchRepoFlag,
    {
      name: 'verify',
      type: 'bool',
      description: 'Verify the chart against its provenance file before showing it.',
    },
    {
      name: 'version',
      type: 'string',
      description: 'Version of the chart to inspect; the newest version when not set.',
    },
  ];
  if (withCredentials) {
    flags.push(
      fetchPasswordFlag,
      fetchUsernameFlag,
    );
  }
  return flags;
}

export const commands: readonly CommandSpec[] = [
  {
    path: ['inspect'],
    usage: 'helm inspect [CHART] [flags]',
    short: 'Inspect a chart.',
    long: `Display a chart without installing it: the contents of its \`Chart.yaml\`, then its \`values.yaml\`, then its
README if it has one, separated by \`---\`. The subcommands print one of these parts alone.

The chart can be a reference to a repository chart such as \`stable/mariadb\`, a chart directory, a packaged
chart archive or the URL of an archive. Repository charts are downloaded first, and \`--version\`, \`--repo\` and
the other flags choose and fetch them as \`helm fetch\` does.`,
    examples: `helm inspect stable/mariadb
helm inspect ./mychart
helm inspect stable/mariadb --version 7.3.14`,
    flags: locationFlags(true),
  },
  {
    path: ['inspect', 'chart'],
    usage: 'helm inspect chart [CHART] [flags]',
    short: "Show the chart's Chart.yaml.",
    long: 'Print the contents of the `Chart.yaml` file of a chart (a repository reference, a directory, an archive or a URL).',
    examples: `helm inspect chart stable/mariadb`,
    flags: locationFlags(true),
  },
  {
    path: ['inspect', 'readme'],
    usage: 'helm inspect readme [CHART] [flags]',
    short: "Show the chart's README.",
    long: 'Print the README file of a chart (a repository reference, a directory, an archive or a URL): the first file at the top level of the chart named `README.md`, `README.txt` or `README`, in any letter case.',
    examples: `helm inspect readme stable/mariadb`,
    flags: locationFlags(false),
  },
  {
    path: ['inspect', 'values'],
    usage: 'helm inspect values [CHART] [flags]',
    short: "Show the chart's default values.",
    long: `Print the \`values.yaml\` file of a chart (a repository reference, a directory, an archive or a URL), that is,
the default values and usually the comments that explain them: a good starting point for your own values file.`,
    examples: `# Start a values file of your own from the chart's defaults
helm inspect values stable/mariadb > my-values.yaml`,
    flags: locationFlags(true),
  },
];
