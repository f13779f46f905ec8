import type {CommandSpec} from '../types';

export const commands: readonly CommandSpec[] = [
  {
    path: ['env'],
    usage: 'helm env [flags]',
    short: {en: 'Print the Helm client environment information.', uk: 'Показати відомості про середовище клієнта Helm.'},
    long: {
      en: `Print the environment settings Helm is using, one \`NAME="value"\` line per variable, sorted by name. The values
are those in effect: the variable itself when it is set, otherwise what the matching global flag or Helm's
default gives. The list covers the locations Helm uses (\`HELM_CACHE_HOME\`, \`HELM_CONFIG_HOME\`,
\`HELM_DATA_HOME\`, \`HELM_PLUGINS\`, \`HELM_REGISTRY_CONFIG\`, \`HELM_REPOSITORY_CACHE\`,
\`HELM_REPOSITORY_CONFIG\`), the namespace, the history limit, the request rate limits, the settings for
connecting to Kubernetes, \`HELM_DEBUG\` and \`HELM_BIN\` (the path of the running Helm binary).

Give the name of one variable as an argument to print only its value, which is handy in scripts.`,
      uk: `Виводить налаштування середовища, які використовує Helm, — по одному рядку \`NAME="value"\` на змінну, за
абеткою. Показано чинні значення: саму змінну, якщо її задано, інакше значення відповідного глобального
прапорця або типове значення Helm. Перелік охоплює розташування, якими користується Helm (\`HELM_CACHE_HOME\`,
\`HELM_CONFIG_HOME\`, \`HELM_DATA_HOME\`, \`HELM_PLUGINS\`, \`HELM_REGISTRY_CONFIG\`, \`HELM_REPOSITORY_CACHE\`,
\`HELM_REPOSITORY_CONFIG\`), простір імен, обмеження історії, обмеження частоти запитів, параметри з'єднання з
Kubernetes, \`HELM_DEBUG\` і \`HELM_BIN\` (шлях до запущеного виконуваного файлу Helm).

Щоб вивести значення лише однієї змінної, передайте її назву як аргумент — це зручно у скриптах.`,
    },
    examples: `# Show every setting
helm env

# Print only the directory where plugins are installed
helm env HELM_PLUGINS`,
  },
];
