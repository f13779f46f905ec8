/**
 * Compares the Helm 3 command reference data (src/data/cli/helm3) with what the real binary prints for
 * `helm <command> --help`: usage lines, aliases, subcommands, flags, shorthands, value types and defaults.
 */
import {execFileSync} from 'node:child_process';

import type {CommandSpec, CommandTree, FlagSpec} from '../../src/data/cli/types';
import {flagTypeLabel} from '../lib/cli';
import {isolatedHelmEnv} from './binary';

export interface HelpFlag {
  name: string;
  shorthand?: string;
  /** The type token as help prints it, `string[="client"]`; `bool` when help prints none. */
  type: string;
  default?: string;
}

export interface ParsedHelp {
  usage: string[];
  aliases: string[];
  subcommands: string[];
  flags: HelpFlag[];
  globalFlags: HelpFlag[];
}

/** The sections of cobra's help template that this check reads. */
type Section = 'usage' | 'aliases' | 'subcommands' | 'flags' | 'globalFlags' | null;

const SECTION_TITLES: Record<string, Section> = {
  'Usage:': 'usage',
  'Aliases:': 'aliases',
  'Available Commands:': 'subcommands',
  'Flags:': 'flags',
  'Global Flags:': 'globalFlags',
};

// `  -n, --namespace string   namespace scope` or `      --dry-run string[="client"]   simulate an install`.
const FLAG_LINE = /^\s+(?:-(\w), )?--([\w-]+)(?: (\S+))?(?:\s{2,}(.*))?$/;
// pflag prints the default last, in parentheses: `(default "~/.cache")`, `(default 5m0s)`, `(default [])`.
const DEFAULT_SUFFIX = /\(default (.+)\)$/;

export function parseHelpFlag(line: string): HelpFlag | null {
  const match = FLAG_LINE.exec(line);
  if (!match) return null;
  const [, shorthand, name, type, description = ''] = match;
  const flag: HelpFlag = {name: name!, type: type ?? 'bool'};
  if (shorthand) flag.shorthand = shorthand;
  const defaultValue = DEFAULT_SUFFIX.exec(description.trim())?.[1];
  if (defaultValue !== undefined) flag.default = defaultValue;
  return flag;
}

/** Reads cobra's `--help` output into its sections. */
export function parseHelp(text: string): ParsedHelp {
  const parsed: ParsedHelp = {usage: [], aliases: [], subcommands: [], flags: [], globalFlags: []};
  let section: Section = null;
  for (const line of text.split('\n')) {
    const title = line.trim();
    if (title in SECTION_TITLES && !line.startsWith(' ')) {
      section = SECTION_TITLES[title]!;
      continue;
    }
    if (!line.startsWith(' ')) {
      section = null;
      continue;
    }
    switch (section) {
      case 'usage':
        parsed.usage.push(title);
        break;
      case 'aliases':
        parsed.aliases.push(...title.split(',').map((alias) => alias.trim()));
        break;
      case 'subcommands':
        parsed.subcommands.push(title.split(/\s+/)[0]!);
        break;
      case 'flags':
      case 'globalFlags': {
        const flag = parseHelpFlag(line);
        if (flag) parsed[section].push(flag);
        break;
      }
      default:
        break;
    }
  }
  return parsed;
}

/** Runs `helm <path> --help` in an isolated home, whose paths are then written as `~` the way the docs show them. */
export function helpOf(binary: string, path: readonly string[]): string {
  const env = isolatedHelmEnv();
  const text = execFileSync(binary, [...path, '--help'], {encoding: 'utf8', env});
  return text
    .replaceAll(env.HELM_CONFIG_HOME!, '~/.config/helm')
    .replaceAll(env.HELM_CACHE_HOME!, '~/.cache/helm')
    .replaceAll(env.HELM_DATA_HOME!, '~/.local/share/helm')
    .replaceAll(env.HOME!, '~');
}

/** A difference between the data and the binary, as one readable line. */
export interface Difference {
  command: string;
  what: string;
}

function inheritedFlags(tree: CommandTree, command: CommandSpec): FlagSpec[] {
  const ancestors = tree.commands.filter(
    (candidate) => candidate.path.length < command.path.length && candidate.path.every((word, index) => command.path[index] === word),
  );
  const own = new Set((command.flags ?? []).map((flag) => flag.name));
  return ancestors.flatMap((ancestor) => ancestor.persistentFlags ?? []).filter((flag) => !own.has(flag.name));
}

/** Orders two releases written `3.19.1` or `v3.18.0`. */
export function compareReleases(left: string, right: string): number {
  const parts = (release: string): number[] => release.replace(/^v/, '').split(/[.-]/).slice(0, 3).map(Number);
  const [a, b] = [parts(left), parts(right)];
  return a.map((part, index) => part - b[index]!).find((delta) => delta !== 0) ?? 0;
}

/** The outcome for one command: real differences, and flags absent only because the binary predates them. */
export interface Comparison {
  differences: Difference[];
  newerThanBinary: Difference[];
}

function compareFlags(command: string, kind: string, data: readonly FlagSpec[], help: readonly HelpFlag[], binaryRelease: string, result: Comparison): void {
  const {differences} = result;
  const byName = new Map(help.map((flag) => [flag.name, flag]));
  for (const flag of data) {
    const printed = byName.get(flag.name);
    byName.delete(flag.name);
    const newer = flag.since !== undefined && compareReleases(flag.since, binaryRelease) > 0;
    if (newer) {
      if (printed) differences.push({command, what: `${kind} --${flag.name} is in help of ${binaryRelease}, but the data says it arrived in ${flag.since}`});
      else result.newerThanBinary.push({command, what: `${kind} --${flag.name} arrived in Helm ${flag.since}`});
      continue;
    }
    if (!printed) {
      differences.push({command, what: `${kind} --${flag.name} is in the data but not in help`});
      continue;
    }
    if ((flag.shorthand ?? '') !== (printed.shorthand ?? '')) {
      differences.push({command, what: `${kind} --${flag.name}: shorthand ${flag.shorthand ?? 'none'} in the data, ${printed.shorthand ?? 'none'} in help`});
    }
    if (flagTypeLabel(flag) !== printed.type) {
      differences.push({command, what: `${kind} --${flag.name}: type ${flagTypeLabel(flag)} in the data, ${printed.type} in help`});
    }
    if ((flag.default ?? '') !== (printed.default ?? '')) {
      differences.push({command, what: `${kind} --${flag.name}: default ${flag.default ?? 'none'} in the data, ${printed.default ?? 'none'} in help`});
    }
  }
  for (const name of byName.keys()) {
    if (name !== 'help') differences.push({command, what: `${kind} --${name} is in help but not in the data`});
  }
}

/** Every difference between one command's data and the help of a binary of release `binaryRelease`. */
export function compareCommand(tree: CommandTree, command: CommandSpec, help: ParsedHelp, binaryRelease: string): Comparison {
  const name = ['helm', ...command.path].join(' ');
  const result: Comparison = {differences: [], newerThanBinary: []};
  const {differences} = result;
  if (!help.usage.includes(command.usage)) {
    differences.push({command: name, what: `usage "${command.usage}" in the data, ${help.usage.map((line) => `"${line}"`).join(' and ')} in help`});
  }
  const aliases = help.aliases.slice(1);
  if ((command.aliases ?? []).join(',') !== aliases.join(',')) {
    differences.push({command: name, what: `aliases [${(command.aliases ?? []).join(', ')}] in the data, [${aliases.join(', ')}] in help`});
  }
  const children = tree.commands
    .filter((child) => child.path.length === command.path.length + 1 && command.path.every((word, index) => child.path[index] === word))
    .map((child) => child.path.at(-1)!);
  const printedChildren = help.subcommands.filter((child) => child !== 'help');
  for (const child of printedChildren.filter((child) => !children.includes(child))) {
    differences.push({command: name, what: `subcommand ${child} is in help but not in the data`});
  }
  for (const child of children.filter((child) => !printedChildren.includes(child))) {
    differences.push({command: name, what: `subcommand ${child} is in the data but not in help`});
  }
  const own = [...(command.flags ?? []), ...(command.persistentFlags ?? [])];
  compareFlags(name, 'flag', own, help.flags, binaryRelease, result);
  compareFlags(name, 'global flag', inheritedFlags(tree, command), help.globalFlags, binaryRelease, result);
  return result;
}
