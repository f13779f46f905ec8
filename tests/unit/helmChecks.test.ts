import {describe, expect, it} from 'vitest';

import {compareCommand, compareReleases, parseHelp, parseHelpFlag} from '../../scripts/helm-checks/help';
import type {CommandSpec, CommandTree} from '@site/src/data/cli/types';

// The shape of cobra's help for a Helm command, as `helm repo add --help` prints it (trimmed).
const REPO_ADD_HELP = `add a chart repository

Usage:
  helm repo add [NAME] [URL] [flags]

Aliases:
  add, a

Flags:
      --ca-file string             verify certificates of HTTPS-enabled servers using this CA bundle
      --force-update               replace (overwrite) the repo if it already exists
  -h, --help                       help for add
      --dry-run string[="client"]  simulate an install
      --timeout duration           time to wait for the index file download to complete (default 2m0s)

Global Flags:
  -n, --namespace string                namespace scope for this request
      --repository-cache string         path to the directory containing cached repository indexes (default "~/.cache/helm/repository")
`;

const root: CommandSpec = {
  path: [],
  usage: 'helm [command]',
  short: 'root',
  persistentFlags: [
    {name: 'namespace', shorthand: 'n', type: 'string', description: 'ns'},
    {name: 'repository-cache', type: 'string', default: '"~/.cache/helm/repository"', description: 'cache'},
  ],
};
const repo: CommandSpec = {path: ['repo'], usage: 'helm repo [command]', short: 'repo'};
const repoAdd: CommandSpec = {
  path: ['repo', 'add'],
  aliases: ['a'],
  usage: 'helm repo add [NAME] [URL] [flags]',
  short: 'add',
  flags: [
    {name: 'ca-file', type: 'string', description: 'ca'},
    {name: 'force-update', type: 'bool', description: 'force'},
    {name: 'dry-run', type: 'string', noOptDefault: 'client', description: 'dry run'},
    {name: 'timeout', type: 'duration', default: '2m0s', description: 'timeout'},
  ],
};
const tree = (add: CommandSpec): CommandTree => ({
  release: 'Helm 3.19',
  docsVersion: 'version-3',
  catalog: 'helm3',
  source: '',
  intro: '',
  position: 10,
  commands: [root, repo, add],
});

describe('parseHelpFlag', () => {
  it('reads a bool flag, which help prints without a type', () => {
    expect(parseHelpFlag('      --force-update               replace the repo')).toEqual({name: 'force-update', type: 'bool'});
  });

  it('reads the shorthand, the type and a quoted default', () => {
    expect(parseHelpFlag('  -o, --output format   prints the output (default "table")')).toEqual({
      name: 'output',
      shorthand: 'o',
      type: 'format',
      default: '"table"',
    });
  });

  it('keeps a no-value default as part of the type', () => {
    expect(parseHelpFlag('      --dry-run string[="client"]   simulate')?.type).toBe('string[="client"]');
  });

  it('is null for a line that is not a flag', () => {
    expect(parseHelpFlag('  helm repo add [NAME] [URL] [flags]')).toBeNull();
  });
});

describe('parseHelp', () => {
  const help = parseHelp(REPO_ADD_HELP);

  it('reads usage, aliases and both flag sections', () => {
    expect(help.usage).toEqual(['helm repo add [NAME] [URL] [flags]']);
    expect(help.aliases).toEqual(['add', 'a']);
    expect(help.flags.map((flag) => flag.name)).toEqual(['ca-file', 'force-update', 'help', 'dry-run', 'timeout']);
    expect(help.globalFlags).toEqual([
      {name: 'namespace', shorthand: 'n', type: 'string'},
      {name: 'repository-cache', type: 'string', default: '"~/.cache/helm/repository"'},
    ]);
  });
});

describe('compareCommand', () => {
  const help = parseHelp(REPO_ADD_HELP);

  it('finds nothing when the data says what help says', () => {
    expect(compareCommand(tree(repoAdd), repoAdd, help, 'v3.19.1')).toEqual({differences: [], newerThanBinary: []});
  });

  it('reports a wrong default, type, shorthand, alias and usage', () => {
    const wrong: CommandSpec = {
      ...repoAdd,
      aliases: [],
      usage: 'helm repo add NAME URL [flags]',
      flags: [
        {name: 'ca-file', shorthand: 'c', type: 'string', description: 'ca'},
        {name: 'force-update', type: 'bool', description: 'force'},
        {name: 'dry-run', type: 'string', description: 'dry run'},
        {name: 'timeout', type: 'duration', default: '5m0s', description: 'timeout'},
      ],
    };
    expect(compareCommand(tree(wrong), wrong, help, 'v3.19.1').differences.map(({what}) => what)).toEqual([
      'usage "helm repo add NAME URL [flags]" in the data, "helm repo add [NAME] [URL] [flags]" in help',
      'aliases [] in the data, [a] in help',
      'flag --ca-file: shorthand c in the data, none in help',
      'flag --dry-run: type string in the data, string[="client"] in help',
      'flag --timeout: default 5m0s in the data, 2m0s in help',
    ]);
  });

  it('reports flags that only one side has, own and inherited', () => {
    const missing: CommandSpec = {...repoAdd, flags: [...repoAdd.flags!.slice(1), {name: 'extra', type: 'bool', description: 'x'}]};
    const withoutNamespace = {...tree(missing), commands: [{...root, persistentFlags: root.persistentFlags!.slice(1)}, repo, missing]};
    expect(compareCommand(withoutNamespace, missing, help, 'v3.19.1').differences.map(({what}) => what)).toEqual([
      'flag --extra is in the data but not in help',
      'flag --ca-file is in help but not in the data',
      'global flag --namespace is in help but not in the data',
    ]);
  });

  it('allows a flag the data dates after the binary, and only while the binary lacks it', () => {
    const later: CommandSpec = {...repoAdd, flags: [...repoAdd.flags!, {name: 'pass-credentials', type: 'bool', since: '3.19.1', description: 'p'}]};
    expect(compareCommand(tree(later), later, help, 'v3.18.0').newerThanBinary).toEqual([
      {command: 'helm repo add', what: 'flag --pass-credentials arrived in Helm 3.19.1'},
    ]);
    const already: CommandSpec = {...repoAdd, flags: repoAdd.flags!.map((flag) => (flag.name === 'timeout' ? {...flag, since: '3.19.1'} : flag))};
    expect(compareCommand(tree(already), already, help, 'v3.18.0').differences.map(({what}) => what)).toEqual([
      'flag --timeout is in help of v3.18.0, but the data says it arrived in 3.19.1',
    ]);
  });
});

describe('compareReleases', () => {
  it('orders releases numerically, with or without a leading v', () => {
    expect(compareReleases('3.19.1', 'v3.18.0')).toBeGreaterThan(0);
    expect(compareReleases('v3.9.0', '3.18.0')).toBeLessThan(0);
    expect(compareReleases('3.19.1', 'v3.19.1')).toBe(0);
  });
});
