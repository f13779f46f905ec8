import type {CommandSpec} from '../types';

export const commands: readonly CommandSpec[] = [
  {
    path: ['completion'],
    usage: 'helm completion SHELL [flags]',
    short: {
      en: 'Generate an autocompletion script for the given shell (bash or zsh).',
      uk: 'Згенерувати скрипт автодоповнення для вказаної оболонки (bash або zsh).',
    },
    long: {
      en: `Print a script that lets your shell complete Helm commands and flags when you press Tab. In Helm 2 the shell is
an argument, \`bash\` or \`zsh\`, not a subcommand as in Helm 3.

Besides command and flag names, the bash script asks Helm for dynamic values: release names after commands such
as \`delete\`, \`history\`, \`status\`, \`upgrade\`, \`rollback\` and \`get\`, repository names after
\`repo remove\` and \`repo update\`, and plugin names after \`plugin remove\` and \`plugin update\`. Listing
releases needs a working connection to Tiller.

Source the output to enable completion in the current session, or add that line to your shell's start-up file
(\`~/.bashrc\` or \`~/.zshrc\`) to have it in every new session.`,
      uk: `Виводить скрипт, завдяки якому командна оболонка доповнює команди й прапорці Helm після натискання Tab. У Helm 2
оболонку задають аргументом, \`bash\` або \`zsh\`, а не підкомандою, як у Helm 3.

Окрім назв команд і прапорців, скрипт для bash запитує в Helm динамічні значення: назви релізів після таких
команд, як \`delete\`, \`history\`, \`status\`, \`upgrade\`, \`rollback\` і \`get\`, назви репозиторіїв після
\`repo remove\` і \`repo update\` та назви плагінів після \`plugin remove\` і \`plugin update\`. Щоб отримати
список релізів, потрібне робоче з'єднання з Tiller.

Щоб увімкнути автодоповнення в поточному сеансі, виконайте вивід команди через \`source\`; щоб воно працювало в
кожному новому сеансі, додайте цей рядок у файл запуску оболонки (\`~/.bashrc\` або \`~/.zshrc\`).`,
    },
    examples: `# Enable completion in the current bash session
source <(helm completion bash)

# Enable it for every new zsh session
echo 'source <(helm completion zsh)' >> ~/.zshrc`,
  },
];
