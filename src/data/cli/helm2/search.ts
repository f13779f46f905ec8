import type {CommandSpec} from '../types';
import {develFlag, outputFlag} from './install';
import {colWidthFlag} from './list';

export const commands: readonly CommandSpec[] = [
  {
    path: ['search'],
    usage: 'helm search [keyword] [flags]',
    short: 'Search for a keyword in charts.',
    long: `Search the charts of every repository you added, using the indexes cached by \`helm repo add\` and
\`helm repo update\`; nothing is fetched from the network. Without a keyword, all charts are listed.

The latest stable version of each matching chart is shown. \`--devel\` includes pre-release versions, \`--version\`
applies a SemVer constraint such as \`^1.0.0\`, and \`-l\`/\`--versions\` lists every version on its own line.

Keywords are matched against the chart name, description and keywords; several words are searched as one phrase,
as in \`helm search key-value store\`. With \`-r\`/\`--regexp\`, the keyword is a regular expression. The fields of
a chart are separated by vertical tabs (\`\\v\`), so \`helm search --regexp '\\vstable/mysql\\v'\` finds exactly the
chart \`stable/mysql\`.`,
    examples: `helm search nginx
helm search nginx --devel
helm search nginx-ingress --version ^1.0.0
helm search stable/mariadb -l
helm search database --output yaml`,
    flags: [
      colWidthFlag,
      develFlag,
      outputFlag,
      {
        name: 'regexp',
        shorthand: 'r',
        type: 'bool',
        description: 'Treat the keyword as a regular expression.',
      },
      {
        name: 'version',
        shorthand: 'v',
        type: 'string',
        description: 'Show only chart versions that satisfy this SemVer constraint, such as `^1.0.0`.',
      },
      {
        name: 'versions',
        shorthand: 'l',
        type: 'bool',
        description: 'Long listing: show every version of every matching chart on its own line.',
      },
    ],
  },
];
