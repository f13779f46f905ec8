import type {CommandSpec, FlagSpec} from '../types';
import {chartLocationFlags, dependencyUpdateFlag, descriptionFlag, develFlag, dryRunFlag, enableDnsFlag, forceFlag, hideSecretFlag, outputFlag, postRenderFlags, renderSubchartNotesFlag, skipSchemaValidationFlag, timeoutFlag, valueFlags, waitFlag, waitForJobsFlag, disableOpenApiValidationFlag, takeOwnershipFlag} from './install';

export const historyMaxFlag: FlagSpec = {
  name: 'history-max',
  type: 'int',
  default: '10',
  description: 'Keep at most this many revisions of the release; older ones are deleted. `0` means no limit.',
};

export const commands: readonly CommandSpec[] = [
  {
    path: ['upgrade'],
    usage: 'helm upgrade [RELEASE] [CHART] [flags]',
    short: 'Upgrade a release.',
    long: `Upgrade an installed release to a new version of a chart, or to new values, and record the result as a new
revision. The first argument is the release name, the second the chart, given in any of the forms \`helm install\`
accepts: a repository reference such as \`bitnami/nginx\`, a chart directory, a packaged chart, a URL or an
\`oci://\` reference. For a repository reference Helm takes the newest version unless \`--version\` says otherwise.

Values work as for \`helm install\`: values files with \`-f\`/\`--values\`, single values with \`--set\`,
\`--set-string\`, \`--set-file\`, \`--set-json\` and \`--set-literal\`. Every flag can be repeated; among repeats of
one flag the rightmost wins, and any \`--set\` variant overrides the values files wherever it stands on the
command line (see \`helm install\` for the full order).

What happens to the values of the previous revision depends on these flags:

- \`--reuse-values\` starts from the values of the last release and merges your new settings over them;
- \`--reset-values\` forgets the previous values and starts again from the chart's defaults;
- \`--reset-then-reuse-values\` starts from the new chart's defaults, applies the last release's values on top,
  then your new settings.

To change only some values of a running release, pass the same release and chart again with \`--reuse-values\`
and the settings you want to change.

With \`-i\`/\`--install\`, a release that does not exist yet is installed instead, so the same command works for the
first deployment and every later one. If an upgrade fails, \`--atomic\` rolls back to the previous revision and
\`--cleanup-on-fail\` deletes the resources the failed upgrade created. \`--dry-run\` prints the manifests,
Secrets included; \`--hide-secret\` leaves those out.`,
    examples: `helm upgrade my-nginx bitnami/nginx
helm upgrade --install my-app ./my-chart -f values-prod.yaml --namespace apps --create-namespace
helm upgrade my-app ./my-chart --reuse-values --set image.tag=1.27.0
helm upgrade my-app ./my-chart --atomic --timeout 10m`,
    flags: [
      {
        name: 'atomic',
        type: 'bool',
        description: 'If the upgrade fails, roll back the changes it made. Turns on `--wait`.',
      },
      {
        name: 'cleanup-on-fail',
        type: 'bool',
        description: 'If the upgrade fails, delete the new resources it created.',
      },
      {
        name: 'create-namespace',
        type: 'bool',
        description: 'With `--install`, create the release namespace if it does not exist yet.',
      },
      dependencyUpdateFlag,
      descriptionFlag,
      develFlag,
      disableOpenApiValidationFlag,
      dryRunFlag,
      enableDnsFlag,
      forceFlag,
      {
        name: 'hide-notes',
        type: 'bool',
        description: 'Do not print the chart notes after upgrading. They are still stored with the release.',
      },
      hideSecretFlag,
      historyMaxFlag,
      {
        name: 'install',
        shorthand: 'i',
        type: 'bool',
        description: 'Install the release if no release of this name exists yet.',
      },
      {
        name: 'labels',
        shorthand: 'l',
        type: 'stringToString',
        default: '[]',
        description: 'Labels for the release metadata, as comma-separated `key=value` pairs. They are merged with the labels of the previous revision; set a label to `null` to remove it.',
      },
      {
        name: 'no-hooks',
        type: 'bool',
        description: 'Do not run the pre-upgrade and post-upgrade hooks.',
      },
      outputFlag,
      ...postRenderFlags,
      renderSubchartNotesFlag,
      {
        name: 'reset-then-reuse-values',
        type: 'bool',
        description: "Start from the chart's default values, apply the last release's values, then merge the overrides given with `--set` and `-f`. Ignored when `--reset-values` or `--reuse-values` is set.",
      },
      {
        name: 'reset-values',
        type: 'bool',
        description: "Discard the values of the previous release and use the chart's default values.",
      },
      {
        name: 'reuse-values',
        type: 'bool',
        description: "Reuse the last release's values and merge the overrides given with `--set` and `-f`. Ignored when `--reset-values` is set.",
      },
      {
        name: 'skip-crds',
        type: 'bool',
        description: "When `--install` ends up installing the release, do not install the chart's CRDs. Otherwise missing CRDs are installed in that case.",
      },
      skipSchemaValidationFlag,
      takeOwnershipFlag,
      timeoutFlag,
      waitFlag,
      waitForJobsFlag,
      ...valueFlags,
      ...chartLocationFlags,
    ],
  },
];
