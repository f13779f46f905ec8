import type {CommandSpec, FlagSpec} from '../types';

/** `--no-descriptions`: every shell subcommand of Helm 3.19 defines it (bash too, since Helm 3.7). */
const noDescriptions: FlagSpec = {
  name: 'no-descriptions',
  type: 'bool',
  description: {
    en: 'Generate a script that completes names only, without the short description shown next to each candidate.',
    uk: 'Згенерувати скрипт, який доповнює лише назви, без короткого опису поруч із кожним варіантом.',
  },
};

export const commands: readonly CommandSpec[] = [
  {
    path: ['completion'],
    usage: 'helm completion [command]',
    short: {
      en: 'Generate shell autocompletion scripts for Helm.',
      uk: 'Згенерувати скрипти автодоповнення Helm для командної оболонки.',
    },
    long: {
      en: `Print a script that teaches your shell to complete Helm commands, flags and arguments when you press Tab.
Choose the subcommand that matches your shell: \`bash\`, \`fish\`, \`powershell\` or \`zsh\`.

Besides command and flag names, the generated scripts ask Helm itself for dynamic values, so that release
names, revisions, repository names, chart names, plugin names and kubeconfig contexts are completed as well.
In shells that support it, each candidate is shown with a short description; \`--no-descriptions\` turns
those off.`,
      uk: `Виводить скрипт, завдяки якому командна оболонка доповнює команди, прапорці й аргументи Helm після натискання
Tab. Оберіть підкоманду для своєї оболонки: \`bash\`, \`fish\`, \`powershell\` або \`zsh\`.

Окрім назв команд і прапорців, згенеровані скрипти запитують у самого Helm динамічні значення, тож
доповнюються й назви релізів, ревізії, назви репозиторіїв, чартів і плагінів, а також контексти kubeconfig.
В оболонках, що це підтримують, кожен варіант супроводжує короткий опис; прапорець \`--no-descriptions\`
вимикає ці описи.`,
    },
  },
  {
    path: ['completion', 'bash'],
    usage: 'helm completion bash [flags]',
    short: {
      en: 'Generate the autocompletion script for bash.',
      uk: 'Згенерувати скрипт автодоповнення для bash.',
    },
    long: {
      en: `Print the autocompletion script for bash. The script relies on the \`bash-completion\` package.

To enable completion in the current session, source the output directly. To enable it for every new
session, save the output once into the bash-completion directory: \`/etc/bash_completion.d/helm\` on Linux,
or \`$(brew --prefix)/etc/bash_completion.d/helm\` (often \`/usr/local/etc/bash_completion.d/helm\`) on macOS.`,
      uk: `Виводить скрипт автодоповнення для bash. Скрипт потребує пакета \`bash-completion\`.

Щоб увімкнути автодоповнення в поточному сеансі, виконайте вивід команди через \`source\`. Щоб воно працювало
в кожному новому сеансі, один раз збережіть вивід у каталог bash-completion: \`/etc/bash_completion.d/helm\`
у Linux або \`$(brew --prefix)/etc/bash_completion.d/helm\` (часто це \`/usr/local/etc/bash_completion.d/helm\`)
у macOS.`,
    },
    examples: `# Load completion in the current shell session
source <(helm completion bash)

# Load completion for every new session (Linux)
helm completion bash > /etc/bash_completion.d/helm`,
    flags: [noDescriptions],
  },
  {
    path: ['completion', 'fish'],
    usage: 'helm completion fish [flags]',
    short: {
      en: 'Generate the autocompletion script for fish.',
      uk: 'Згенерувати скрипт автодоповнення для fish.',
    },
    long: {
      en: `Print the autocompletion script for the fish shell.

Pipe the output to \`source\` to enable completion in the current session. To enable it for every new
session, save the output once as \`~/.config/fish/completions/helm.fish\`; it takes effect in shells started
after that.`,
      uk: `Виводить скрипт автодоповнення для оболонки fish.

Щоб увімкнути автодоповнення в поточному сеансі, передайте вивід команді \`source\`. Щоб воно працювало в
кожному новому сеансі, один раз збережіть вивід як \`~/.config/fish/completions/helm.fish\`; зміни діятимуть в
оболонках, запущених після цього.`,
    },
    examples: `# Load completion in the current shell session
helm completion fish | source

# Load completion for every new session
helm completion fish > ~/.config/fish/completions/helm.fish`,
    flags: [noDescriptions],
  },
  {
    path: ['completion', 'powershell'],
    usage: 'helm completion powershell [flags]',
    short: {
      en: 'Generate the autocompletion script for PowerShell.',
      uk: 'Згенерувати скрипт автодоповнення для PowerShell.',
    },
    long: {
      en: `Print the autocompletion script for PowerShell.

To enable completion in the current session, pipe the output through \`Out-String\` into
\`Invoke-Expression\`. To enable it for every new session, add that same command to your PowerShell profile
(the file named by \`$PROFILE\`).`,
      uk: `Виводить скрипт автодоповнення для PowerShell.

Щоб увімкнути автодоповнення в поточному сеансі, передайте вивід через \`Out-String\` до \`Invoke-Expression\`.
Щоб воно працювало в кожному новому сеансі, додайте цю саму команду до свого профілю PowerShell (файлу, на
який указує \`$PROFILE\`).`,
    },
    examples: `# Load completion in the current PowerShell session
helm completion powershell | Out-String | Invoke-Expression`,
    flags: [noDescriptions],
  },
  {
    path: ['completion', 'zsh'],
    usage: 'helm completion zsh [flags]',
    short: {
      en: 'Generate the autocompletion script for zsh.',
      uk: 'Згенерувати скрипт автодоповнення для zsh.',
    },
    long: {
      en: `Print the autocompletion script for zsh.

Source the output to enable completion in the current session. To enable it for every new session, save
the output once as a file named \`_helm\` in a directory of your \`fpath\`, for example
\`"\${fpath[1]}/_helm"\`. Completion in zsh needs \`compinit\` to be loaded, which most zsh setups already do.`,
      uk: `Виводить скрипт автодоповнення для zsh.

Щоб увімкнути автодоповнення в поточному сеансі, виконайте вивід через \`source\`. Щоб воно працювало в кожному
новому сеансі, один раз збережіть вивід у файл \`_helm\` в одному з каталогів \`fpath\`, наприклад
\`"\${fpath[1]}/_helm"\`. Автодоповнення в zsh потребує завантаженого \`compinit\`, що більшість налаштувань zsh
уже робить.`,
    },
    examples: `# Load completion in the current shell session
source <(helm completion zsh)

# Load completion for every new session
helm completion zsh > "\${fpath[1]}/_helm"`,
    flags: [noDescriptions],
  },
];
