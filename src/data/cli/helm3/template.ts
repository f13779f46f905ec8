import type {CommandSpec} from '../types';
import {chartLocationFlags, installFlags, postRenderFlags, valueFlags} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['template'],
    usage: 'helm template [NAME] [CHART] [flags]',
    short: {en: 'Render chart templates locally.', uk: 'Відрендерити шаблони чарту локально.'},
    long: {
      en: `Render a chart's templates on your machine and print the resulting manifests, without installing anything.
It takes the same arguments and most of the flags of \`helm install\`, so it is the quickest way to see what an
install with a given set of values would send to the cluster, or to hand the manifests to another tool.

Helm does not contact the cluster by default: whatever would normally be read from it is faked locally, and no
server-side checks are made, for example whether the cluster serves a given API version. The built-in
\`.Capabilities\` object then describes a default cluster; \`--kube-version\` and \`--api-versions\` let you describe
the one you target instead. \`--validate\` does talk to the cluster your kubeconfig points at and checks the
manifests there, as an install would.

The release name defaults to \`release-name\`. \`--show-only\` limits the output to chosen templates,
\`--output-dir\` writes one file per template instead of printing, and \`--include-crds\` adds the chart's CRDs to
the output. When a template produces invalid YAML, run again with \`--debug\` to see the rendered text.`,
      uk: `Рендерить шаблони чарту на вашій машині й виводить отримані маніфести, нічого не встановлюючи. Команда
приймає ті самі аргументи й більшість прапорців \`helm install\`, тож це найшвидший спосіб побачити, що
встановлення з певним набором значень надіслало б у кластер, або передати маніфести іншому інструменту.

Типово Helm не звертається до кластера: усе, що зазвичай читається з нього, імітується локально, а перевірок на
боці сервера (наприклад, чи обслуговує кластер певну версію API) немає. Вбудований об'єкт \`.Capabilities\` тоді
описує типовий кластер; \`--kube-version\` і \`--api-versions\` дають змогу описати той, на який ви цілитеся.
\`--validate\` таки звертається до кластера, на який указує ваш kubeconfig, і перевіряє маніфести там, як це
зробило б встановлення.

Типова назва релізу — \`release-name\`. \`--show-only\` обмежує вивід вибраними шаблонами, \`--output-dir\`
записує кожен шаблон в окремий файл замість виводу, а \`--include-crds\` додає до виводу CRD чарту. Якщо шаблон
дає некоректний YAML, запустіть команду ще раз із \`--debug\`, щоб побачити відрендерений текст.`,
    },
    examples: `helm template my-app ./my-chart
helm template my-app ./my-chart -f values-prod.yaml --show-only templates/deployment.yaml
helm template my-nginx bitnami/nginx --kube-version 1.31.0 --api-versions monitoring.coreos.com/v1
helm template my-app ./my-chart --output-dir ./rendered`,
    flags: [
      ...installFlags,
      ...valueFlags,
      ...chartLocationFlags,
      ...postRenderFlags,
      {
        name: 'api-versions',
        shorthand: 'a',
        type: 'strings',
        description: {
          en: 'Kubernetes API versions to report in `.Capabilities.APIVersions`, such as `monitoring.coreos.com/v1`; separate several with commas or repeat the flag.',
          uk: 'Версії API Kubernetes, які вказати в `.Capabilities.APIVersions`, як-от `monitoring.coreos.com/v1`; кілька версій розділяйте комами або повторюйте прапорець.',
        },
      },
      {
        name: 'include-crds',
        type: 'bool',
        description: {
          en: "Include the chart's CRDs in the output.",
          uk: 'Додати до виводу CRD чарту.',
        },
      },
      {
        name: 'is-upgrade',
        type: 'bool',
        description: {
          en: 'Render as for an upgrade: set `.Release.IsUpgrade` instead of `.Release.IsInstall`.',
          uk: 'Рендерити як для оновлення: встановити `.Release.IsUpgrade` замість `.Release.IsInstall`.',
        },
      },
      {
        name: 'kube-version',
        type: 'string',
        description: {
          en: 'Kubernetes version to report in `.Capabilities.KubeVersion`, such as `1.31.0`.',
          uk: 'Версія Kubernetes, яку вказати в `.Capabilities.KubeVersion`, наприклад `1.31.0`.',
        },
      },
      {
        name: 'output-dir',
        type: 'string',
        description: {
          en: 'Write each rendered template to a file under this directory instead of printing it.',
          uk: 'Записувати кожен відрендерений шаблон у файл у цьому каталозі замість виводу на екран.',
        },
      },
      {
        name: 'release-name',
        type: 'bool',
        description: {
          en: 'Add the release name to the path of the files written under `--output-dir`.',
          uk: 'Додати назву релізу до шляху файлів, що записуються в `--output-dir`.',
        },
      },
      {
        name: 'show-only',
        shorthand: 's',
        type: 'stringArray',
        description: {
          en: 'Print only the manifests rendered from this template, given by its path in the chart such as `templates/service.yaml`; glob patterns work. Repeat the flag for several templates.',
          uk: 'Вивести лише маніфести, відрендерені з цього шаблону, заданого шляхом у чарті, як-от `templates/service.yaml`; шаблони glob також працюють. Для кількох шаблонів повторіть прапорець.',
        },
      },
      {
        name: 'skip-tests',
        type: 'bool',
        description: {
          en: 'Leave the chart tests out of the output.',
          uk: 'Не включати тести чарту у вивід.',
        },
      },
      {
        name: 'validate',
        type: 'bool',
        description: {
          en: 'Validate the manifests against the Kubernetes cluster your kubeconfig points at, as an install does.',
          uk: 'Перевірити маніфести в кластері Kubernetes, на який указує ваш kubeconfig, як це робить встановлення.',
        },
      },
    ],
  },
];
