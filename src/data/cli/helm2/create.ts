import type {CommandSpec} from '../types';

export const commands: readonly CommandSpec[] = [
  {
    path: ['create'],
    usage: 'helm create NAME [flags]',
    short: 'Create a new chart with the given name.',
    long: `Create a chart directory with the files and directories a chart usually has. The result is a working example to
start from, not a template for every kind of Kubernetes resource:

- \`Chart.yaml\`: the chart's name, description and versions (chart \`apiVersion: v1\`, version \`0.1.0\`,
  app version \`1.0\`)
- \`values.yaml\`: the default values of the templates
- \`.helmignore\`: patterns of files to leave out when the chart is packaged
- \`charts/\`: the charts this chart depends on
- \`templates/\`: a Deployment, a Service, an Ingress, a ServiceAccount, helper templates and \`NOTES.txt\`
- \`templates/tests/\`: a test that \`helm test\` can run

\`NAME\` is a path: missing directories on the way are created, and the last element becomes the chart's name.
If the destination already exists, only the missing files are written: a file that is already there, \`Chart.yaml\`
included, is kept as it is (the command's own help text says such files are overwritten, but Helm 2.17 skips them).

With \`--starter\`, the chart is copied from a starter scaffold instead of the built-in example.`,
    examples: `helm create mychart

# Create the chart from a starter kept in $HELM_HOME/starters/webapp
helm create mychart --starter webapp`,
    flags: [
      {
        name: 'starter',
        shorthand: 'p',
        type: 'string',
        description: 'Starter scaffold to copy the chart from: the name of a directory in `$HELM_HOME/starters`, or an absolute path to one.',
      },
    ],
  },
];
