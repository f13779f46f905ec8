import type {CommandSpec} from '../types';
import {setFlags, valuesFlag, nameTemplateFlag} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['template'],
    usage: 'helm template [flags] CHART',
    short: 'Render templates locally.',
    long: `Render the templates of a chart on your machine and print the resulting manifests. No Tiller and no cluster are
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
        description: 'API version to report in `.Capabilities.APIVersions`, such as `apps/v1`. Repeat the flag for several.',
      },
      {
        name: 'execute',
        shorthand: 'x',
        type: 'stringArray',
        description: 'Render only this template, given as a path inside the chart. Repeat the flag for several.',
      },
      {
        name: 'is-upgrade',
        type: 'bool',
        description: 'Render as for an upgrade: set `.Release.IsUpgrade` instead of `.Release.IsInstall`.',
      },
      {
        name: 'kube-version',
        type: 'string',
        default: '"1.14"',
        description: 'Kubernetes version to report as `.Capabilities.KubeVersion`, as `major.minor`.',
      },
      {
        name: 'name',
        shorthand: 'n',
        type: 'string',
        default: '"release-name"',
        description: 'Release name to render with.',
      },
      nameTemplateFlag,
      {
        name: 'namespace',
        type: 'string',
        description: 'Namespace to render the release for.',
      },
      {
        name: 'notes',
        type: 'bool',
        description: 'Also print the rendered `NOTES.txt`.',
      },
      {
        name: 'output-dir',
        type: 'string',
        description: 'Write the rendered templates to files in this directory, which must already exist, instead of standard output.',
      },
      ...setFlags,
      valuesFlag,
    ],
  },
];
