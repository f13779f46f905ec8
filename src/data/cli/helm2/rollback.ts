import type {CommandSpec, FlagSpec} from '../types';
import {timeoutFlag, tlsFlags, waitFlag} from './install';

export const recreatePodsFlag: FlagSpec = {
  name: 'recreate-pods',
  type: 'bool',
  description: {
    en: 'Restart the Pods of the resources that support it, by deleting them so that their controllers recreate them.',
    uk: 'Перезапустити Pod ресурсів, які це підтримують: Pod видаляються, і їхні контролери створюють їх наново.',
  },
};

export const forceFlag: FlagSpec = {
  name: 'force',
  type: 'bool',
  description: {
    en: 'Force resource updates by deleting and recreating resources where needed.',
    uk: 'Примусово оновлювати ресурси, за потреби видаляючи й створюючи їх наново.',
  },
};

export const commands: readonly CommandSpec[] = [
  {
    path: ['rollback'],
    usage: 'helm rollback [flags] [RELEASE] [REVISION]',
    short: {en: 'Roll a release back to a previous revision.', uk: 'Відкотити реліз до попередньої ревізії.'},
    long: {
      en: `Return a release to the state of an earlier revision. The first argument is the release name, the second the
revision number to go back to; \`helm history RELEASE\` lists the revisions with their numbers. Revision \`0\`
means the revision before the current one.

A rollback does not erase history: Tiller deploys the chart and values of the chosen revision again and records the
result as a new revision, so the rollback itself can be undone. As with an upgrade, the rollback hooks of the chart
run unless \`--no-hooks\` is given, \`--wait\` waits for the resources to become ready and \`--cleanup-on-fail\`
deletes resources the rollback created if it fails.`,
      uk: `Повертає реліз до стану однієї з попередніх ревізій. Перший аргумент — назва релізу, другий — номер ревізії, до
якої слід повернутися; \`helm history RELEASE\` показує ревізії з їхніми номерами. Ревізія \`0\` означає ревізію,
що передує поточній.

Відкат не стирає історію: Tiller знову розгортає чарт і значення вибраної ревізії й записує результат як нову
ревізію, тож і сам відкат можна скасувати. Як і під час оновлення, виконуються хуки відкату чарту, якщо не задано
\`--no-hooks\`; \`--wait\` чекає, доки ресурси стануть готовими, а \`--cleanup-on-fail\` у разі невдачі видаляє
ресурси, створені відкатом.`,
    },
    examples: `helm history my-db
helm rollback my-db 3
helm rollback my-db 0 --wait --timeout 600`,
    flags: [
      {
        name: 'cleanup-on-fail',
        type: 'bool',
        description: {
          en: 'When the rollback fails, delete the resources that this rollback created.',
          uk: 'Якщо відкат не вдався, видалити ресурси, створені цим відкатом.',
        },
      },
      {
        name: 'description',
        type: 'string',
        description: {
          en: 'Custom description for the new revision, shown by `helm history`.',
          uk: 'Власний опис нової ревізії; його показує `helm history`.',
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
      forceFlag,
      {
        name: 'no-hooks',
        type: 'bool',
        description: {
          en: 'Do not run any hooks during the rollback.',
          uk: 'Не виконувати жодних хуків під час відкату.',
        },
      },
      recreatePodsFlag,
      timeoutFlag,
      ...tlsFlags,
      waitFlag,
    ],
  },
];
