import type {CommandSpec} from '../types';
import {timeoutFlag} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['test'],
    usage: 'helm test [RELEASE] [flags]',
    short: {en: 'Run the tests of a release.', uk: 'Запустити тести релізу.'},
    long: {
      en: `Run the tests of an installed release. The tests are defined by the chart itself, as templates with the
\`helm.sh/hook: test\` annotation, usually Pods that check the application works; Helm runs them and reports
which passed and which failed.`,
      uk: `Запускає тести встановленого релізу. Тести визначає сам чарт — це шаблони з анотацією
\`helm.sh/hook: test\`, зазвичай Pod, що перевіряють роботу застосунку; Helm запускає їх і повідомляє, які
пройшли, а які ні.`,
    },
    examples: `helm test my-app
helm test my-app --logs --timeout 2m
helm test my-app --filter name=my-app-test-connection`,
    flags: [
      {
        name: 'filter',
        type: 'strings',
        description: {
          en: 'Choose tests by attribute (for now only `name`): `name=value` runs that test, `!name=value` skips it. Separate several with commas or repeat the flag.',
          uk: 'Вибрати тести за атрибутом (поки що лише `name`): `name=значення` запускає цей тест, `!name=значення` пропускає його. Кілька умов розділяйте комами або повторюйте прапорець.',
        },
      },
      {
        name: 'hide-notes',
        type: 'bool',
        description: {
          en: 'Do not print the chart notes in the test output. They are still stored with the release.',
          uk: 'Не виводити нотатки чарту у виводі тестів. У релізі вони однаково зберігаються.',
        },
      },
      {
        name: 'logs',
        type: 'bool',
        description: {
          en: 'Print the logs of the test Pods once all tests have finished, before they are cleaned up.',
          uk: 'Вивести журнали тестових Pod, коли всі тести завершаться, але до їх прибирання.',
        },
      },
      timeoutFlag,
    ],
  },
];
