import type {CommandSpec} from '../types';
import {chartRepoFlags, develFlag, keyringFlag, outputFlag, setFlags, timeoutFlag, tlsFlags, waitFlag, valuesFlag, renderSubchartNotesFlag} from './install';
import {forceFlag, recreatePodsFlag} from './rollback';

export const commands: readonly CommandSpec[] = [
  {
    path: ['upgrade'],
    usage: 'helm upgrade [RELEASE] [CHART] [flags]',
    short: {en: 'Upgrade a release.', uk: 'Оновити реліз.'},
    long: {
      en: `Upgrade a release to another version of a chart, change its values, or both. The first argument is the
release name, the second the chart, given in any of the forms \`helm install\` accepts: a chart reference such as
\`stable/mariadb\` (use \`--version\` and \`--devel\` for a version other than the latest), a chart directory, a
packaged chart or a full URL.

Values are passed as for \`helm install\`: files with \`-f\`/\`--values\`, single values with \`--set\`,
\`--set-string\` and \`--set-file\`, each repeatable, the rightmost setting of a key winning. What happens to the
values the release already has depends on the flags:

- with no value flags at all, the release keeps its current customised values;
- with value flags, the earlier customisations are dropped and only the new ones apply on top of the chart defaults;
- \`--reuse-values\` merges the new values into the release's current ones instead;
- \`--reset-values\` discards every customisation and goes back to the chart's defaults.

Keys given to \`--set\` and its variants can address nested fields and list items, for example
\`livenessProbe.timeoutSeconds=10\` or \`metrics.annotations[0]=hey\`. The value side passes through your shell and is
then parsed as YAML, so characters such as \`$\` or \`,\` may be changed or split: quote the value in single quotes
and escape YAML special characters with a backslash, as in \`--set pwd='3jk$o2z=f\\\\30.e'\`.

With \`-i\`/\`--install\`, a release that does not exist yet is installed instead. \`--atomic\` rolls the release
back to its previous revision when the upgrade fails and implies \`--wait\`; \`--cleanup-on-fail\` deletes the
resources that the failed upgrade created.`,
      uk: `Оновлює реліз до іншої версії чарту, змінює його значення або робить і те, й інше. Перший аргумент — назва
релізу, другий — чарт у будь-якій формі, яку приймає \`helm install\`: посилання на чарт, як-от \`stable/mariadb\`
(для версії, відмінної від найновішої, використайте \`--version\` і \`--devel\`), каталог чарту, запакований чарт або
повна URL-адреса.

Значення передаються так само, як для \`helm install\`: файли через \`-f\`/\`--values\`, окремі значення через
\`--set\`, \`--set-string\` і \`--set-file\`; кожен прапорець можна повторювати, і для того самого ключа перемагає
крайнє праве значення. Що станеться зі значеннями, які реліз уже має, залежить від прапорців:

- без жодних прапорців значень реліз зберігає свої поточні налаштовані значення;
- із прапорцями значень попередні налаштування відкидаються, і поверх типових значень чарту діють лише нові;
- \`--reuse-values\` натомість об'єднує нові значення з поточними значеннями релізу;
- \`--reset-values\` відкидає всі налаштування й повертає типові значення чарту.

Ключі в \`--set\` і його різновидах можуть звертатися до вкладених полів і елементів списків, наприклад
\`livenessProbe.timeoutSeconds=10\` або \`metrics.annotations[0]=hey\`. Значення спершу обробляє ваша оболонка, а
потім воно розбирається як YAML, тож символи на кшталт \`$\` чи \`,\` можуть змінитися або розділити значення:
беріть значення в одинарні лапки, а спеціальні символи YAML екрануйте зворотною скісною рискою, як у
\`--set pwd='3jk$o2z=f\\\\30.e'\`.

З \`-i\`/\`--install\` реліз, якого ще немає, буде встановлено. \`--atomic\` у разі невдалого оновлення відкочує
реліз до попередньої ревізії й вмикає \`--wait\`; \`--cleanup-on-fail\` видаляє ресурси, створені невдалим
оновленням.`,
    },
    examples: `helm upgrade my-db stable/mariadb --version 6.0.0
helm upgrade my-db stable/mariadb --reuse-values --set image.tag=10.3.18
helm upgrade -f myvalues.yaml -f override.yaml redis ./redis
helm upgrade --install my-app ./my-chart --namespace apps --atomic --timeout 600`,
    flags: [
      {
        name: 'atomic',
        type: 'bool',
        description: {
          en: 'If the upgrade fails, roll the release back to its previous revision. Turns on `--wait`.',
          uk: 'Якщо оновлення не вдалося, відкотити реліз до попередньої ревізії. Вмикає `--wait`.',
        },
      },
      ...chartRepoFlags,
      {
        name: 'cleanup-on-fail',
        type: 'bool',
        description: {
          en: 'When the upgrade fails, delete the resources that this upgrade created.',
          uk: 'Якщо оновлення не вдалося, видалити ресурси, створені цим оновленням.',
        },
      },
      {
        name: 'description',
        type: 'string',
        description: {
          en: 'Custom description for the new revision, used instead of the default one and shown by `helm history`.',
          uk: 'Власний опис нової ревізії замість типового; його показує `helm history`.',
        },
      },
      develFlag,
      {
        name: 'dry-run',
        type: 'bool',
        description: {
          en: 'Simulate the upgrade: Tiller renders the new revision but changes nothing.',
          uk: 'Імітувати оновлення: Tiller рендерить нову ревізію, але нічого не змінює.',
        },
      },
      forceFlag,
      {
        name: 'install',
        shorthand: 'i',
        type: 'bool',
        description: {
          en: 'If no release of this name exists yet, install it instead.',
          uk: 'Якщо релізу з такою назвою ще немає, встановити його.',
        },
      },
      keyringFlag({
        en: 'Keyring holding the public keys used by `--verify`.',
        uk: 'Файл зв\'язки з відкритими ключами для `--verify`.',
      }),
      {
        name: 'namespace',
        type: 'string',
        description: {
          en: 'Namespace to install the release into; used only with `--install`. Defaults to the namespace of the current kubeconfig context.',
          uk: 'Простір імен, у який встановити реліз; діє лише з `--install`. Типово — простір імен поточного контексту kubeconfig.',
        },
      },
      {
        name: 'no-hooks',
        type: 'bool',
        description: {
          en: 'Do not run the pre-upgrade and post-upgrade hooks.',
          uk: 'Не виконувати хуки pre-upgrade і post-upgrade.',
        },
      },
      outputFlag,
      recreatePodsFlag,
      renderSubchartNotesFlag,
      {
        name: 'reset-values',
        type: 'bool',
        description: {
          en: "Discard the release's customised values and start again from the chart's defaults.",
          uk: 'Відкинути налаштовані значення релізу й почати знову з типових значень чарту.',
        },
      },
      {
        name: 'reuse-values',
        type: 'bool',
        description: {
          en: "Keep the release's current values and merge the values from `--set` and `-f` into them. Ignored with `--reset-values`.",
          uk: 'Зберегти поточні значення релізу й об\'єднати з ними значення з `--set` і `-f`. Ігнорується разом із `--reset-values`.',
        },
      },
      ...setFlags,
      timeoutFlag,
      ...tlsFlags,
      valuesFlag,
      {
        name: 'verify',
        type: 'bool',
        description: {
          en: 'Verify the chart against its provenance file before upgrading; the command fails when the check does not pass.',
          uk: 'Перевірити чарт за його файлом походження перед оновленням; якщо перевірка не проходить, команда завершується з помилкою.',
        },
      },
      {
        name: 'version',
        type: 'string',
        description: {
          en: 'Exact chart version to upgrade to. Without it, the latest version is used.',
          uk: 'Точна версія чарту, до якої оновити. Без неї використовується найновіша версія.',
        },
      },
      waitFlag,
    ],
  },
];
