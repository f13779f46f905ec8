import type {CommandSpec} from '../types';

export const commands: readonly CommandSpec[] = [
  {
    path: ['create'],
    usage: 'helm create NAME [flags]',
    short: 'Create a new chart with the given name.',
    long: `Create a chart directory with the files and folders a chart usually needs, ready to be edited.

For example, \`helm create foo\` produces this layout:

\`\`\`text
foo/
├── .helmignore   # patterns of files to leave out when packaging
├── Chart.yaml    # information about the chart
├── values.yaml   # the default values for the templates
├── charts/       # charts this chart depends on
└── templates/    # the template files
    └── tests/    # the test files
\`\`\`

The generated chart is a working example that runs nginx: a \`Deployment\` and a \`Service\`, resources such as
an \`Ingress\` or a \`HorizontalPodAutoscaler\` that are switched off in \`values.yaml\` until you enable them,
helper templates in \`_helpers.tpl\`, a \`NOTES.txt\` and a connection test. Its \`Chart.yaml\` declares
\`apiVersion: v2\`, \`type: application\`, chart version \`0.1.0\` and appVersion \`1.16.0\`.

\`NAME\` may be a path: missing directories along it are created, and the last element becomes the chart's
name. If the target directory already exists, files with the same names are overwritten and any other files
are left in place.

With \`--starter\`, the chart is copied from a starter pack instead of Helm's built-in scaffold: every
occurrence of the \`<CHARTNAME>\` placeholder in the starter is replaced with the new chart's name.`,
    examples: `# Create the chart "mychart" in the current directory
helm create mychart

# Create a chart from a starter pack stored in $HELM_DATA_HOME/starters
helm create mychart --starter my-starter

# Create a chart from a starter pack at an absolute path
helm create mychart -p /opt/helm/starters/web-service`,
    flags: [
      {
        name: 'starter',
        shorthand: 'p',
        type: 'string',
        description: 'Starter pack to create the chart from: either the name of a directory under `$HELM_DATA_HOME/starters`, or an absolute path to a starter.',
      },
    ],
  },
];
