import type {CommandSpec} from '../types';
import {setFlags, valuesFlag, nameTemplateFlag} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['template'],
    usage: 'helm template [flags] CHART',
    short: {en: 'Render templates locally.', uk: 'Відрендерити шаблони локально.'},
    long: {
      en: `Render the templates of a chart on your machine and print the resulting manifests. No Tiller and no cluster are
involved, which makes the command useful for reviewing a chart or for feeding the manifests to other tools.

The argument is the path of a chart directory or packaged chart on disk; use \`helm fetch\` to download a chart
from a repository first. Values are given as for \`helm install\`, with \`-f\`/\`--values\` and the \`--set\` flags.

Whatever would come from the cluster is filled in locally: the release is named after \`-n\`/\`--name\`, its
namespace is \`--namespace\`, \`.Capabilities.KubeVersion\` comes from \`--kube-version\` and
\`.Capabilities.APIVersions\` from \`--api-versions\`, and \`.Release.IsInstall\` is true unless \`--is-upgrade\` is
given. None of the checks that Tiller and the API server would make, such as whether an API version is supported, are
done.

To render only some templates, name them with \`-x\`/\`--execute\`, for example
\`helm template ./mychart -x templates/deployment.yaml\`. \`--output-dir\` writes every rendered template to its own
file in a directory instead of printing them, and \`--notes\` adds the rendered \`NOTES.txt\`.`,
      uk: `Рендерить шаблони чарту на вашому комп'ютері й виводить отримані маніфести. Ні Tiller, ні кластер не потрібні,
тож команда зручна, щоб переглянути чарт або передати маніфести іншим інструментам.

Аргумент — шлях до каталогу чарту або запакованого чарту на диску; щоб спершу завантажити чарт із репозиторію,
скористайтеся \`helm fetch\`. Значення задаються так само, як для \`helm install\`: через \`-f\`/\`--values\` і
прапорці \`--set\`.

Усе, що зазвичай надходить із кластера, підставляється локально: реліз отримує назву з \`-n\`/\`--name\`, його
простір імен — \`--namespace\`, \`.Capabilities.KubeVersion\` береться з \`--kube-version\`, а
\`.Capabilities.APIVersions\` — з \`--api-versions\`; \`.Release.IsInstall\` істинне, якщо не задано \`--is-upgrade\`.
Жодних перевірок, які зробили б Tiller і API-сервер, наприклад чи підтримується версія API, не виконується.

Щоб відрендерити лише окремі шаблони, назвіть їх через \`-x\`/\`--execute\`, наприклад
\`helm template ./mychart -x templates/deployment.yaml\`. \`--output-dir\` записує кожен відрендерений шаблон в
окремий файл у каталозі замість виводу, а \`--notes\` додає відрендерений \`NOTES.txt\`.`,
    },
    examples: `helm template ./mychart
helm template ./mychart -x templates/deployment.yaml
helm template ./mychart --name my-app --namespace apps -f values-prod.yaml
helm template ./mychart-1.0.0.tgz --kube-version 1.16 --api-versions apps/v1
mkdir -p ./rendered && helm template ./mychart --output-dir ./rendered`,
    flags: [
      {
        name: 'api-versions',
        shorthand: 'a',
        type: 'stringArray',
        description: {
          en: 'API version to report in `.Capabilities.APIVersions`, such as `apps/v1`. Repeat the flag for several.',
          uk: 'Версія API, яку повідомити в `.Capabilities.APIVersions`, як-от `apps/v1`. Для кількох повторіть прапорець.',
        },
      },
      {
        name: 'execute',
        shorthand: 'x',
        type: 'stringArray',
        description: {
          en: 'Render only this template, given as a path inside the chart. Repeat the flag for several.',
          uk: 'Рендерити лише цей шаблон, заданий шляхом усередині чарту. Для кількох повторіть прапорець.',
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
        default: '"1.14"',
        description: {
          en: 'Kubernetes version to report as `.Capabilities.KubeVersion`, as `major.minor`.',
          uk: 'Версія Kubernetes, яку повідомити як `.Capabilities.KubeVersion`, у вигляді `major.minor`.',
        },
      },
      {
        name: 'name',
        shorthand: 'n',
        type: 'string',
        default: '"release-name"',
        description: {
          en: 'Release name to render with.',
          uk: 'Назва релізу, з якою рендерити.',
        },
      },
      nameTemplateFlag,
      {
        name: 'namespace',
        type: 'string',
        description: {
          en: 'Namespace to render the release for.',
          uk: 'Простір імен, для якого рендерити реліз.',
        },
      },
      {
        name: 'notes',
        type: 'bool',
        description: {
          en: 'Also print the rendered `NOTES.txt`.',
          uk: 'Також вивести відрендерений `NOTES.txt`.',
        },
      },
      {
        name: 'output-dir',
        type: 'string',
        description: {
          en: 'Write the rendered templates to files in this directory, which must already exist, instead of standard output.',
          uk: 'Записати відрендерені шаблони у файли в цьому каталозі (він має вже існувати) замість стандартного виводу.',
        },
      },
      ...setFlags,
      valuesFlag,
    ],
  },
];
