import type {CommandSpec} from '../types';
import {tlsFlags} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['reset'],
    usage: 'helm reset [flags]',
    short: 'Uninstall Tiller from a cluster.',
    long: `Remove Tiller, the server-side component of Helm 2, from the cluster: \`helm reset\` deletes what \`helm init\`
installed in the namespace named by \`--tiller-namespace\`. It is the counterpart of \`helm init\`.

Releases are left alone: their Kubernetes resources keep running and the release records Tiller stored stay in the
cluster, so a Tiller installed again later in the same namespace sees the same releases. While any release is still
deployed, \`helm reset\` refuses to run; \`--force\` removes Tiller anyway, also when Tiller is not in a ready state.

\`--remove-helm-home\` also deletes the local Helm configuration in \`$HELM_HOME\` (by default \`~/.helm\`), with the
repository list, cached indexes, plugins and starters.

Moving to Helm 3, which needs no Tiller, is the usual reason to reset: migrate the releases first (for example with
the \`helm-2to3\` plugin), since Helm 3 does not read the release records of Tiller by itself.`,
    examples: `helm reset
helm reset --tiller-namespace tiller-system
helm reset --force --remove-helm-home`,
    flags: [
      {
        name: 'force',
        shorthand: 'f',
        type: 'bool',
        description: 'Uninstall Tiller even if releases are still deployed or Tiller is not ready. The releases are not deleted.',
      },
      {
        name: 'remove-helm-home',
        type: 'bool',
        description: 'Also delete the local Helm configuration directory, `$HELM_HOME`.',
      },
      ...tlsFlags,
    ],
  },
];
