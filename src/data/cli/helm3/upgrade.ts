import type {CommandSpec, FlagSpec} from '../types';
import {chartLocationFlags, dependencyUpdateFlag, descriptionFlag, develFlag, dryRunFlag, enableDnsFlag, forceFlag, hideSecretFlag, outputFlag, postRenderFlags, renderSubchartNotesFlag, skipSchemaValidationFlag, timeoutFlag, valueFlags, waitFlag, waitForJobsFlag, disableOpenApiValidationFlag, takeOwnershipFlag} from './install';

export const historyMaxFlag: FlagSpec = {
  name: 'history-max',
  type: 'int',
  default: '10',
  description: {
    en: 'Keep at most this many revisions of the release; older ones are deleted. `0` means no limit.',
    uk: 'Зберігати щонайбільше стільки ревізій релізу; старіші видаляються. `0` — без обмеження.',
  },
};

export const commands: readonly CommandSpec[] = [
  {
    path: ['upgrade'],
    usage: 'helm upgrade [RELEASE] [CHART] [flags]',
    short: {en: 'Upgrade a release.', uk: 'Оновити реліз.'},
    long: {
      en: `Upgrade an installed release to a new version of a chart, or to new values, and record the result as a new
revision. The first argument is the release name, the second the chart, given in any of the forms \`helm install\`
accepts: a repository reference such as \`bitnami/nginx\`, a chart directory, a packaged chart, a URL or an
\`oci://\` reference. For a repository reference Helm takes the newest version unless \`--version\` says otherwise.

Values work as for \`helm install\`: values files with \`-f\`/\`--values\`, single values with \`--set\`,
\`--set-string\`, \`--set-file\`, \`--set-json\` and \`--set-literal\`. Every flag can be repeated; among repeats of
one flag the rightmost wins, and any \`--set\` variant overrides the values files wherever it stands on the
command line (see \`helm install\` for the full order).

What happens to the values of the previous revision depends on these flags:

- \`--reuse-values\` starts from the values of the last release and merges your new settings over them;
- \`--reset-values\` forgets the previous values and starts again from the chart's defaults;
- \`--reset-then-reuse-values\` starts from the new chart's defaults, applies the last release's values on top,
  then your new settings.

To change only some values of a running release, pass the same release and chart again with \`--reuse-values\`
and the settings you want to change.

With \`-i\`/\`--install\`, a release that does not exist yet is installed instead, so the same command works for the
first deployment and every later one. If an upgrade fails, \`--atomic\` rolls back to the previous revision and
\`--cleanup-on-fail\` deletes the resources the failed upgrade created. \`--dry-run\` prints the manifests,
Secrets included; \`--hide-secret\` leaves those out.`,
      uk: `Оновлює встановлений реліз до нової версії чарту або до нових значень і записує результат як нову ревізію.
Перший аргумент — назва релізу, другий — чарт у будь-якій формі, яку приймає \`helm install\`: посилання на
репозиторій, як-от \`bitnami/nginx\`, каталог чарту, запакований чарт, URL-адреса або посилання \`oci://\`. Для
посилання на репозиторій Helm бере найновішу версію, якщо \`--version\` не каже іншого.

Значення працюють так само, як у \`helm install\`: файли значень через \`-f\`/\`--values\`, окремі значення через
\`--set\`, \`--set-string\`, \`--set-file\`, \`--set-json\` і \`--set-literal\`. Кожен прапорець можна повторювати;
серед повторів одного прапорця перемагає крайній праворуч, а будь-який різновид \`--set\` перекриває файли
значень, хоч би де він стояв у командному рядку (повний порядок описано в \`helm install\`).

Що стається зі значеннями попередньої ревізії, залежить від таких прапорців:

- \`--reuse-values\` бере значення останнього релізу й накладає на них ваші нові параметри;
- \`--reset-values\` забуває попередні значення й починає знову з типових значень чарту;
- \`--reset-then-reuse-values\` починає з типових значень нового чарту, накладає на них значення останнього
  релізу, а потім ваші нові параметри.

Щоб змінити лише кілька значень робочого релізу, передайте ті самі реліз і чарт разом із \`--reuse-values\` і
параметрами, які хочете змінити.

З \`-i\`/\`--install\` реліз, якого ще немає, натомість встановлюється, тож та сама команда годиться і для першого
розгортання, і для всіх наступних. Якщо оновлення не вдалося, \`--atomic\` відкочує реліз до попередньої ревізії,
а \`--cleanup-on-fail\` видаляє ресурси, створені невдалим оновленням. \`--dry-run\` виводить маніфести разом із
Secret; \`--hide-secret\` їх приховує.`,
    },
    examples: `helm upgrade my-nginx bitnami/nginx
helm upgrade --install my-app ./my-chart -f values-prod.yaml --namespace apps --create-namespace
helm upgrade my-app ./my-chart --reuse-values --set image.tag=1.27.0
helm upgrade my-app ./my-chart --atomic --timeout 10m`,
    flags: [
      {
        name: 'atomic',
        type: 'bool',
        description: {
          en: 'If the upgrade fails, roll back the changes it made. Turns on `--wait`.',
          uk: 'Якщо оновлення не вдалося, відкотити зроблені ним зміни. Вмикає `--wait`.',
        },
      },
      {
        name: 'cleanup-on-fail',
        type: 'bool',
        description: {
          en: 'If the upgrade fails, delete the new resources it created.',
          uk: 'Якщо оновлення не вдалося, видалити нові ресурси, які воно створило.',
        },
      },
      {
        name: 'create-namespace',
        type: 'bool',
        description: {
          en: 'With `--install`, create the release namespace if it does not exist yet.',
          uk: 'Разом із `--install` створити простір імен релізу, якщо його ще немає.',
        },
      },
      dependencyUpdateFlag,
      descriptionFlag,
      develFlag,
      disableOpenApiValidationFlag,
      dryRunFlag,
      enableDnsFlag,
      forceFlag,
      {
        name: 'hide-notes',
        type: 'bool',
        description: {
          en: 'Do not print the chart notes after upgrading. They are still stored with the release.',
          uk: 'Не виводити нотатки чарту після оновлення. У релізі вони однаково зберігаються.',
        },
      },
      hideSecretFlag,
      historyMaxFlag,
      {
        name: 'install',
        shorthand: 'i',
        type: 'bool',
        description: {
          en: 'Install the release if no release of this name exists yet.',
          uk: 'Встановити реліз, якщо релізу з такою назвою ще немає.',
        },
      },
      {
        name: 'labels',
        shorthand: 'l',
        type: 'stringToString',
        default: '[]',
        description: {
          en: 'Labels for the release metadata, as comma-separated `key=value` pairs. They are merged with the labels of the previous revision; set a label to `null` to remove it.',
          uk: 'Мітки для метаданих релізу у вигляді пар `ключ=значення` через кому. Вони об\'єднуються з мітками попередньої ревізії; щоб прибрати мітку, присвойте їй `null`.',
        },
      },
      {
        name: 'no-hooks',
        type: 'bool',
        description: {
          en: 'Do not run the pre-upgrade and post-upgrade hooks.',
          uk: 'Не запускати хуки pre-upgrade і post-upgrade.',
        },
      },
      outputFlag,
      ...postRenderFlags,
      renderSubchartNotesFlag,
      {
        name: 'reset-then-reuse-values',
        type: 'bool',
        description: {
          en: "Start from the chart's default values, apply the last release's values, then merge the overrides given with `--set` and `-f`. Ignored when `--reset-values` or `--reuse-values` is set.",
          uk: 'Почати з типових значень чарту, накласти значення останнього релізу, а потім параметри з `--set` і `-f`. Ігнорується, якщо задано `--reset-values` або `--reuse-values`.',
        },
      },
      {
        name: 'reset-values',
        type: 'bool',
        description: {
          en: "Discard the values of the previous release and use the chart's default values.",
          uk: 'Відкинути значення попереднього релізу й узяти типові значення чарту.',
        },
      },
      {
        name: 'reuse-values',
        type: 'bool',
        description: {
          en: "Reuse the last release's values and merge the overrides given with `--set` and `-f`. Ignored when `--reset-values` is set.",
          uk: 'Повторно взяти значення останнього релізу й накласти параметри з `--set` і `-f`. Ігнорується, якщо задано `--reset-values`.',
        },
      },
      {
        name: 'skip-crds',
        type: 'bool',
        description: {
          en: "When `--install` ends up installing the release, do not install the chart's CRDs. Otherwise missing CRDs are installed in that case.",
          uk: 'Коли `--install` зрештою встановлює реліз, не встановлювати CRD чарту. Інакше в такому разі відсутні CRD встановлюються.',
        },
      },
      skipSchemaValidationFlag,
      takeOwnershipFlag,
      timeoutFlag,
      waitFlag,
      waitForJobsFlag,
      ...valueFlags,
      ...chartLocationFlags,
    ],
  },
];
