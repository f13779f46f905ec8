import type {CommandSpec} from '../types';
import {chartDownloadFlags} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['package'],
    usage: 'helm package [CHART_PATH] [...] [flags]',
    short: 'Package a chart directory into a chart archive.',
    long: `Package a chart directory, which must contain a \`Chart.yaml\`, into a versioned chart archive such as
\`mychart-0.1.0.tgz\`. Chart repositories serve charts in this form, and \`helm push\` uploads them to OCI registries.

To sign the package, add \`--sign\` and name the key with \`--key\` and, usually, the keyring that holds the secret
key with \`--keyring\`. Helm then writes a provenance file (\`.prov\`) next to the archive. When \`--keyring\` is not
given, Helm falls back to the default public keyring unless your environment says otherwise.`,
    examples: `helm package ./my-chart
helm package ./my-chart --version 1.2.0 --app-version 2.5.1 -d ./dist
helm package ./my-chart --dependency-update
helm package ./my-chart --sign --key 'Helm Signing Key' --keyring ~/.gnupg/secring.gpg`,
    flags: [
      {
        name: 'app-version',
        type: 'string',
        description: 'Set the `appVersion` of the chart to this value.',
      },
      {
        name: 'dependency-update',
        shorthand: 'u',
        type: 'bool',
        description: 'Before packaging, update the dependencies listed in `Chart.yaml` into the `charts/` directory.',
      },
      {
        name: 'destination',
        shorthand: 'd',
        type: 'string',
        default: '"."',
        description: 'Directory to write the chart archive to.',
      },
      {
        name: 'key',
        type: 'string',
        description: 'Name of the key to sign with. Used together with `--sign`.',
      },
      {
        name: 'keyring',
        type: 'string',
        default: '"~/.gnupg/pubring.gpg"',
        description: 'Keyring to take the signing key from.',
      },
      {
        name: 'passphrase-file',
        type: 'string',
        description: 'File that holds the passphrase of the signing key; `-` reads it from standard input.',
      },
      {
        name: 'sign',
        type: 'bool',
        description: 'Sign the package with a PGP private key and write a provenance file.',
      },
      {
        name: 'version',
        type: 'string',
        description: 'Set the chart version to this semantic version.',
      },
      ...chartDownloadFlags,
    ],
  },
];
