import type {CommandSpec} from '../types';
import {setFlags, valuesFlag} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['lint'],
    usage: 'helm lint [flags] PATH',
    short: 'Examine a chart for possible issues.',
    long: `Run a series of checks on a chart to verify that it is well-formed. Give the path of a chart directory or
packaged chart; several paths can be checked at once.

Problems that would make the installation fail are reported as \`[ERROR]\` and make the command fail. Departures from
conventions and recommendations are reported as \`[WARNING]\`; with \`--strict\`, warnings make the command fail too.
The templates are rendered with the chart's values, overridden by \`-f\`/\`--values\` and the \`--set\` flags.`,
    examples: `helm lint ./mychart
helm lint ./mychart --strict -f values-prod.yaml`,
    flags: [
      {
        name: 'namespace',
        type: 'string',
        default: '"default"',
        description: 'Namespace to render the release into while linting.',
      },
      ...setFlags,
      {
        name: 'strict',
        type: 'bool',
        description: 'Fail on warnings as well as on errors.',
      },
      valuesFlag,
    ],
  },
];
