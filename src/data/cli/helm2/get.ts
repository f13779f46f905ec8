import type {CommandSpec, FlagSpec} from '../types';
import {tillerTlsFlags} from './root';

/** `--revision`: `helm get` and each of its subcommands can read an older revision of the release. */
const revision: FlagSpec = {
  name: 'revision',
  type: 'int32',
  description: 'Read this revision of the release instead of the latest one.',
};

export const commands: readonly CommandSpec[] = [
  {
    path: ['get'],
    usage: 'helm get [flags] RELEASE_NAME',
    short: 'Download a named release.',
    long: `Print what Tiller stored about a release: the revision and release date, the chart name and version, the
user-supplied values, the computed values, the hooks and the generated manifest.

The subcommands print one part of it each: \`values\`, \`manifest\`, \`hooks\` and \`notes\`. With
\`--template\`, the report is replaced by the output of a Go template, which receives Tiller's answer with the
release as \`.Release\`.

The information comes from the release record kept by Tiller, not from the live objects in the cluster.`,
    examples: `helm get my-release
helm get my-release --revision 2

# Print a single field with a Go template
helm get my-release --template '{{.Release.Chart.Metadata.Version}}'`,
    flags: [
      revision,
      {
        name: 'template',
        type: 'string',
        description: 'Go template used to format the output instead of the report, for example `{{.Release.Name}}`.',
      },
      ...tillerTlsFlags,
    ],
  },
  {
    path: ['get', 'hooks'],
    usage: 'helm get hooks [flags] RELEASE_NAME',
    short: 'Download all hooks for a named release.',
    long: `Print the hook resources of a release, that is the manifests whose \`helm.sh/hook\` annotation makes Tiller run
them at a given point of the release's life (\`pre-install\`, \`post-upgrade\`, \`test-success\`...). The hooks
are printed as YAML documents separated by \`---\`, each preceded by a comment with the hook's name.`,
    examples: `helm get hooks my-release`,
    flags: [revision, ...tillerTlsFlags],
  },
  {
    path: ['get', 'manifest'],
    usage: 'helm get manifest [flags] RELEASE_NAME',
    short: 'Download the manifest for a named release.',
    long: `Print the manifest of a release: the YAML of the Kubernetes resources that Tiller rendered from the release's
chart and applied to the cluster. Resources rendered from the chart's subcharts are included; hooks are not, use
\`helm get hooks\` for them.

This is the rendered content as Tiller recorded it, which can differ from the live objects if they were changed
in the cluster afterwards.`,
    examples: `helm get manifest my-release

# Compare the recorded manifest with the cluster
helm get manifest my-release | kubectl diff -f -`,
    flags: [revision, ...tillerTlsFlags],
  },
  {
    path: ['get', 'notes'],
    usage: 'helm get notes [flags] RELEASE_NAME',
    short: 'Display the notes of the named release.',
    long: `Print the notes of a release under a \`NOTES:\` heading: the text rendered from the chart's
\`templates/NOTES.txt\`, usually instructions on how to reach or use the deployed application. Helm prints them
after \`install\` and \`upgrade\`; this command shows them again. It prints nothing if the chart has no notes.`,
    examples: `helm get notes my-release`,
    flags: [revision, ...tillerTlsFlags],
  },
  {
    path: ['get', 'values'],
    usage: 'helm get values [flags] RELEASE_NAME',
    short: 'Download the values file for a named release.',
    long: `Print the values of a release. By default these are only the user-supplied values: those given with \`-f\`,
\`--set\` and similar flags at install or upgrade time. With \`--all\`, the computed values are printed instead:
the chart's defaults merged with the user-supplied values, as the templates saw them.

The output is YAML, which can be saved and passed back with \`-f\` to reproduce the release's configuration, or
JSON with \`--output json\`.`,
    examples: `helm get values my-release

# All computed values of revision 3, saved for reuse
helm get values my-release --all --revision 3 > values-rev3.yaml`,
    flags: [
      {
        name: 'all',
        shorthand: 'a',
        type: 'bool',
        description: 'Print all computed values (chart defaults merged with the user-supplied values), not only the user-supplied ones.',
      },
      {
        name: 'output',
        type: 'string',
        default: '"yaml"',
        description: 'Output format: `yaml` or `json`.',
      },
      revision,
      ...tillerTlsFlags,
    ],
  },
];
