import type {CommandSpec} from '../types';
import {tlsFlags} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['reset'],
    usage: 'helm reset [flags]',
    short: {en: 'Uninstall Tiller from a cluster.', uk: 'Видалити Tiller із кластера.'},
    long: {
      en: `Remove Tiller, the server-side component of Helm 2, from the cluster: \`helm reset\` deletes what \`helm init\`
installed in the namespace named by \`--tiller-namespace\`. It is the counterpart of \`helm init\`.

Releases are left alone: their Kubernetes resources keep running and the release records Tiller stored stay in the
cluster, so a Tiller installed again later in the same namespace sees the same releases. While any release is still
deployed, \`helm reset\` refuses to run; \`--force\` removes Tiller anyway, also when Tiller is not in a ready state.

\`--remove-helm-home\` also deletes the local Helm configuration in \`$HELM_HOME\` (by default \`~/.helm\`), with the
repository list, cached indexes, plugins and starters.

Moving to Helm 3, which needs no Tiller, is the usual reason to reset: migrate the releases first (for example with
the \`helm-2to3\` plugin), since Helm 3 does not read the release records of Tiller by itself.`,
      uk: `Видаляє Tiller — серверний компонент Helm 2 — із кластера: \`helm reset\` прибирає те, що \`helm init\`
встановив у простір імен, указаний у \`--tiller-namespace\`. Це протилежність \`helm init\`.

Релізи лишаються недоторканими: їхні ресурси Kubernetes продовжують працювати, а записи релізів, які зберігав Tiller,
лишаються в кластері, тож Tiller, пізніше встановлений знову в той самий простір імен, побачить ті самі релізи. Поки
хоч один реліз розгорнуто, \`helm reset\` відмовляється працювати; \`--force\` видаляє Tiller попри це, а також коли
Tiller не перебуває в стані готовності.

\`--remove-helm-home\` додатково видаляє локальні налаштування Helm у \`$HELM_HOME\` (типово \`~/.helm\`) разом зі
списком репозиторіїв, кешованими індексами, плагінами й стартовими наборами.

Зазвичай Tiller видаляють під час переходу на Helm 3, якому Tiller не потрібен: спершу перенесіть релізи (наприклад,
плагіном \`helm-2to3\`), бо Helm 3 сам не читає записи релізів Tiller.`,
    },
    examples: `helm reset
helm reset --tiller-namespace tiller-system
helm reset --force --remove-helm-home`,
    flags: [
      {
        name: 'force',
        shorthand: 'f',
        type: 'bool',
        description: {
          en: 'Uninstall Tiller even if releases are still deployed or Tiller is not ready. The releases are not deleted.',
          uk: 'Видалити Tiller, навіть якщо релізи ще розгорнуто або Tiller не готовий. Самі релізи не видаляються.',
        },
      },
      {
        name: 'remove-helm-home',
        type: 'bool',
        description: {
          en: 'Also delete the local Helm configuration directory, `$HELM_HOME`.',
          uk: 'Також видалити локальний каталог налаштувань Helm, `$HELM_HOME`.',
        },
      },
      ...tlsFlags,
    ],
  },
];
