import type {CommandSpec} from '../types';
import {timeoutFlag, waitFlag, waitForJobsFlag} from './install';
import {historyMaxFlag} from './upgrade';

export const commands: readonly CommandSpec[] = [
  {
    path: ['rollback'],
    usage: 'helm rollback <RELEASE> [REVISION] [flags]',
    short: {en: 'Roll back a release to a previous revision.', uk: 'Відкотити реліз до попередньої ревізії.'},
    long: {
      en: `Return a release to the state of an earlier revision. The first argument is the release name, the second the
revision number to go back to; leave it out, or give \`0\`, to return to the revision just before the current one.
\`helm history\` lists the revisions of a release with their numbers.

A rollback does not rewrite history: Helm deploys the chart and values of the chosen revision again and records
the result as a new revision, so you can roll back a rollback too. Like an upgrade, it runs the chart's
pre-rollback and post-rollback hooks unless \`--no-hooks\` is given, and \`--wait\` makes it wait for the
resources to become ready.`,
      uk: `Повертає реліз до стану однієї з попередніх ревізій. Перший аргумент — назва релізу, другий — номер ревізії,
до якої слід повернутися; якщо його пропустити або вказати \`0\`, реліз повертається до ревізії, що передувала
поточній. Ревізії релізу з їхніми номерами показує \`helm history\`.

Відкат не переписує історію: Helm знову розгортає чарт і значення вибраної ревізії й записує результат як нову
ревізію, тож відкотити можна й сам відкат. Як і оновлення, він запускає хуки чарту pre-rollback і post-rollback,
якщо не задано \`--no-hooks\`, а \`--wait\` змушує його чекати, доки ресурси стануть готовими.`,
    },
    examples: `helm history my-app
helm rollback my-app
helm rollback my-app 3 --wait --timeout 10m`,
    flags: [
      {
        name: 'cleanup-on-fail',
        type: 'bool',
        description: {
          en: 'If the rollback fails, delete the new resources it created.',
          uk: 'Якщо відкат не вдався, видалити нові ресурси, які він створив.',
        },
      },
      {
        name: 'dry-run',
        type: 'bool',
        description: {
          en: 'Simulate the rollback without changing anything.',
          uk: 'Імітувати відкат, нічого не змінюючи.',
        },
      },
      {
        name: 'force',
        type: 'bool',
        description: {
          en: 'Force resource updates, deleting and recreating resources when needed.',
          uk: 'Примусово оновлювати ресурси, видаляючи й створюючи їх заново, коли це потрібно.',
        },
      },
      historyMaxFlag,
      {
        name: 'no-hooks',
        type: 'bool',
        description: {
          en: 'Do not run the chart hooks during the rollback.',
          uk: 'Не запускати хуки чарту під час відкату.',
        },
      },
      {
        name: 'recreate-pods',
        type: 'bool',
        description: {
          en: 'Restart the Pods of the rolled-back resources where that applies.',
          uk: 'Перезапустити Pod ресурсів, яких стосується відкат, там, де це можливо.',
        },
      },
      timeoutFlag,
      waitFlag,
      waitForJobsFlag,
    ],
  },
];
