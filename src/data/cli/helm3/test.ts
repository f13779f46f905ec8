import type {CommandSpec} from '../types';
import {timeoutFlag} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['test'],
    usage: 'helm test [RELEASE] [flags]',
    short: 'Run the tests of a release.',
    long: `Run the tests of an installed release. The tests are defined by the chart itself, as templates with the
\`helm.sh/hook: test\` annotation, usually Pods that check the application works; Helm runs them and reports
which passed and which failed.`,
    examples: `helm test my-app
helm test my-app --logs --timeout 2m
helm test my-app --filter name=my-app-test-connection`,
    flags: [
      {
        name: 'filter',
        type: 'strings',
        description: 'Choose tests by attribute (for now only `name`): `name=value` runs that test, `!name=value` skips it. Separate several with commas or repeat the flag.',
      },
      {
        name: 'hide-notes',
        type: 'bool',
        description: 'Do not print the chart notes in the test output. They are still stored with the release.',
      },
      {
        name: 'logs',
        type: 'bool',
        description: 'Print the logs of the test Pods once all tests have finished, before they are cleaned up.',
      },
      timeoutFlag,
    ],
  },
];
