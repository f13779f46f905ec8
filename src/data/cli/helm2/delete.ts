import type {CommandSpec} from '../types';
import {tillerTlsFlags} from './root';

export const commands: readonly CommandSpec[] = [
  {
    path: ['delete'],
    aliases: ['del'],
    usage: 'helm delete [flags] RELEASE_NAME [...]',
    short: {
      en: 'Given a release name, delete the release from Kubernetes.',
      uk: 'Видалити реліз за назвою з Kubernetes.',
    },
    long: {
      en: `Ask Tiller to delete one or more releases: it removes from the cluster every resource created by the release's
last revision, running the chart's \`pre-delete\` and \`post-delete\` hooks around the deletion unless
\`--no-hooks\` is given. Resources annotated with \`helm.sh/resource-policy: keep\` are left in place.

By default Tiller keeps the release record with the status \`DELETED\`: the name stays taken, \`helm list
--deleted\` still shows the release, and \`helm rollback\` can bring it back. With \`--purge\`, the record and
the whole history are removed as well, and the name can be used again by a new release.

Use \`--dry-run\` to see which releases would be deleted without deleting anything.`,
      uk: `Просить Tiller видалити один або кілька релізів: він прибирає з кластера всі ресурси, створені останньою
ревізією релізу, і запускає хуки \`pre-delete\` і \`post-delete\` чарту до й після видалення, якщо не вказано
\`--no-hooks\`. Ресурси з анотацією \`helm.sh/resource-policy: keep\` лишаються на місці.

Типово Tiller зберігає запис релізу зі станом \`DELETED\`: назва лишається зайнятою, \`helm list --deleted\`
і далі показує реліз, а \`helm rollback\` може його повернути. З прапорцем \`--purge\` видаляються також запис
і вся історія, і назву можна знову використати для нового релізу.

Прапорець \`--dry-run\` показує, які релізи було б видалено, нічого не видаляючи.`,
    },
    examples: `helm delete my-release

# Delete two releases and free their names for reuse
helm delete --purge my-release other-release`,
    flags: [
      {
        name: 'description',
        type: 'string',
        description: {
          en: 'Custom description to record for the release instead of the default one, shown by `helm history`.',
          uk: 'Власний опис, який записати для релізу замість типового; його показує `helm history`.',
        },
      },
      {
        name: 'dry-run',
        type: 'bool',
        description: {
          en: 'Simulate the deletion without removing anything.',
          uk: 'Лише імітувати видалення, нічого не прибираючи.',
        },
      },
      {
        name: 'no-hooks',
        type: 'bool',
        description: {
          en: 'Do not run the `pre-delete` and `post-delete` hooks of the chart.',
          uk: 'Не запускати хуки `pre-delete` і `post-delete` чарту.',
        },
      },
      {
        name: 'purge',
        type: 'bool',
        description: {
          en: 'Also remove the release record and its history from Tiller, so that the release name can be used again.',
          uk: 'Видалити також запис релізу та його історію з Tiller, щоб назву релізу можна було використати знову.',
        },
      },
      {
        name: 'timeout',
        type: 'int',
        default: '300',
        description: {
          en: 'Seconds to wait for any individual Kubernetes operation, such as a Job run by a hook.',
          uk: 'Скільки секунд чекати на кожну окрему операцію Kubernetes, наприклад на Job, запущений хуком.',
        },
      },
      ...tillerTlsFlags,
    ],
  },
];
