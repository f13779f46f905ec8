import type {CommandSpec} from '../types';
import {chartRepoFlags, develFlag, keyringFlag, outputFlag, setFlags, timeoutFlag, tlsFlags, waitFlag, valuesFlag, renderSubchartNotesFlag} from './install';
import {forceFlag, recreatePodsFlag} from './rollback';

export const commands: readonly CommandSpec[] = [
  {
    path: ['upgrade'],
    usage: 'helm upgrade [RELEASE] [CHART] [flags]',
    short: 'Upgrade a release.',
    long: `Upgrade a release to another version of a chart, change its values, or both. The first argument is the
release name, the second the chart, given in any of the forms \`helm install\` accepts: a chart reference such as
\`stable/mariadb\` (use \`--version\` and \`--devel\` for a version other than the latest), a chart directory, a
packaged chart or a full URL.

Values are passed as for \`helm install\`: files with \`-f\`/\`--values\`, single values with \`--set\`,
\`--set-string\` and \`--set-file\`, each repeatable, the rightmost setting of a key winning. What happens to the
values the release already has depends on the flags:

- with no value flags at all, the release keeps its current customised values;
- with value flags, the earlier customisations are dropped and only the new ones apply on top of the chart defaults;
- \`--reuse-values\` merges the new values into the release's current ones instead;
- \`--reset-values\` discards every customisation and goes back to the chart's defaults.

Keys given to \`--set\` and its variants can address nested fields and list items, for example
\`livenessProbe.timeoutSeconds=10\` or \`metrics.annotations[0]=hey\`. The value side passes through your shell and is
then parsed as YAML, so characters such as \`$\` or \`,\` may be changed or split: quote the value in single quotes
and escape YAML special characters with a backslash, as in \`--set pwd='3jk$o2z=f\\\\30.e'\`.

With \`-i\`/\`--install\`, a release that does not exist yet is installed instead. \`--atomic\` rolls the release
back to its previous revision when the upgrade fails and implies \`--wait\`; \`--cleanup-on-fail\` deletes the
resources that the failed upgrade created.`,
    examples: `helm upgrade my-db stable/mariadb --version 6.0.0
helm upgrade my-db stable/mariadb --reuse-values --set image.tag=10.3.18
helm upgrade -f myvalues.yaml -f override.yaml redis ./redis
helm upgrade --install my-app ./my-chart --namespace apps --atomic --timeout 600`,
    flags: [
      {
        name: 'atomic',
        type: 'bool',
        description: 'If the upgrade fails, roll the release back to its previous revision. Turns on `--wait`.',
      },
      ...chartRepoFlags,
      {
        name: 'cleanup-on-fail',
        type: 'bool',
        description: 'When the upgrade fails, delete the resources that this upgrade created.',
      },
      {
        name: 'description',
        type: 'string',
        description: 'Custom description for the new revision, used instead of the default one and shown by `helm history`.',
      },
      develFlag,
      {
        name: 'dry-run',
        type: 'bool',
        description: 'Simulate the upgrade: Tiller renders the new revision but changes nothing.',
      },
      forceFlag,
      {
        name: 'install',
        shorthand: 'i',
        type: 'bool',
        description: 'If no release of this name exists yet, install it instead.',
      },
      keyringFlag('Keyring holding the public keys used by `--verify`.'),
      {
        name: 'namespace',
        type: 'string',
        description: 'Namespace to install the release into; used only with `--install`. Defaults to the namespace of the current kubeconfig context.',
      },
      {
        name: 'no-hooks',
        type: 'bool',
        description: 'Do not run the pre-upgrade and post-upgrade hooks.',
      },
      outputFlag,
      recreatePodsFlag,
      renderSubchartNotesFlag,
      {
        name: 'reset-values',
        type: 'bool',
        description: "Discard the release's customised values and start again from the chart's defaults.",
      },
      {
        name: 'reuse-values',
        type: 'bool',
        description: "Keep the release's current values and merge the values from `--set` and `-f` into them. Ignored with `--reset-values`.",
      },
      ...setFlags,
      timeoutFlag,
      ...tlsFlags,
      valuesFlag,
      {
        name: 'verify',
        type: 'bool',
        description: 'Verify the chart against its provenance file before upgrading; the command fails when the check does not pass.',
      },
      {
        name: 'version',
        type: 'string',
        description: 'Exact chart version to upgrade to. Without it, the latest version is used.',
      },
      waitFlag,
    ],
  },
];
