import type {CommandSpec, FlagSpec} from '../types';
import {timeoutFlag, tlsFlags, waitFlag} from './install';

export const recreatePodsFlag: FlagSpec = {
  name: 'recreate-pods',
  type: 'bool',
  description: 'Restart the Pods of the resources that support it, by deleting them so that their controllers recreate them.',
};

export const forceFlag: FlagSpec = {
  name: 'force',
  type: 'bool',
  description: 'Force resource updates by deleting and recreating resources where needed.',
};

export const commands: readonly CommandSpec[] = [
  {
    path: ['rollback'],
    usage: 'helm rollback [flags] [RELEASE] [REVISION]',
    short: 'Roll a release back to a previous revision.',
    long: `Return a release to the state of an earlier revision. The first argument is the release name, the second the
revision number to go back to; \`helm history RELEASE\` lists the revisions with their numbers. Revision \`0\`
means the revision before the current one.

A rollback does not erase history: Tiller deploys the chart and values of the chosen revision again and records the
result as a new revision, so the rollback itself can be undone. As with an upgrade, the rollback hooks of the chart
run unless \`--no-hooks\` is given, \`--wait\` waits for the resources to become ready and \`--cleanup-on-fail\`
deletes resources the rollback created if it fails.`,
    examples: `helm history my-db
helm rollback my-db 3
helm rollback my-db 0 --wait --timeout 600`,
    flags: [
      {
        name: 'cleanup-on-fail',
        type: 'bool',
        description: 'When the rollback fails, delete the resources that this rollback created.',
      },
      {
        name: 'description',
        type: 'string',
        description: 'Custom description for the new revision, shown by `helm history`.',
      },
      {
        name: 'dry-run',
        type: 'bool',
        description: 'Simulate the rollback without changing anything.',
      },
      forceFlag,
      {
        name: 'no-hooks',
        type: 'bool',
        description: 'Do not run any hooks during the rollback.',
      },
      recreatePodsFlag,
      timeoutFlag,
      ...tlsFlags,
      waitFlag,
    ],
  },
];
