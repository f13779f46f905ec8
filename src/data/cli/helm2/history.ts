import type {CommandSpec} from '../types';
import {tillerTlsFlags} from './root';

export const commands: readonly CommandSpec[] = [
  {
    path: ['history'],
    aliases: ['hist'],
    usage: 'helm history [flags] RELEASE_NAME',
    short: 'Fetch release history.',
    long: `Print the revisions of a release that Tiller keeps, oldest first. Each install, upgrade and rollback adds a
revision. By default the output is a table with the revision number, the time of the change, the status
(\`DEPLOYED\`, \`SUPERSEDED\`, \`FAILED\`, \`DELETED\`...), the chart and its app version, and a description of
what happened:

\`\`\`
REVISION  UPDATED                   STATUS      CHART         APP VERSION  DESCRIPTION
1         Mon Oct 3 10:15:13 2016   SUPERSEDED  alpine-0.1.0  1.1          Initial install
2         Mon Oct 3 10:16:40 2016   SUPERSEDED  alpine-0.1.0  1.2          Upgraded successfully
3         Mon Oct 3 10:17:02 2016   DEPLOYED    alpine-0.1.0  1.1          Rolled back to 1
\`\`\`

At most 256 revisions are returned unless \`--max\` says otherwise. How many revisions exist at all depends on
the \`--history-max\` that Tiller was installed with (\`helm init\`). With \`--output json\` or \`--output yaml\`,
the same information is printed as a structured document.`,
    examples: `helm history my-release
helm history my-release --max 5 --output yaml`,
    flags: [
      {
        name: 'col-width',
        type: 'uint',
        default: '60',
        description: 'Maximum width of a column in the table output; longer values are cut.',
      },
      {
        name: 'max',
        type: 'int32',
        default: '256',
        description: 'Maximum number of revisions to include in the history.',
      },
      {
        name: 'output',
        shorthand: 'o',
        type: 'string',
        default: '"table"',
        description: 'Output format: `table`, `json` or `yaml`.',
      },
      ...tillerTlsFlags,
    ],
  },
];
