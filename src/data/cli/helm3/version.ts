import type {CommandSpec} from '../types';

export const version: CommandSpec = {
  path: ['version'],
  usage: 'helm version [flags]',
  short: {en: 'Print the client version information.', uk: 'Показати відомості про версію клієнта.'},
  long: {
    en: `Show the version of this Helm client.

The output looks like \`version.BuildInfo{Version:"v3.19.0", GitCommit:"...", GitTreeState:"clean", GoVersion:"go1.24.7"}\`:
\`Version\` is the semantic version of the release, \`GitCommit\` the commit it was built from, \`GitTreeState\` is
\`clean\` when the build had no local changes, and \`GoVersion\` names the Go toolchain used. \`--template\` prints
any of these fields alone.`,
    uk: `Показує версію цього клієнта Helm.

Вивід має вигляд \`version.BuildInfo{Version:"v3.19.0", GitCommit:"...", GitTreeState:"clean", GoVersion:"go1.24.7"}\`:
\`Version\` — семантична версія випуску, \`GitCommit\` — коміт, з якого його зібрано, \`GitTreeState\` дорівнює
\`clean\`, якщо під час збирання не було локальних змін, а \`GoVersion\` називає версію Go. Прапорець
\`--template\` виводить будь-яке з цих полів окремо.`,
  },
  examples: `helm version
helm version --short
helm version --template='Version: {{.Version}}'`,
  flags: [
    {
      name: 'short',
      type: 'bool',
      description: {en: 'Print only the version number.', uk: 'Вивести лише номер версії.'},
    },
    {
      name: 'template',
      type: 'string',
      description: {
        en: 'Go template for the output, for example `{{.Version}}`.',
        uk: 'Go-шаблон для виводу, наприклад `{{.Version}}`.',
      },
    },
  ],
};
