import type {CommandSpec, FlagSpec} from '../types';
import {timeoutFlag, tlsFlags} from './install';

/** `--max uint32 (default 20)`, the way Helm 2 prints it. */
const testMaxFlag: FlagSpec = {
  name: 'max',
  type: 'uint32',
  default: '20',
  description: {
    en: 'Maximum number of test Pods to run at the same time with `--parallel`.',
    uk: 'Найбільша кількість тестових Pod, що виконуються одночасно з `--parallel`.',
  },
} as const;

export const commands: readonly CommandSpec[] = [
  {
    path: ['test'],
    usage: 'helm test [RELEASE] [flags]',
    short: {en: 'Test a release.', uk: 'Протестувати реліз.'},
    long: {
      en: `Run the tests of a deployed release. The tests are defined in the chart that was installed: Pods annotated as
\`test-success\` or \`test-failure\` hooks, which Tiller starts in the release's namespace. A test passes when its
Pod ends as its hook expects.

By default the test Pods run one after another and stay in the cluster afterwards, so you can inspect them.
\`--parallel\` runs them at the same time, \`--logs\` prints their logs once all tests are done, and \`--cleanup\`
deletes the Pods at the end. \`helm status\` shows the result of the last test run.`,
      uk: `Запускає тести розгорнутого релізу. Тести визначено у встановленому чарті: це Pod з анотаціями хуків
\`test-success\` або \`test-failure\`, які Tiller запускає в просторі імен релізу. Тест проходить, коли його Pod
завершується так, як очікує його хук.

Типово тестові Pod виконуються один за одним і після цього лишаються в кластері, щоб їх можна було оглянути.
\`--parallel\` запускає їх одночасно, \`--logs\` виводить їхні журнали, коли всі тести завершено, а \`--cleanup\`
наприкінці видаляє Pod. Результат останнього запуску тестів показує \`helm status\`.`,
    },
    examples: `helm test my-db
helm test my-db --cleanup
helm test my-db --parallel --logs`,
    flags: [
      {
        name: 'cleanup',
        type: 'bool',
        description: {
          en: 'Delete the test Pods when the tests are finished.',
          uk: 'Видалити тестові Pod після завершення тестів.',
        },
      },
      {
        name: 'logs',
        type: 'bool',
        description: {
          en: 'Print the logs of the test Pods after all tests are complete, before any cleanup.',
          uk: 'Вивести журнали тестових Pod після завершення всіх тестів, перед прибиранням.',
        },
      },
      testMaxFlag,
      {
        name: 'parallel',
        type: 'bool',
        description: {
          en: 'Run the test Pods in parallel.',
          uk: 'Запускати тестові Pod паралельно.',
        },
      },
      timeoutFlag,
      ...tlsFlags,
    ],
  },
];
