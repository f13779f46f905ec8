import type {CommandSpec} from '../types';
import {descriptionFlag, timeoutFlag} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['uninstall'],
    aliases: ['del', 'delete', 'un'],
    usage: 'helm uninstall RELEASE_NAME [...] [flags]',
    short: {en: 'Uninstall a release.', uk: 'Видалити реліз.'},
    long: {
      en: `Uninstall one or more releases by name. Helm deletes every resource that belongs to the release's current
revision and, unless \`--keep-history\` is given, the release history too, so the name can be used again.

Add \`--dry-run\` to see which releases would be uninstalled without touching them.`,
      uk: `Видаляє один або кілька релізів за назвою. Helm видаляє всі ресурси, що належать до поточної ревізії релізу,
а якщо не задано \`--keep-history\`, то й історію релізу, тож назву можна використати знову.

Додайте \`--dry-run\`, щоб побачити, які релізи було б видалено, нічого не чіпаючи.`,
    },
    examples: `helm uninstall my-app
helm uninstall my-app my-other-app --namespace apps
helm uninstall my-app --keep-history --wait`,
    flags: [
      {
        name: 'cascade',
        type: 'string',
        default: '"background"',
        description: {
          en: 'How Kubernetes deletes the dependents of each resource: `background`, `foreground` or `orphan`.',
          uk: 'Як Kubernetes видаляє залежні об\'єкти кожного ресурсу: `background`, `foreground` або `orphan`.',
        },
      },
      descriptionFlag,
      {
        name: 'dry-run',
        type: 'bool',
        description: {
          en: 'Simulate the uninstall without deleting anything.',
          uk: 'Імітувати видалення, нічого не видаляючи.',
        },
      },
      {
        name: 'ignore-not-found',
        type: 'bool',
        description: {
          en: 'Treat a release that does not exist as successfully uninstalled instead of failing.',
          uk: 'Вважати реліз, якого не існує, успішно видаленим замість того, щоб завершуватися з помилкою.',
        },
      },
      {
        name: 'keep-history',
        type: 'bool',
        description: {
          en: 'Delete the resources and mark the release as uninstalled, but keep its history.',
          uk: 'Видалити ресурси й позначити реліз як видалений, але зберегти його історію.',
        },
      },
      {
        name: 'no-hooks',
        type: 'bool',
        description: {
          en: 'Do not run the chart hooks during the uninstall.',
          uk: 'Не запускати хуки чарту під час видалення.',
        },
      },
      timeoutFlag,
      {
        name: 'wait',
        type: 'bool',
        description: {
          en: 'Wait until all the resources are deleted before returning, for at most `--timeout`.',
          uk: 'Перш ніж завершитися, дочекатися видалення всіх ресурсів — щонайдовше `--timeout`.',
        },
      },
    ],
  },
];
