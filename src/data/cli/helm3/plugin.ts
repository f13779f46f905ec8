import type {CommandSpec} from '../types';

export const commands: readonly CommandSpec[] = [
  {
    path: ['plugin'],
    usage: 'helm plugin [command]',
    short: 'Install, list, or uninstall Helm plugins.',
    long: `Manage client-side Helm plugins.

A plugin is an add-on tool that Helm runs as one of its own commands, without being part of the Helm code.
Plugins are written in any language: each is a directory holding a \`plugin.yaml\` file and usually a script or
binary. \`plugin.yaml\` gives the plugin's \`name\`, \`version\`, \`usage\` and \`description\`, the \`command\` to
run (or a \`platformCommand\` per operating system and architecture), and optional \`hooks\` run on install,
update and delete.

A minimal \`plugin.yaml\`:

\`\`\`yaml
name: "hello"
version: "0.1.0"
usage: "say hello"
description: "Print a greeting"
command: "$HELM_PLUGIN_DIR/hello.sh"
\`\`\`

**Where plugins live.** Helm looks for plugins in its plugins directory, which \`HELM_PLUGINS\` can change.
By default it is \`~/.local/share/helm/plugins\` on Linux (\`$XDG_DATA_HOME/helm/plugins\` when \`XDG_DATA_HOME\` is set),
\`~/Library/helm/plugins\` on macOS and \`%APPDATA%\\helm\\plugins\` on Windows. \`helm env HELM_PLUGINS\`
prints the directory in use.

**How plugins run.** An installed plugin becomes a top-level command: a plugin named \`diff\` runs as
\`helm diff\`, and \`helm help\` lists it with the \`usage\` text from its \`plugin.yaml\`. Helm passes the plugin its arguments and describes its environment in variables such as \`HELM_PLUGIN_NAME\`,
\`HELM_PLUGIN_DIR\`, \`HELM_BIN\`, \`HELM_NAMESPACE\` and \`HELM_KUBECONTEXT\`.

Besides commands, a plugin can act as a *downloader*: by declaring protocols such as \`s3://\` or \`gs://\` under
\`downloaders\`, it lets Helm fetch charts and repository indexes from storage Helm does not support natively.

Setting \`HELM_NO_PLUGINS=1\` disables all plugins. Plugins run with your user's permissions, so install only
plugins you trust.`,
    examples: `# Install a plugin, list the installed plugins, then run it
helm plugin install https://github.com/databus23/helm-diff
helm plugin list
helm diff upgrade my-release ./mychart`,
  },
  {
    path: ['plugin', 'install'],
    aliases: ['add'],
    usage: 'helm plugin install [options] <path|url> [flags]',
    short: 'Install a Helm plugin.',
    long: `Install a plugin into Helm's plugins directory. The source can be:

- the URL of a version control repository, such as a GitHub project. Helm clones it; \`--version\` picks a tagged
  release;
- the URL of a plugin archive (\`.tar.gz\` or \`.tgz\`), which Helm downloads and unpacks;
- a local directory. Helm links to it instead of copying it, so changes to the directory take effect at once,
  which is convenient while developing a plugin.

After installation, the plugin's \`install\` hook runs, if it has one. Installing fails if the plugin is
already installed. The command takes one source at a time.`,
    examples: `# From a Git repository, latest version
helm plugin install https://github.com/databus23/helm-diff

# A specific tagged version
helm plugin install https://github.com/databus23/helm-diff --version v3.9.0

# From a local directory, while developing
helm plugin install ./my-plugin`,
    flags: [
      {
        name: 'version',
        type: 'string',
        description: 'Version or semantic version constraint to install, matched against the tags of a version control repository. Without it, the latest version is installed.',
      },
    ],
  },
  {
    path: ['plugin', 'list'],
    aliases: ['ls'],
    usage: 'helm plugin list [flags]',
    short: 'List installed Helm plugins.',
    long: `Show the plugins installed in Helm's plugins directory, in a table with each plugin's name, version and
description, as declared in its \`plugin.yaml\`.`,
    examples: `helm plugin list`,
  },
  {
    path: ['plugin', 'uninstall'],
    aliases: ['rm', 'remove'],
    usage: 'helm plugin uninstall <plugin>... [flags]',
    short: 'Uninstall one or more Helm plugins.',
    long: `Remove the named plugins from Helm's plugins directory and run each plugin's \`delete\` hook, if it has one.
Give plugin names as \`helm plugin list\` shows them. For a plugin installed from a local directory, only the
link is removed; the directory itself is kept. Names that do not match an installed plugin are reported as
errors after the others have been processed.`,
    examples: `helm plugin uninstall diff
helm plugin rm diff secrets`,
  },
  {
    path: ['plugin', 'update'],
    aliases: ['up'],
    usage: 'helm plugin update <plugin>... [flags]',
    short: 'Update one or more Helm plugins.',
    long: `Update the named plugins, then run each plugin's \`update\` hook, if it has one.

Only plugins whose files form a version control checkout can be updated: Helm pulls the latest changes from the
repository they were cloned from, and refuses if the plugin's files were changed locally. This covers plugins
installed from a repository URL, and plugins linked from a local directory that is itself a Git checkout.
Plugins installed from an archive URL cannot be updated this way (Helm reports that it cannot get information
about the plugin source): uninstall and install them again instead.

Names that do not match an installed plugin are reported as errors after the others have been processed.`,
    examples: `helm plugin update diff
helm plugin up diff secrets`,
  },
];
