import type {CommandSpec} from '../types';
import {tlsFlags} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['version'],
    usage: 'helm version [flags]',
    short: 'Print the client/server version information.',
    long: `Show the version of the Helm client and of the Tiller server it talks to. The output looks like this:

\`\`\`text
Client: &version.Version{SemVer:"v2.17.0", GitCommit:"...", GitTreeState:"clean"}
Server: &version.Version{SemVer:"v2.17.0", GitCommit:"...", GitTreeState:"clean"}
\`\`\`

\`SemVer\` is the semantic version of the release, \`GitCommit\` the commit it was built from, and \`GitTreeState\`
is \`clean\` when the build had no local changes and \`dirty\` when it did. \`--client\` or \`--server\` limits the
output to one side; with \`--client\`, no connection to Tiller is needed. Client and server should run the same
version.`,
    examples: `helm version
helm version --client --short
helm version --template '{{.Client.SemVer}}'`,
    flags: [
      {
        name: 'client',
        shorthand: 'c',
        type: 'bool',
        description: 'Show only the client version.',
      },
      {
        name: 'server',
        shorthand: 's',
        type: 'bool',
        description: 'Show only the server (Tiller) version.',
      },
      {
        name: 'short',
        type: 'bool',
        description: 'Print only the version number, followed by the abbreviated commit hash.',
      },
      {
        name: 'template',
        type: 'string',
        description: 'Go template for the output, for example `{{.Client.SemVer}}`.',
      },
      ...tlsFlags,
    ],
  },
];
