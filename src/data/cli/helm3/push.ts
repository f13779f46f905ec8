import type {CommandSpec} from '../types';
import {registryCaFileFlag, registryCertFileFlag, registryKeyFileFlag} from './registry';

export const commands: readonly CommandSpec[] = [
  {
    path: ['push'],
    usage: 'helm push [chart] [remote] [flags]',
    short: 'Push a chart to a remote registry.',
    long: `Upload a packaged chart to an OCI registry. The first argument is the chart archive made by \`helm package\`,
the second the \`oci://\` address of the registry and repository; the chart name and version are taken from the
archive. If a provenance file lies next to the archive, it is uploaded as well.`,
    examples: `helm package ./my-chart
helm push my-chart-0.1.0.tgz oci://registry.example.com/charts
helm push my-chart-0.1.0.tgz oci://localhost:5000/helm-charts --plain-http`,
    flags: [
      registryCaFileFlag,
      registryCertFileFlag,
      {
        name: 'insecure-skip-tls-verify',
        type: 'bool',
        description: 'Do not check TLS certificates when uploading the chart.',
      },
      registryKeyFileFlag,
      {
        name: 'password',
        type: 'string',
        description: 'Password for the registry.',
      },
      {
        name: 'plain-http',
        type: 'bool',
        description: 'Upload the chart over plain, unencrypted HTTP instead of HTTPS.',
      },
      {
        name: 'username',
        type: 'string',
        description: 'User name for the registry.',
      },
    ],
  },
];
