import type {CommandSpec} from '../types';
import {keyringFlag} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['verify'],
    usage: 'helm verify [flags] PATH',
    short: 'Verify that a chart at the given path has been signed and is valid.',
    long: `Check a packaged chart on disk against its provenance file (\`.prov\`), which must lie next to the archive.
The provenance file proves cryptographically that the chart was not tampered with and was packaged by a trusted
provider: its signature is checked against the public keys in \`--keyring\`, and the archive's hash must match.

\`helm install\`, \`helm upgrade\` and \`helm fetch\` run the same check with their \`--verify\` flags. To produce a
signed package, use \`helm package --sign\`.`,
    examples: `helm verify ./mychart-0.1.0.tgz
helm verify ./mychart-0.1.0.tgz --keyring ./trusted.gpg`,
    flags: [
      keyringFlag('Keyring holding the public keys the signature is checked against.'),
    ],
  },
];
