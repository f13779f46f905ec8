import type {CommandSpec} from '../types';

export const commands: readonly CommandSpec[] = [
  {
    path: ['status'],
    usage: 'helm status RELEASE_NAME [flags]',
    short: 'Display the status of the named release.',
    long: `Show the state of a release. The report contains:

- the time of the last deployment
- the namespace the release lives in
- the status of the release: \`unknown\`, \`deployed\`, \`uninstalled\`, \`superseded\`, \`failed\`,
  \`uninstalling\`, \`pending-install\`, \`pending-upgrade\` or \`pending-rollback\`
- the revision
- the description of the last operation, such as a completion or error message, with \`--show-desc\`
- the resources of the release, read from the cluster, with \`--show-resources\`
- the results of the last test run (\`helm test\`), if any
- the notes the chart provides

Without \`--revision\`, the latest revision is shown. With \`-o json\` or \`-o yaml\`, the whole release record is
printed (without the chart itself), including the values and the manifest.`,
    examples: `helm status my-release

# Include the description and the live resources
helm status my-release --show-desc --show-resources

# The status of revision 2, as YAML
helm status my-release --revision 2 -o yaml`,
    flags: [
      {
        name: 'output',
        shorthand: 'o',
        type: 'format',
        default: 'table',
        description: 'Output format: `table` (a readable report), `json` or `yaml` (the release record).',
      },
      {
        name: 'revision',
        type: 'int',
        description: 'Show the status of this revision of the release instead of the latest one.',
      },
      {
        name: 'show-desc',
        type: 'bool',
        description: 'Also show the description of the release, such as the message of the last operation or its error.',
      },
      {
        name: 'show-resources',
        type: 'bool',
        description: 'Also list the Kubernetes resources of the release, fetched from the cluster.',
      },
    ],
  },
];
