import type {CommandSpec} from '../types';
import {valueFlags} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['lint'],
    usage: 'helm lint PATH [flags]',
    short: 'Check a chart for possible issues.',
    long: `Run a series of checks on a chart to make sure it is well formed. Problems that would make an installation
fail are reported as \`[ERROR]\`; things that break conventions or recommendations are reported as \`[WARNING]\`.

The chart is rendered with its default values, or with the values you pass with \`-f\` and \`--set\`, so lint the
chart with the values you actually deploy. \`--strict\` makes warnings fail the command too, which suits CI.`,
    examples: `helm lint ./my-chart
helm lint ./my-chart -f values-prod.yaml --strict
helm lint ./my-chart --with-subcharts --kube-version 1.31.0`,
    flags: [
      {
        name: 'kube-version',
        type: 'string',
        description: 'Kubernetes version to assume for capabilities and for the checks of deprecated APIs.',
      },
      {
        name: 'quiet',
        type: 'bool',
        description: 'Print only warnings and errors.',
      },
      {
        name: 'skip-schema-validation',
        type: 'bool',
        description: "Skip the schema check while the templates are rendered. In Helm 3 the separate check of the chart's `values.yaml` against its `values.schema.json` still runs, so a schema error in `values.yaml` is reported all the same.",
      },
      {
        name: 'strict',
        type: 'bool',
        description: 'Fail on warnings as well as on errors.',
      },
      {
        name: 'with-subcharts',
        type: 'bool',
        description: "Lint the chart's dependencies too.",
      },
      ...valueFlags,
    ],
  },
];
