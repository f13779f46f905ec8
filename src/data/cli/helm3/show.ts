import type {CommandSpec, FlagSpec} from '../types';
import {chartLocationFlags, develFlag} from './install';

/** Every `helm show` subcommand locates its chart the same way (addShowFlags). */
const showFlags: readonly FlagSpec[] = [develFlag, ...chartLocationFlags];

export const commands: readonly CommandSpec[] = [
  {
    path: ['show'],
    aliases: ['inspect'],
    usage: 'helm show [command]',
    short: 'Show information about a chart.',
    long: `Display parts of a chart without installing it. The subcommands print the chart's \`Chart.yaml\`, its default
values, its README or its CRDs, and \`helm show all\` prints the main parts together. The chart can be a local directory or archive, a URL, a
repository reference such as \`bitnami/nginx\` or an \`oci://\` reference, and the same flags as for
\`helm install\` choose its version and how it is downloaded.`,
    examples: `helm show chart bitnami/nginx
helm show values bitnami/nginx > values.yaml
helm show readme oci://registry-1.docker.io/bitnamicharts/nginx`,
  },
  {
    path: ['show', 'all'],
    usage: 'helm show all [CHART] [flags]',
    short: 'Show all the information about a chart.',
    long: 'Print the main parts of a chart (a directory, an archive or a URL) in one go: its `Chart.yaml`, its `values.yaml` and its README.',
    examples: 'helm show all bitnami/nginx',
    flags: showFlags,
  },
  {
    path: ['show', 'chart'],
    usage: 'helm show chart [CHART] [flags]',
    short: "Show the chart's definition.",
    long: 'Print the contents of the `Chart.yaml` file of a chart (a directory, an archive or a URL).',
    examples: 'helm show chart bitnami/nginx',
    flags: showFlags,
  },
  {
    path: ['show', 'crds'],
    usage: 'helm show crds [CHART] [flags]',
    short: "Show the chart's CRDs.",
    long: 'Print the CustomResourceDefinition files of a chart (a directory, an archive or a URL).',
    examples: 'helm show crds ./my-operator-chart',
    flags: showFlags,
  },
  {
    path: ['show', 'readme'],
    usage: 'helm show readme [CHART] [flags]',
    short: "Show the chart's README.",
    long: 'Print the README file of a chart (a directory, an archive or a URL).',
    examples: 'helm show readme bitnami/nginx',
    flags: showFlags,
  },
  {
    path: ['show', 'values'],
    usage: 'helm show values [CHART] [flags]',
    short: "Show the chart's values.",
    long: `Print the \`values.yaml\` file of a chart (a directory, an archive or a URL), that is, the default values and
usually the comments that explain them: a good starting point for your own values file.`,
    examples: `helm show values bitnami/nginx > my-values.yaml
helm show values bitnami/nginx --jsonpath '{.image.tag}'`,
    flags: [
      ...showFlags,
      {
        name: 'jsonpath',
        type: 'string',
        description: 'JSONPath expression that selects part of the values to print, for example `{.image.tag}`.',
      },
    ],
  },
];
