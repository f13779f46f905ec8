import type {CommandSpec, FlagSpec} from '../types';
import {tlsFlags} from './install';

export const colWidthFlag: FlagSpec = {
  name: 'col-width',
  type: 'uint',
  default: '60',
  description: 'Maximum width of a column in the table output.',
};

export const commands: readonly CommandSpec[] = [
  {
    path: ['list'],
    aliases: ['ls'],
    usage: 'helm list [flags] [FILTER]',
    short: 'List releases.',
    long: `List the releases that Tiller manages. By default, only releases that are deployed or failed are shown; flags such
as \`--deleted\`, \`--pending\` or \`--all\` change that, and several status flags can be combined, for example
\`--deleted --failed\`.

Releases are sorted by name; \`-d\` sorts them by release date, \`-c\` by chart name, and \`-r\` reverses the order.
An argument is treated as a filter: a Perl-compatible regular expression that release names must match, such as
\`helm list 'ara[a-z]+'\`. When nothing matches, the command still succeeds and prints nothing (or only the table
headers).

Up to 256 releases are returned by default; \`--max\` changes the limit (\`0\` means Tiller's own default, which may
be much higher). Together with \`--offset\`, which names the release to start from, \`--max\` lets you page through a
long list: the table output shows the name to continue from.`,
    examples: `helm list
helm ls --all --namespace apps
helm list --deleted --failed
helm list 'ara[a-z]+' --output yaml
helm list --max 20 --offset my-release-21`,
    flags: [
      {
        name: 'all',
        shorthand: 'a',
        type: 'bool',
        description: 'Show releases in every status, not only deployed ones.',
      },
      {
        name: 'chart-name',
        shorthand: 'c',
        type: 'bool',
        description: 'Sort by chart name.',
      },
      colWidthFlag,
      {
        name: 'date',
        shorthand: 'd',
        type: 'bool',
        description: 'Sort by release date.',
      },
      {
        name: 'deleted',
        type: 'bool',
        description: 'Show deleted releases (deleted without `--purge`).',
      },
      {
        name: 'deleting',
        type: 'bool',
        description: 'Show releases that are being deleted right now.',
      },
      {
        name: 'deployed',
        type: 'bool',
        description: 'Show deployed releases. This is the default when no other status flag is given.',
      },
      {
        name: 'failed',
        type: 'bool',
        description: 'Show failed releases.',
      },
      {
        name: 'max',
        shorthand: 'm',
        type: 'int',
        default: '256',
        description: "Maximum number of releases to fetch; `0` leaves the limit to Tiller.",
      },
      {
        name: 'namespace',
        type: 'string',
        description: 'Show only the releases in this namespace.',
      },
      {
        name: 'offset',
        shorthand: 'o',
        type: 'string',
        description: 'Name of the release to start the list from, for paging with `--max`.',
      },
      {
        name: 'output',
        type: 'string',
        description: 'Print the list as `json` or `yaml` instead of a table.',
      },
      {
        name: 'pending',
        type: 'bool',
        description: 'Show pending releases: installs, upgrades and rollbacks in progress.',
      },
      {
        name: 'reverse',
        shorthand: 'r',
        type: 'bool',
        description: 'Reverse the sort order.',
      },
      {
        name: 'short',
        shorthand: 'q',
        type: 'bool',
        description: 'Print only the release names, one per line.',
      },
      ...tlsFlags,
    ],
  },
];
