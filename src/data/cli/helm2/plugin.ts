import type {CommandSpec} from '../types';

export const commands: readonly CommandSpec[] = [
  {
    path: ['plugin'],
    usage: 'helm plugin [command]',
    short: 'Add, list, or remove Helm plugins.',
    long: `Manage client-side Helm plugins: extra commands that run on your machine and appear as \`helm NAME\`.

A plugin is a directory with a \`plugin.yaml\` that names the command to run. Helm looks for plugins in
\`$HELM_HOME/plugins\` (or the directory named by \`$HELM_PLUGIN\`) and passes them its settings through environment
variables such as \`HELM_HOME\` and \`TILLER_NAMESPACE\`. Set \`HELM_NO_PLUGINS=1\` to disable all plugins.`,
    examples: `helm plugin install https://github.com/databus23/helm-diff
helm plugin list
helm plugin update diff
helm plugin remove diff`,
  },
  {
    path: ['plugin', 'install'],
    usage: 'helm plugin install [options] <path|url>... [flags]',
    short: 'Install one or more Helm plugins.',
    long: `Install a plugin from the URL of a version control repository, from the URL of a plugin archive, or from a
local directory. The plugin is placed in \`$HELM_HOME/plugins\`; if it defines an \`install\` hook, the hook runs
afterwards.`,
    examples: `helm plugin install https://github.com/technosophos/helm-template
helm plugin install ./my-plugin`,
    flags: [
      {
        name: 'version',
        type: 'string',
        description: 'Version constraint or tag for a plugin installed from a version control repository. Without it, the latest version is installed.',
      },
    ],
  },
  {
    path: ['plugin', 'list'],
    usage: 'helm plugin list [flags]',
    short: 'List installed Helm plugins.',
    examples: 'helm plugin list',
  },
  {
    path: ['plugin', 'remove'],
    usage: 'helm plugin remove <plugin>... [flags]',
    short: 'Remove one or more Helm plugins.',
    examples: 'helm plugin remove diff',
  },
  {
    path: ['plugin', 'update'],
    usage: 'helm plugin update <plugin>... [flags]',
    short: 'Update one or more Helm plugins.',
    long: 'Update the named plugins from the version control repositories they were installed from, then run their `update` hooks.',
    examples: 'helm plugin update diff',
  },
];
