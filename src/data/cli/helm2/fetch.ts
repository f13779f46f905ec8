import type {CommandSpec, FlagSpec} from '../types';

// Chart download flags of `helm fetch`; `helm inspect` and `helm dependency` reuse those they share.

export const fetchDevelFlag: FlagSpec = {
  name: 'devel',
  type: 'bool',
  description: "Consider development versions too, which is the same as `--version '>0.0.0-0'`. Ignored when `--version` is set.",
};

const fetchVersionFlag: FlagSpec = {
  name: 'version',
  type: 'string',
  description: 'Version of the chart to fetch; the latest version when not set.',
};

const fetchVerifyFlag: FlagSpec = {
  name: 'verify',
  type: 'bool',
  description: 'Verify the chart against its provenance file and signature before saving it.',
};

export const fetchKeyringFlag: FlagSpec = {
  name: 'keyring',
  type: 'string',
  default: '"~/.gnupg/pubring.gpg"',
  description: 'Keyring holding the public keys used by `--verify`.',
};

export const fetchRepoFlag: FlagSpec = {
  name: 'repo',
  type: 'string',
  description: 'URL of the chart repository to look the chart up in, without adding the repository first.',
};

export const fetchUsernameFlag: FlagSpec = {
  name: 'username',
  type: 'string',
  description: 'User name for the chart repository.',
};

export const fetchPasswordFlag: FlagSpec = {
  name: 'password',
  type: 'string',
  description: 'Password for the chart repository.',
};

export const fetchKeyFileFlag: FlagSpec = {
  name: 'key-file',
  type: 'string',
  description: 'Private key file that goes with `--cert-file`.',
};

export const fetchCertFileFlag: FlagSpec = {
  name: 'cert-file',
  type: 'string',
  description: 'Client SSL certificate file that identifies Helm to the chart repository.',
};

export const fetchCaFileFlag: FlagSpec = {
  name: 'ca-file',
  type: 'string',
  description: 'CA bundle used to verify the certificate of an HTTPS chart repository.',
};

export const commands: readonly CommandSpec[] = [
  {
    path: ['fetch'],
    usage: 'helm fetch [flags] [chart URL | repo/chartname] [...]',
    short: 'Download a chart from a repository and, optionally, unpack it locally.',
    long: `Download a chart archive from a chart repository and save it locally, to inspect it, change it or package it
again. It is also a way to verify a chart cryptographically without installing it. The chart is given as
\`repo/chartname\` for a repository added with \`helm repo add\`, as the full URL of an archive, or as a bare
name together with \`--repo\`; several charts can be fetched at once.

\`--untar\` unpacks the archive into a directory after the download. With \`--verify\`, the chart must have a
provenance file and pass verification against your keyring; if any part of the check fails, Helm reports an
error and saves nothing.`,
    examples: `helm fetch stable/mysql
helm fetch stable/mysql --version 1.6.9 --untar --untardir ./charts

# Fetch from a repository that was not added with helm repo add
helm fetch nginx --repo https://example.com/charts --prov`,
    flags: [
      fetchCaFileFlag,
      fetchCertFileFlag,
      {
        name: 'destination',
        shorthand: 'd',
        type: 'string',
        default: '"."',
        description: 'Directory to write the chart to. With `--untar`, a relative `--untardir` is created inside this one.',
      },
      fetchDevelFlag,
      fetchKeyFileFlag,
      fetchKeyringFlag,
      fetchPasswordFlag,
      {
        name: 'prov',
        type: 'bool',
        description: 'Download the provenance file as well, without verifying the chart.',
      },
      fetchRepoFlag,
      {
        name: 'untar',
        type: 'bool',
        description: 'Unpack the chart after downloading it.',
      },
      {
        name: 'untardir',
        type: 'string',
        default: '"."',
        description: 'With `--untar`, the directory to unpack the chart into.',
      },
      fetchUsernameFlag,
      fetchVerifyFlag,
      fetchVersionFlag,
    ],
  },
];
