import type {CommandSpec} from '../types';
import {descriptionFlag, timeoutFlag} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['uninstall'],
    aliases: ['del', 'delete', 'un'],
    usage: 'helm uninstall RELEASE_NAME [...] [flags]',
    short: 'Uninstall a release.',
    long: `Uninstall one or more releases by name. Helm deletes every resource that belongs to the release's current
revision and, unless \`--keep-history\` is given, the release history too, so the name can be used again.

Add \`--dry-run\` to see which releases would be uninstalled without touching them.`,
    examples: `helm uninstall my-app
helm uninstall my-app my-other-app --namespace apps
helm uninstall my-app --keep-history --wait`,
    flags: [
      {
        name: 'cascade',
        type: 'string',
        default: '"background"',
        description: 'How Kubernetes deletes the dependents of each resource: `background`, `foreground` or `orphan`.',
      },
      descriptionFlag,
      {
        name: 'dry-run',
        type: 'bool',
        description: 'Simulate the uninstall without deleting anything.',
      },
      {
        name: 'ignore-not-found',
        type: 'bool',
        description: 'Treat a release that does not exist as successfully uninstalled instead of failing.',
      },
      {
        name: 'keep-history',
        type: 'bool',
        description: 'Delete the resources and mark the release as uninstalled, but keep its history.',
      },
      {
        name: 'no-hooks',
        type: 'bool',
        description: 'Do not run the chart hooks during the uninstall.',
      },
      timeoutFlag,
      {
        name: 'wait',
        type: 'bool',
        description: 'Wait until all the resources are deleted before returning, for at most `--timeout`.',
      },
    ],
  },
];
