import type {CommandSpec} from '../types';
import {outputFlag, tlsFlags} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['status'],
    usage: 'helm status [flags] RELEASE_NAME',
    short: 'Display the status of the named release.',
    long: `Show the status of a release, as Tiller reports it:

- when it was last deployed;
- the namespace the release lives in;
- its state: \`UNKNOWN\`, \`DEPLOYED\`, \`DELETED\`, \`SUPERSEDED\`, \`FAILED\` or \`DELETING\`;
- the resources it consists of, grouped by kind;
- the results of the last test run, if there was one;
- the notes the chart provides.

\`--revision\` shows an earlier revision instead of the current one.`,
    examples: `helm status my-db
helm status my-db --revision 2
helm status my-db -o json`,
    flags: [
      outputFlag,
      {
        name: 'revision',
        type: 'int32',
        description: 'Show the status of this revision of the release.',
      },
      ...tlsFlags,
    ],
  },
];
