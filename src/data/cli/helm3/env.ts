import type {CommandSpec} from '../types';

export const commands: readonly CommandSpec[] = [
  {
    path: ['env'],
    usage: 'helm env [flags]',
    short: 'Print the Helm client environment information.',
    long: `Print the environment settings Helm is using, one \`NAME="value"\` line per variable, sorted by name. The values
are those in effect: the variable itself when it is set, otherwise what the matching global flag or Helm's
default gives. The list covers the locations Helm uses (\`HELM_CACHE_HOME\`, \`HELM_CONFIG_HOME\`,
\`HELM_DATA_HOME\`, \`HELM_PLUGINS\`, \`HELM_REGISTRY_CONFIG\`, \`HELM_REPOSITORY_CACHE\`,
\`HELM_REPOSITORY_CONFIG\`), the namespace, the history limit, the request rate limits, the settings for
connecting to Kubernetes, \`HELM_DEBUG\` and \`HELM_BIN\` (the path of the running Helm binary).

Give the name of one variable as an argument to print only its value, which is handy in scripts.`,
    examples: `# Show every setting
helm env

# Print only the directory where plugins are installed
helm env HELM_PLUGINS`,
  },
];
