import type {CommandSpec, FlagSpec} from '../types';
import {timeoutFlag, tlsFlags} from './install';

/** `--max uint32 (default 20)`, the way Helm 2 prints it. */
const testMaxFlag: FlagSpec = {
  name: 'max',
  type: 'uint32',
  default: '20',
  description: 'Maximum number of test Pods to run at the same time with `--parallel`.',
} as const;

export const commands: readonly CommandSpec[] = [
  {
    path: ['test'],
    usage: 'helm test [RELEASE] [flags]',
    short: 'Test a release.',
    long: `Run the tests of a deployed release. The tests are defined in the chart that was installed: Pods annotated as
\`test-success\` or \`test-failure\` hooks, which Tiller starts in the release's namespace. A test passes when its
Pod ends as its hook expects.

By default the test Pods run one after another and stay in the cluster afterwards, so you can inspect them.
\`--parallel\` runs them at the same time, \`--logs\` prints their logs once all tests are done, and \`--cleanup\`
deletes the Pods at the end. \`helm status\` shows the result of the last test run.`,
    examples: `helm test my-db
helm test my-db --cleanup
helm test my-db --parallel --logs`,
    flags: [
      {
        name: 'cleanup',
        type: 'bool',
        description: 'Delete the test Pods when the tests are finished.',
      },
      {
        name: 'logs',
        type: 'bool',
        description: 'Print the logs of the test Pods after all tests are complete, before any cleanup.',
      },
      testMaxFlag,
      {
        name: 'parallel',
        type: 'bool',
        description: 'Run the test Pods in parallel.',
      },
      timeoutFlag,
      ...tlsFlags,
    ],
  },
];
