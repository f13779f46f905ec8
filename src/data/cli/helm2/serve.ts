import type {CommandSpec} from '../types';

export const commands: readonly CommandSpec[] = [
  {
    path: ['serve'],
    usage: 'helm serve [flags]',
    short: 'Start a local HTTP web server.',
    long: `Start a small HTTP server that works as a chart repository for the packaged charts in a local directory.

By default it serves \`$HELM_HOME/repository/local\`, where \`helm package\` also saves every chart it packages, on
\`127.0.0.1:8879\`; \`helm init\` registers that address as the repository named \`local\`. Before it starts
serving, the command regenerates the \`index.yaml\` of the directory, so newly added archives are listed. The chart
URLs in the index point to the server's own address, or to \`--url\` when the server is reached under another
address.

The server is meant for learning and testing only. To host charts for real use, publish the directory with a proper
web server or a cloud storage service; see the chart repository guide.`,
    examples: `helm serve
helm serve --address 0.0.0.0:8879 --url http://charts.example.internal:8879/charts
helm serve --repo-path ./charts`,
    flags: [
      {
        name: 'address',
        type: 'string',
        default: '"127.0.0.1:8879"',
        description: 'Address and port for the server to listen on.',
      },
      {
        name: 'repo-path',
        type: 'string',
        description: 'Local directory to serve the charts from, instead of `$HELM_HOME/repository/local`.',
      },
      {
        name: 'url',
        type: 'string',
        description: 'External URL of the chart repository, written into the generated index.',
      },
    ],
  },
];
