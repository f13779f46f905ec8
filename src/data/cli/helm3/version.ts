import type {CommandSpec} from '../types';

export const version: CommandSpec = {
  path: ['version'],
  usage: 'helm version [flags]',
  short: 'Print the client version information.',
  long: `Show the version of this Helm client.

The output looks like \`version.BuildInfo{Version:"v3.19.0", GitCommit:"...", GitTreeState:"clean", GoVersion:"go1.24.7"}\`:
\`Version\` is the semantic version of the release, \`GitCommit\` the commit it was built from, \`GitTreeState\` is
\`clean\` when the build had no local changes, and \`GoVersion\` names the Go toolchain used. \`--template\` prints
any of these fields alone.`,
  examples: `helm version
helm version --short
helm version --template='Version: {{.Version}}'`,
  flags: [
    {
      name: 'short',
      type: 'bool',
      description: 'Print only the version number.',
    },
    {
      name: 'template',
      type: 'string',
      description: 'Go template for the output, for example `{{.Version}}`.',
    },
  ],
};
