import type {CommandSpec} from '../types';
import {tlsFlags} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['version'],
    usage: 'helm version [flags]',
    short: {
      en: 'Print the client/server version information.',
      uk: 'Показати відомості про версії клієнта й сервера.',
    },
    long: {
      en: `Show the version of the Helm client and of the Tiller server it talks to. The output looks like this:

\`\`\`text
Client: &version.Version{SemVer:"v2.17.0", GitCommit:"...", GitTreeState:"clean"}
Server: &version.Version{SemVer:"v2.17.0", GitCommit:"...", GitTreeState:"clean"}
\`\`\`

\`SemVer\` is the semantic version of the release, \`GitCommit\` the commit it was built from, and \`GitTreeState\`
is \`clean\` when the build had no local changes and \`dirty\` when it did. \`--client\` or \`--server\` limits the
output to one side; with \`--client\`, no connection to Tiller is needed. Client and server should run the same
version.`,
      uk: `Показує версію клієнта Helm і сервера Tiller, з яким він працює. Вивід має такий вигляд:

\`\`\`text
Client: &version.Version{SemVer:"v2.17.0", GitCommit:"...", GitTreeState:"clean"}
Server: &version.Version{SemVer:"v2.17.0", GitCommit:"...", GitTreeState:"clean"}
\`\`\`

\`SemVer\` — семантична версія випуску, \`GitCommit\` — коміт, з якого його зібрано, а \`GitTreeState\` дорівнює
\`clean\`, якщо під час збирання не було локальних змін, і \`dirty\`, якщо були. \`--client\` або \`--server\` обмежує
вивід однією стороною; з \`--client\` під'єднання до Tiller не потрібне. Клієнт і сервер мають бути однієї версії.`,
    },
    examples: `helm version
helm version --client --short
helm version --template '{{.Client.SemVer}}'`,
    flags: [
      {
        name: 'client',
        shorthand: 'c',
        type: 'bool',
        description: {en: 'Show only the client version.', uk: 'Показати лише версію клієнта.'},
      },
      {
        name: 'server',
        shorthand: 's',
        type: 'bool',
        description: {en: 'Show only the server (Tiller) version.', uk: 'Показати лише версію сервера (Tiller).'},
      },
      {
        name: 'short',
        type: 'bool',
        description: {
          en: 'Print only the version number, followed by the abbreviated commit hash.',
          uk: 'Вивести лише номер версії, а за ним скорочений геш коміту.',
        },
      },
      {
        name: 'template',
        type: 'string',
        description: {
          en: 'Go template for the output, for example `{{.Client.SemVer}}`.',
          uk: 'Go-шаблон для виводу, наприклад `{{.Client.SemVer}}`.',
        },
      },
      ...tlsFlags,
    ],
  },
];
