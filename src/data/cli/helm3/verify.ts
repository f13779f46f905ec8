import type {CommandSpec} from '../types';

export const commands: readonly CommandSpec[] = [
  {
    path: ['verify'],
    usage: 'helm verify PATH [flags]',
    short: 'Verify that a chart at the given path has been signed and is valid.',
    long: `Check a packaged chart against its provenance file. The provenance file (\`.prov\`), created by
\`helm package --sign\`, holds the chart's metadata and the SHA-256 hash of the archive, signed with a PGP key.
Verification proves that the archive was not modified since it was signed, and that it was signed by the
owner of a key in your keyring.

\`PATH\` is the chart archive (\`.tgz\`); its provenance file must sit next to it under the same name with
\`.prov\` appended. The command fails if the signature, the hash or the key does not check out. Commands that
download or install charts, such as \`helm install\`, \`helm pull\` and \`helm dependency update\`, perform the
same check when given \`--verify\`.`,
    examples: `# Verify mychart-0.1.0.tgz against mychart-0.1.0.tgz.prov
helm verify mychart-0.1.0.tgz

# Use a dedicated keyring
helm verify mychart-0.1.0.tgz --keyring ~/.gnupg/helm-signers.gpg`,
    flags: [
      {
        name: 'keyring',
        type: 'string',
        default: '"~/.gnupg/pubring.gpg"',
        description: 'Keyring holding the public keys trusted to have signed the chart. `$GNUPGHOME/pubring.gpg` is used when `GNUPGHOME` is set.',
      },
    ],
  },
];
