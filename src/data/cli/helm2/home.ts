import type {CommandSpec} from '../types';

export const commands: readonly CommandSpec[] = [
  {
    path: ['home'],
    usage: 'helm home [flags]',
    short: 'Display the location of HELM_HOME.',
    long: `Print the path of the Helm home directory, where the client keeps its configuration: the list of chart
repositories and their cached indexes, starter scaffolds, plugins, the local chart repository and the TLS files.
It is \`~/.helm\` unless \`$HELM_HOME\` or \`--home\` says otherwise, and \`helm init\` creates it.

With \`--debug\`, the paths of the repository directory, the repositories file, the cache, the cached index of
the \`stable\` repository, the starters, the local repository and the plugins are printed as well.`,
    examples: `helm home
helm home --debug`,
  },
];
