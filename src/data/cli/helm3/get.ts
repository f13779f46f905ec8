import type {CommandSpec, FlagSpec} from '../types';

/** `--revision`: every `helm get` subcommand can read an older revision of the release. */
const revision: FlagSpec = {
  name: 'revision',
  type: 'int',
  description: 'Read this revision of the release instead of the latest one.',
};

/** `-o, --output`: Helm prints its type as `format` and its default without quotes. */
function output(description: string): FlagSpec {
  return {name: 'output', shorthand: 'o', type: 'format', default: 'table', description};
}

export const commands: readonly CommandSpec[] = [
  {
    path: ['get'],
    usage: 'helm get [command]',
    short: 'Download extended information of a named release.',
    long: `Read what Helm stored about a release when it was installed or upgraded. Each subcommand returns one part of
it:

- \`values\`: the values supplied for the release, or all computed values
- \`manifest\`: the Kubernetes resources generated from the chart
- \`notes\`: the notes the chart printed after installation
- \`hooks\`: the hook resources of the release
- \`metadata\`: the chart, versions, status and date of the release
- \`all\`: everything above in one readable report

The information comes from Helm's release record (by default a \`Secret\` in the release's namespace), not from
the live objects in the cluster. Every subcommand accepts \`--revision\` to read an older revision.`,
  },
  {
    path: ['get', 'all'],
    usage: 'helm get all RELEASE_NAME [flags]',
    short: 'Download all information for a named release.',
    long: `Print a readable report about a release: its name, last deployment time, namespace, status and revision, the
chart name and versions, the test suite, the user-supplied and computed values, the hooks, the manifest and the
notes.

With \`--template\`, the report is replaced by the output of a Go template, which receives the release as
\`.Release\`.`,
    examples: `helm get all my-release

# Print a single field with a Go template
helm get all my-release --template '{{.Release.Chart.Metadata.Version}}'`,
    flags: [
      revision,
      {
        name: 'template',
        type: 'string',
        description: 'Go template used to format the output instead of the report, for example `{{.Release.Name}}`.',
      },
    ],
  },
  {
    path: ['get', 'hooks'],
    usage: 'helm get hooks RELEASE_NAME [flags]',
    short: 'Download all hooks for a named release.',
    long: `Print the hook resources of a release, that is the manifests whose \`helm.sh/hook\` annotation makes Helm run
them at a given point of the release's life (\`pre-install\`, \`post-upgrade\`, \`test\`...). The hooks are
printed as YAML documents separated by \`---\`, each preceded by a \`# Source:\` comment naming its template.`,
    examples: `helm get hooks my-release
helm get hooks my-release --revision 2`,
    flags: [revision],
  },
  {
    path: ['get', 'manifest'],
    usage: 'helm get manifest RELEASE_NAME [flags]',
    short: 'Download the manifest for a named release.',
    long: `Print the manifest of a release: the YAML of the Kubernetes resources Helm rendered from the release's chart
and applied to the cluster. Resources rendered from the chart's subcharts are included. Hooks are not: use
\`helm get hooks\` for them.

This is the rendered content as Helm recorded it, which can differ from the live objects if they were changed
in the cluster afterwards.`,
    examples: `helm get manifest my-release

# Compare the recorded manifest with the cluster
helm get manifest my-release | kubectl diff -f -`,
    flags: [revision],
  },
  {
    path: ['get', 'metadata'],
    usage: 'helm get metadata RELEASE_NAME [flags]',
    short: 'Fetch the metadata of a named release.',
    long: `Print the metadata of a release, such as its name, chart, chart version, app version, namespace, revision,
status and deployment time. With \`-o json\` or \`-o yaml\`, the same information is printed as a structured
document, which is convenient for scripts.`,
    examples: `helm get metadata my-release
helm get metadata my-release -o json`,
    flags: [
      output(
        'Output format: `table` (readable lines), `json` or `yaml`.',
      ),
      {
        name: 'revision',
        type: 'int',
        description: 'Revision of the release to read; the latest one when not set.',
      },
    ],
  },
  {
    path: ['get', 'notes'],
    usage: 'helm get notes RELEASE_NAME [flags]',
    short: 'Download the notes for a named release.',
    long: `Print the notes of a release: the text rendered from the chart's \`templates/NOTES.txt\`, usually
instructions on how to reach or use the deployed application. Helm prints them after \`install\` and
\`upgrade\`; this command shows them again. It prints nothing if the chart has no notes.`,
    examples: `helm get notes my-release`,
    flags: [revision],
  },
  {
    path: ['get', 'values'],
    usage: 'helm get values RELEASE_NAME [flags]',
    short: 'Download the values file for a named release.',
    long: `Print the values of a release. By default these are only the user-supplied values: those given with \`-f\`,
\`--set\` and similar flags at install or upgrade time. With \`--all\`, the computed values are printed instead:
the chart's defaults merged with the user-supplied values, as the templates saw them.

The default \`table\` format prints the values as YAML under a \`USER-SUPPLIED VALUES:\` or \`COMPUTED VALUES:\`
heading. \`-o yaml\` prints the bare YAML, which can be saved and passed back with \`-f\` to reproduce the release's
configuration.`,
    examples: `helm get values my-release

# All computed values of revision 3, saved for reuse
helm get values my-release --all --revision 3 -o yaml > values-rev3.yaml`,
    flags: [
      {
        name: 'all',
        shorthand: 'a',
        type: 'bool',
        description: 'Print all computed values (chart defaults merged with the user-supplied values), not only the user-supplied ones.',
      },
      output(
        'Output format: `table` (YAML under a heading), `json` or `yaml`.',
      ),
      revision,
    ],
  },
];
