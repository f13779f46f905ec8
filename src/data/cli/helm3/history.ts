import type {CommandSpec} from '../types';
import {outputFlag} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['history'],
    aliases: ['hist'],
    usage: 'helm history RELEASE_NAME [flags]',
    short: 'Fetch release history.',
    long: `List the revisions of a release, oldest first. Every install, upgrade and rollback creates a new revision, and
each row shows its number, when it was deployed, its status, the chart and app version it used, and a
description of what happened:

\`\`\`text
REVISION  UPDATED                   STATUS      CHART         APP VERSION  DESCRIPTION
1         Mon Oct  3 10:15:13 2016  superseded  alpine-0.1.0  1.0          Install complete
2         Mon Oct  3 10:15:13 2016  superseded  alpine-0.1.0  1.0          Upgrade complete
3         Mon Oct  3 10:15:13 2016  superseded  alpine-0.1.0  1.0          Rollback to 1
4         Mon Oct  3 10:15:13 2016  deployed    alpine-0.1.0  1.0          Upgrade complete
\`\`\`

At most the 256 most recent revisions are shown; \`--max\` changes that limit. How many revisions Helm keeps at
all is set by \`--history-max\` on \`helm upgrade\` (or \`HELM_MAX_HISTORY\`). A revision number from this list can
be passed to \`helm rollback\` or to the \`--revision\` flag of \`helm get\` and \`helm status\`.`,
    examples: `helm history my-release

# The last five revisions, as JSON
helm history my-release --max 5 -o json`,
    flags: [
      {
        name: 'max',
        type: 'int',
        default: '256',
        description: 'Maximum number of revisions to show; the most recent ones are kept.',
      },
      outputFlag,
    ],
  },
];
