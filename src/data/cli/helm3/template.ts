import type {CommandSpec} from '../types';
import {chartLocationFlags, installFlags, postRenderFlags, valueFlags} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['template'],
    usage: 'helm template [NAME] [CHART] [flags]',
    short: 'Render chart templates locally.',
    long: `Render a chart's templates on your machine and print the resulting manifests, without installing anything.
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
        description: 'Kubernetes API versions to report in `.Capabilities.APIVersions`, such as `monitoring.coreos.com/v1`; separate several with commas or repeat the flag.',
      },
      {
        name: 'include-crds',
        type: 'bool',
        description: "Include the chart's CRDs in the output.",
      },
      {
        name: 'is-upgrade',
        type: 'bool',
        description: 'Render as for an upgrade: set `.Release.IsUpgrade` instead of `.Release.IsInstall`.',
      },
      {
        name: 'kube-version',
        type: 'string',
        description: 'Kubernetes version to report in `.Capabilities.KubeVersion`, such as `1.31.0`.',
      },
      {
        name: 'output-dir',
        type: 'string',
        description: 'Write each rendered template to a file under this directory instead of printing it.',
      },
      {
        name: 'release-name',
        type: 'bool',
        description: 'Add the release name to the path of the files written under `--output-dir`.',
      },
      {
        name: 'show-only',
        shorthand: 's',
        type: 'stringArray',
        description: 'Print only the manifests rendered from this template, given by its path in the chart such as `templates/service.yaml`; glob patterns work. Repeat the flag for several templates.',
      },
      {
        name: 'skip-tests',
        type: 'bool',
        description: 'Leave the chart tests out of the output.',
      },
      {
        name: 'validate',
        type: 'bool',
        description: 'Validate the manifests against the Kubernetes cluster your kubeconfig points at, as an install does.',
      },
    ],
  },
];
