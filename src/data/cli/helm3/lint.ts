import type {CommandSpec} from '../types';
import {valueFlags} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['lint'],
    usage: 'helm lint PATH [flags]',
    short: {en: 'Check a chart for possible issues.', uk: 'Перевірити чарт на можливі проблеми.'},
    long: {
      en: `Run a series of checks on a chart to make sure it is well formed. Problems that would make an installation
fail are reported as \`[ERROR]\`; things that break conventions or recommendations are reported as \`[WARNING]\`.

The chart is rendered with its default values, or with the values you pass with \`-f\` and \`--set\`, so lint the
chart with the values you actually deploy. \`--strict\` makes warnings fail the command too, which suits CI.`,
      uk: `Виконує низку перевірок, щоб переконатися, що чарт правильно складено. Проблеми, через які встановлення
завершилося б невдачею, позначаються як \`[ERROR]\`; відступи від домовленостей і рекомендацій — як
\`[WARNING]\`.

Чарт рендериться з типовими значеннями або зі значеннями, переданими через \`-f\` і \`--set\`, тож перевіряйте
чарт тими значеннями, з якими справді розгортаєте. \`--strict\` робить невдалою команду й через попередження,
що зручно для CI.`,
    },
    examples: `helm lint ./my-chart
helm lint ./my-chart -f values-prod.yaml --strict
helm lint ./my-chart --with-subcharts --kube-version 1.31.0`,
    flags: [
      {
        name: 'kube-version',
        type: 'string',
        description: {
          en: 'Kubernetes version to assume for capabilities and for the checks of deprecated APIs.',
          uk: 'Версія Kubernetes, яку брати до уваги для можливостей кластера й перевірок застарілих API.',
        },
      },
      {
        name: 'quiet',
        type: 'bool',
        description: {
          en: 'Print only warnings and errors.',
          uk: 'Виводити лише попередження й помилки.',
        },
      },
      {
        name: 'skip-schema-validation',
        type: 'bool',
        description: {
          en: "Skip the schema check while the templates are rendered. In Helm 3 the separate check of the chart's `values.yaml` against its `values.schema.json` still runs, so a schema error in `values.yaml` is reported all the same.",
          uk: 'Пропустити перевірку за схемою під час рендерингу шаблонів. Окрема перевірка `values.yaml` чарту за його `values.schema.json` у Helm 3 однаково виконується, тож помилку схеми у `values.yaml` буде показано все одно.',
        },
      },
      {
        name: 'strict',
        type: 'bool',
        description: {
          en: 'Fail on warnings as well as on errors.',
          uk: 'Завершуватися з помилкою не лише через помилки, а й через попередження.',
        },
      },
      {
        name: 'with-subcharts',
        type: 'bool',
        description: {
          en: "Lint the chart's dependencies too.",
          uk: 'Перевіряти також залежності чарту.',
        },
      },
      ...valueFlags,
    ],
  },
];
