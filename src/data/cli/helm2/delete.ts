import type {CommandSpec} from '../types';
import {tillerTlsFlags} from './root';

export const commands: readonly CommandSpec[] = [
  {
    path: ['delete'],
    aliases: ['del'],
    usage: 'helm delete [flags] RELEASE_NAME [...]',
    short: 'Given a release name, delete the release from Kubernetes.',
    long: `Ask Tiller to delete one or more releases: it removes from the cluster every resource created by the release's
last revision, running the chart's \`pre-delete\` and \`post-delete\` hooks around the deletion unless
\`--no-hooks\` is given. Resources annotated with \`helm.sh/resource-policy: keep\` are left in place.

By default Tiller keeps the release record with the status \`DELETED\`: the name stays taken, \`helm list
--deleted\` still shows the release, and \`helm rollback\` can bring it back. With \`--purge\`, the record and
the whole history are removed as well, and the name can be used again by a new release.

Use \`--dry-run\` to see which releases would be deleted without deleting anything.`,
    examples: `helm delete my-release

# Delete two releases and free their names for reuse
helm delete --purge my-release other-release`,
    flags: [
      {
        name: 'description',
        type: 'string',
        description: 'Custom description to record for the release instead of the default one, shown by `helm history`.',
      },
      {
        name: 'dry-run',
        type: 'bool',
        description: 'Simulate the deletion without removing anything.',
      },
      {
        name: 'no-hooks',
        type: 'bool',
        description: 'Do not run the `pre-delete` and `post-delete` hooks of the chart.',
      },
      {
        name: 'purge',
        type: 'bool',
        description: 'Also remove the release record and its history from Tiller, so that the release name can be used again.',
      },
      {
        name: 'timeout',
        type: 'int',
        default: '300',
        description: 'Seconds to wait for any individual Kubernetes operation, such as a Job run by a hook.',
      },
      ...tillerTlsFlags,
    ],
  },
];
