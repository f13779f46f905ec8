import type {CommandSpec, FlagSpec} from '../types';

/** `--no-descriptions`: every shell subcommand of Helm 3.19 defines it (bash too, since Helm 3.7). */
const noDescriptions: FlagSpec = {
  name: 'no-descriptions',
  type: 'bool',
  description: 'Generate a script that completes names only, without the short description shown next to each candidate.',
};

export const commands: readonly CommandSpec[] = [
  {
    path: ['completion'],
    usage: 'helm completion [command]',
    short: 'Generate shell autocompletion scripts for Helm.',
    long: `Print a script that teaches your shell to complete Helm commands, flags and arguments when you press Tab.
Choose the subcommand that matches your shell: \`bash\`, \`fish\`, \`powershell\` or \`zsh\`.

Besides command and flag names, the generated scripts ask Helm itself for dynamic values, so that release
names, revisions, repository names, chart names, plugin names and kubeconfig contexts are completed as well.
In shells that support it, each candidate is shown with a short description; \`--no-descriptions\` turns
those off.`,
  },
  {
    path: ['completion', 'bash'],
    usage: 'helm completion bash [flags]',
    short: 'Generate the autocompletion script for bash.',
    long: `Print the autocompletion script for bash. The script relies on the \`bash-completion\` package.

To enable completion in the current session, source the output directly. To enable it for every new
session, save the output once into the bash-completion directory: \`/etc/bash_completion.d/helm\` on Linux,
or \`$(brew --prefix)/etc/bash_completion.d/helm\` (often \`/usr/local/etc/bash_completion.d/helm\`) on macOS.`,
    examples: `# Load completion in the current shell session
source <(helm completion bash)

# Load completion for every new session (Linux)
helm completion bash > /etc/bash_completion.d/helm`,
    flags: [noDescriptions],
  },
  {
    path: ['completion', 'fish'],
    usage: 'helm completion fish [flags]',
    short: 'Generate the autocompletion script for fish.',
    long: `Print the autocompletion script for the fish shell.

Pipe the output to \`source\` to enable completion in the current session. To enable it for every new
session, save the output once as \`~/.config/fish/completions/helm.fish\`; it takes effect in shells started
after that.`,
    examples: `# Load completion in the current shell session
helm completion fish | source

# Load completion for every new session
helm completion fish > ~/.config/fish/completions/helm.fish`,
    flags: [noDescriptions],
  },
  {
    path: ['completion', 'powershell'],
    usage: 'helm completion powershell [flags]',
    short: 'Generate the autocompletion script for PowerShell.',
    long: `Print the autocompletion script for PowerShell.

To enable completion in the current session, pipe the output through \`Out-String\` into
\`Invoke-Expression\`. To enable it for every new session, add that same command to your PowerShell profile
(the file named by \`$PROFILE\`).`,
    examples: `# Load completion in the current PowerShell session
helm completion powershell | Out-String | Invoke-Expression`,
    flags: [noDescriptions],
  },
  {
    path: ['completion', 'zsh'],
    usage: 'helm completion zsh [flags]',
    short: 'Generate the autocompletion script for zsh.',
    long: `Print the autocompletion script for zsh.

Source the output to enable completion in the current session. To enable it for every new session, save
the output once as a file named \`_helm\` in a directory of your \`fpath\`, for example
\`"\${fpath[1]}/_helm"\`. Completion in zsh needs \`compinit\` to be loaded, which most zsh setups already do.`,
    examples: `# Load completion in the current shell session
source <(helm completion zsh)

# Load completion for every new session
helm completion zsh > "\${fpath[1]}/_helm"`,
    flags: [noDescriptions],
  },
];
