import type {CommandSpec} from '../types';
import {outputFlag} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['list'],
    aliases: ['ls'],
    usage: 'helm list [flags]',
    short: 'List releases.',
    long: `List the releases in a namespace: the one given with \`--namespace\`, or else the namespace of the current
kubeconfig context. \`--all-namespaces\` lists every namespace at once.

Without status flags, only deployed and failed releases are shown. Flags such as \`--uninstalled\`, \`--pending\`
or \`--all\` change that, and they can be combined: \`--uninstalled --failed\` shows both kinds. Releases are sorted
by name; \`--date\` sorts them by release date and \`--reverse\` turns the order around.

\`--filter\` takes a Perl-compatible regular expression and keeps only the releases whose names match it.
\`--selector\` filters by release labels instead. When nothing matches, the command still succeeds and prints only
the table header, or nothing with \`--short\`.

At most 256 releases are returned by default. \`--max\` changes that limit (\`0\` leaves it to the storage
backend, which may return many more), and \`--max\` together with \`--offset\` pages through a long list.`,
    examples: `helm list
helm list --all-namespaces
helm list --filter 'ingress' --output json
helm list --uninstalled --failed --date --reverse`,
    flags: [
      {
        name: 'all',
        shorthand: 'a',
        type: 'bool',
        description: 'Show releases in every status, with no status filter.',
      },
      {
        name: 'all-namespaces',
        shorthand: 'A',
        type: 'bool',
        description: 'List releases across all namespaces.',
      },
      {
        name: 'date',
        shorthand: 'd',
        type: 'bool',
        description: 'Sort by release date.',
      },
      {
        name: 'deployed',
        type: 'bool',
        description: 'Show deployed releases. Turned on automatically when no other status flag is given.',
      },
      {
        name: 'failed',
        type: 'bool',
        description: 'Show failed releases.',
      },
      {
        name: 'filter',
        shorthand: 'f',
        type: 'string',
        description: 'Perl-compatible regular expression; only releases whose names match it are listed.',
      },
      {
        name: 'max',
        shorthand: 'm',
        type: 'int',
        default: '256',
        description: 'Maximum number of releases to fetch.',
      },
      {
        name: 'no-headers',
        type: 'bool',
        description: 'Do not print the table header in the default output format.',
      },
      {
        name: 'offset',
        type: 'int',
        description: 'Index of the first release to return, counted from the start of the list.',
      },
      outputFlag,
      {
        name: 'pending',
        type: 'bool',
        description: 'Show pending releases.',
      },
      {
        name: 'reverse',
        shorthand: 'r',
        type: 'bool',
        description: 'Reverse the sort order.',
      },
      {
        name: 'selector',
        shorthand: 'l',
        type: 'string',
        description: 'Label selector to filter releases by, with `=`, `==` and `!=`, for example `-l key1=value1,key2=value2`. Works only with the `secret` (default) and `configmap` storage drivers.',
      },
      {
        name: 'short',
        shorthand: 'q',
        type: 'bool',
        description: 'Print only the release names.',
      },
      {
        name: 'superseded',
        type: 'bool',
        description: 'Show superseded releases.',
      },
      {
        name: 'time-format',
        type: 'string',
        description: 'Format times with a Go time layout, for example `--time-format "2006-01-02 15:04:05Z0700"`.',
      },
      {
        name: 'uninstalled',
        type: 'bool',
        description: 'Show uninstalled releases; these exist only when `helm uninstall --keep-history` was used.',
      },
      {
        name: 'uninstalling',
        type: 'bool',
        description: 'Show releases that are being uninstalled right now.',
      },
    ],
  },
];
