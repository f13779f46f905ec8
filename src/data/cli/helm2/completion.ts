import type {CommandSpec} from '../types';

export const commands: readonly CommandSpec[] = [
  {
    path: ['completion'],
    usage: 'helm completion SHELL [flags]',
    short: 'Generate an autocompletion script for the given shell (bash or zsh).',
    long: `Print a script that lets your shell complete Helm commands and flags when you press Tab. In Helm 2 the shell is
an argument, \`bash\` or \`zsh\`, not a subcommand as in Helm 3.

Besides command and flag names, the bash script asks Helm for dynamic values: release names after commands such
as \`delete\`, \`history\`, \`status\`, \`upgrade\`, \`rollback\` and \`get\`, repository names after
\`repo remove\` and \`repo update\`, and plugin names after \`plugin remove\` and \`plugin update\`. Listing
releases needs a working connection to Tiller.

Source the output to enable completion in the current session, or add that line to your shell's start-up file
(\`~/.bashrc\` or \`~/.zshrc\`) to have it in every new session.`,
    examples: `# Enable completion in the current bash session
source <(helm completion bash)

# Enable it for every new zsh session
echo 'source <(helm completion zsh)' >> ~/.zshrc`,
  },
];
