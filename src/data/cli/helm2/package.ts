import type {CommandSpec} from '../types';
import {keyringFlag} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['package'],
    usage: 'helm package [flags] [CHART_PATH] [...]',
    short: 'Package a chart directory into a chart archive.',
    long: `Package a chart into a versioned archive, \`NAME-VERSION.tgz\`, the format chart repositories serve. Give the
path of one or more chart directories, each with a \`Chart.yaml\`.

By default the archive is also copied into the local repository in \`$HELM_HOME/repository/local\`, which
\`helm serve\` publishes; \`--save=false\` turns that off. \`--sign\` signs the package with a PGP private key and
writes a provenance file (\`.prov\`) next to it, which \`helm verify\` and the \`--verify\` flags check later.`,
    examples: `helm package ./mychart
helm package ./mychart --version 1.2.0 --app-version 2.5.1 -d ./dist
helm package ./mychart -u --save=false
helm package ./mychart --sign --key 'Helm Signing Key' --keyring ~/.gnupg/secring.gpg`,
    flags: [
      {
        name: 'app-version',
        type: 'string',
        description: 'Set the `appVersion` of the packaged chart to this value.',
      },
      {
        name: 'dependency-update',
        shorthand: 'u',
        type: 'bool',
        description: 'Update the dependencies listed in `requirements.yaml` into the `charts/` directory before packaging.',
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
        description: 'Name of the key to sign with; used with `--sign`.',
      },
      keyringFlag('Keyring that holds the signing key used by `--sign`.'),
      {
        name: 'save',
        type: 'bool',
        default: 'true',
        description: 'Also save the packaged chart to the local chart repository. Turn off with `--save=false`.',
      },
      {
        name: 'sign',
        type: 'bool',
        description: 'Sign the package with a PGP private key and write a provenance file next to it.',
      },
      {
        name: 'version',
        type: 'string',
        description: 'Set the version of the packaged chart to this SemVer version.',
      },
    ],
  },
];
