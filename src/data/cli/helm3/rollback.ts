import type {CommandSpec} from '../types';
import {timeoutFlag, waitFlag, waitForJobsFlag} from './install';
import {historyMaxFlag} from './upgrade';

export const commands: readonly CommandSpec[] = [
  {
    path: ['rollback'],
    usage: 'helm rollback <RELEASE> [REVISION] [flags]',
    short: 'Roll back a release to a previous revision.',
    long: `Return a release to the state of an earlier revision. The first argument is the release name, the second the
revision number to go back to; leave it out, or give \`0\`, to return to the revision just before the current one.
\`helm history\` lists the revisions of a release with their numbers.

A rollback does not rewrite history: Helm deploys the chart and values of the chosen revision again and records
the result as a new revision, so you can roll back a rollback too. Like an upgrade, it runs the chart's
pre-rollback and post-rollback hooks unless \`--no-hooks\` is given, and \`--wait\` makes it wait for the
resources to become ready.`,
    examples: `helm history my-app
helm rollback my-app
helm rollback my-app 3 --wait --timeout 10m`,
    flags: [
      {
        name: 'cleanup-on-fail',
        type: 'bool',
        description: 'If the rollback fails, delete the new resources it created.',
      },
      {
        name: 'dry-run',
        type: 'bool',
        description: 'Simulate the rollback without changing anything.',
      },
      {
        name: 'force',
        type: 'bool',
        description: 'Force resource updates, deleting and recreating resources when needed.',
      },
      historyMaxFlag,
      {
        name: 'no-hooks',
        type: 'bool',
        description: 'Do not run the chart hooks during the rollback.',
      },
      {
        name: 'recreate-pods',
        type: 'bool',
        description: 'Restart the Pods of the rolled-back resources where that applies.',
      },
      timeoutFlag,
      waitFlag,
      waitForJobsFlag,
    ],
  },
];
