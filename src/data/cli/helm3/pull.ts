import type {CommandSpec} from '../types';
import {chartLocationFlags, develFlag} from './install';

export const commands: readonly CommandSpec[] = [
  {
    path: ['pull'],
    aliases: ['fetch'],
    usage: 'helm pull [chart URL | repo/chartname] [...] [flags]',
    short: 'Download a chart from a repository and, optionally, unpack it locally.',
    long: `Download a chart from a chart repository, a URL or an OCI registry and save it locally, to inspect it, change it
or package it again. It is also a way to verify a chart cryptographically without installing it.

\`--untar\` unpacks the archive into a directory after the download. With \`--verify\`, the chart must have a
provenance file and pass verification; if any part of the check fails, Helm reports an error and saves nothing.`,
    examples: `helm pull bitnami/nginx
helm pull bitnami/nginx --untar --untardir ./charts
helm pull oci://registry-1.docker.io/bitnamicharts/nginx --destination ./downloads
helm pull nginx --repo https://charts.bitnami.com/bitnami --prov`,
    flags: [
      {
        name: 'destination',
        shorthand: 'd',
        type: 'string',
        default: '"."',
        description: 'Directory to write the chart to. With `--untardir`, that directory is created inside this one.',
      },
      develFlag,
      {
        name: 'prov',
        type: 'bool',
        description: 'Download the provenance file as well, without verifying the chart.',
      },
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
      ...chartLocationFlags,
    ],
  },
];
