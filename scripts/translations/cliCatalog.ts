/**
 * The command reference in other languages: one catalog per locale and command tree
 * (`i18n/<locale>/helm-cli/helm3.json`, `helm2.json`) and one for the page labels (`labels.json`). English stays in
 * src/data/cli; a catalog entry holds the translation of one English string and the hash of that string, so an
 * entry whose English has changed since is known to be outdated.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import type {CommandSpec, CommandTree, FlagSpec} from '../../src/data/cli/types';
import {ROOT} from '../lib/content';
import {HASH_PATTERN, textHash} from './hash';

/** The page labels of the reference, in English; `{name}` marks a value filled in when the page is rendered. */
export const ENGLISH_LABELS = {
  synopsis: 'Synopsis',
  aliases: 'Aliases',
  examples: 'Examples',
  options: 'Options',
  inherited: 'Options inherited from parent commands',
  seeAlso: 'SEE ALSO',
  defaultValue: 'default {value}',
  since: 'added in Helm {release}',
  help: 'Show help for {command}.',
  indexTitle: 'Helm Commands',
  indexDescription: 'Every command of {release}, with its flags and examples.',
  indexLabel: 'Command reference',
  commands: 'Commands',
  command: 'Command',
  description: 'Description',
  // Typography: between a label and its values (`Aliases: …`), and between the items of a list.
  labelSeparator: ': ',
  listSeparator: ', ',
} as const;

export type LabelKey = keyof typeof ENGLISH_LABELS;

export interface CatalogEntry {
  /** The translation; empty while nobody has translated the string. */
  text: string;
  /** The hash of the English string the translation was made from. */
  translated_from?: string;
  /** The English string, written by `npm run translations -- --prepare` for the translator and removed by `--mark`. */
  english?: string;
}

/** One string the reference shows: where it sits in a catalog and its English text. */
export interface Slot {
  /** The JSON path of its entry: `["commands", "helm repo add", "flags", "force-update"]`. */
  path: readonly string[];
  english: string;
}

export type SlotState = 'current' | 'outdated' | 'missing';

export const commandKey = (command: Pick<CommandSpec, 'path'>): string => ['helm', ...command.path].join(' ');

export function labelSlots(): Slot[] {
  return Object.entries(ENGLISH_LABELS).map(([key, english]) => ({path: [key], english}));
}

export function introSlot(tree: CommandTree): Slot {
  return {path: ['intro'], english: tree.intro};
}

export function shortSlot(command: CommandSpec): Slot {
  return {path: ['commands', commandKey(command), 'short'], english: command.short};
}

export function longSlot(command: CommandSpec & {long: string}): Slot {
  return {path: ['commands', commandKey(command), 'long'], english: command.long};
}

/** A flag's description, kept under the command that declares it (inherited flags under their ancestor). */
export function flagSlot(owner: CommandSpec, flag: FlagSpec): Slot {
  return {path: ['commands', commandKey(owner), 'flags', flag.name], english: flag.description};
}

export const declaredFlags = (command: CommandSpec): FlagSpec[] => [...(command.flags ?? []), ...(command.persistentFlags ?? [])];

/** Every string of a tree that a catalog can translate. */
export function treeSlots(tree: CommandTree): Slot[] {
  return [
    introSlot(tree),
    ...tree.commands.flatMap((command) => [
      shortSlot(command),
      ...(command.long === undefined ? [] : [longSlot({...command, long: command.long})]),
      ...declaredFlags(command).map((flag) => flagSlot(command, flag)),
    ]),
  ];
}

export const slotId = (path: readonly string[]): string => path.join(' › ');

/** A catalog as read from disk: entries by slot id, each with the line it starts on. */
export interface Catalog {
  /** Repository-relative path, for messages. */
  file: string;
  entries: Map<string, {entry: CatalogEntry; line: number}>;
}

export interface CatalogProblem {
  file: string;
  line: number;
  key: string;
  reason: string;
}

export class CatalogError extends Error {
  constructor(readonly problems: readonly CatalogProblem[]) {
    super(problems.map((problem) => `${problem.file}:${problem.line}: ${problem.key}: ${problem.reason}`).join('\n'));
  }
}

/** The 1-based line of a position in a text. */
const lineAt = (text: string, index: number): number => text.slice(0, Math.max(0, index)).split('\n').length;

/** The line where a JSON key first appears after a given line, for messages that point at an entry. */
function keyLine(text: string, key: string, fromLine: number): number {
  const lines = text.split('\n');
  const quoted = `${JSON.stringify(key)}:`;
  const index = lines.findIndex((line, number) => number + 1 >= fromLine && line.includes(quoted));
  return index === -1 ? fromLine : index + 1;
}

/** Inline code spans of a Markdown text, whitespace collapsed, leaving fenced blocks out. */
export function codeSpans(text: string): string[] {
  return [...text.replace(/```[\s\S]*?```/g, ' ').matchAll(/`([^`]+)`/g)].map((match) => match[1]!.replace(/\s+/g, ' ').trim());
}

/**
 * The shape a code span must keep in a translation. Placeholder words may be translated, their syntax may not:
 * `<command>`, and the words of a pattern made only of letters and `=` `/` `!` (`key=value`, `name/chart`).
 */
function spanShape(span: string): string {
  const withoutPlaceholders = span.replace(/<[^<>\s]+>/g, '<>');
  return /^[\p{L}=/!]+$/u.test(withoutPlaceholders) && /[=/]/.test(withoutPlaceholders)
    ? withoutPlaceholders.replace(/\p{L}+/gu, 'a')
    : withoutPlaceholders;
}

/** Flag names mentioned in prose, outside code spans: `--force-update`. */
function proseFlags(text: string): string[] {
  return [...text.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`]*`/g, ' ').matchAll(/(?<![\w-])--[a-z][a-z0-9-]*/g)].map((match) => match[0]);
}

/** What a translation lost of its English string: flag names, `{placeholders}`, inline code and code blocks. */
export function lostMarkup(english: string, translation: string): string[] {
  const problems: string[] = [];
  for (const flag of new Set(proseFlags(english))) {
    if (!translation.includes(flag)) problems.push(`drops the flag name ${flag}`);
  }
  for (const placeholder of new Set(english.match(/\{[a-z]+\}/g) ?? [])) {
    if (!translation.includes(placeholder)) problems.push(`drops the placeholder ${placeholder}`);
  }
  const translatedShapes = codeSpans(translation).map(spanShape);
  for (const span of new Set(codeSpans(english))) {
    if (!translatedShapes.includes(spanShape(span))) problems.push(`drops the inline code \`${span}\``);
  }
  const fences = (text: string) => (text.match(/^\s*```/gm) ?? []).length;
  if (fences(english) !== fences(translation)) problems.push('has a different number of code block fences than the English');
  return problems;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Reads a catalog's text against the strings it may translate. Problems: malformed JSON, an id that is not one of
 * the slots (an unknown command, a flag that no longer exists), a malformed entry, and a current translation that
 * lost markup of its English. Throws a CatalogError listing all of them.
 */
export function parseCatalog(text: string, file: string, slots: readonly Slot[]): Catalog {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message)?.[1];
    const line = /line (\d+)/.exec(message)?.[1];
    throw new CatalogError([
      {file, line: line ? Number(line) : position ? lineAt(text, Number(position)) : 1, key: '(file)', reason: `malformed JSON: ${message}`},
    ]);
  }
  const problems: CatalogProblem[] = [];
  const known = new Map(slots.map((slot) => [slotId(slot.path), slot]));
  const prefixes = new Set(slots.flatMap((slot) => slot.path.slice(0, -1).map((_, index) => slotId(slot.path.slice(0, index + 1)))));
  const entries = new Map<string, {entry: CatalogEntry; line: number}>();
  const visit = (value: unknown, path: string[], fromLine: number): void => {
    const id = slotId(path);
    const line = path.length === 0 ? 1 : keyLine(text, path[path.length - 1]!, fromLine);
    const report = (reason: string) => problems.push({file, line, key: id || '(file)', reason});
    const slot = known.get(id);
    if (slot) {
      if (!isRecord(value) || typeof value.text !== 'string') {
        report('an entry must be an object with a "text" string');
        return;
      }
      const extra = Object.keys(value).filter((field) => !['text', 'translated_from', 'english'].includes(field));
      if (extra.length > 0) report(`unknown field(s) ${extra.map((field) => `"${field}"`).join(', ')}: an entry has "text", "translated_from" and, while it is being translated, "english"`);
      if (value.translated_from !== undefined && (typeof value.translated_from !== 'string' || !HASH_PATTERN.test(value.translated_from))) {
        report(`"translated_from" must be the 12-digit hash that "npm run translations -- --mark" writes, not ${JSON.stringify(value.translated_from)}`);
      }
      if (value.english !== undefined && typeof value.english !== 'string') report('"english" must be a string');
      const entry = value as unknown as CatalogEntry;
      if (entry.text.trim() !== '' && entry.translated_from === textHash(slot.english)) {
        for (const lost of lostMarkup(slot.english, entry.text)) report(`the translation ${lost}`);
      }
      entries.set(id, {entry, line});
      return;
    }
    if (path.length > 0 && !prefixes.has(id)) {
      const [section, command, field, flag] = path;
      if (section === 'commands' && path.length === 2) report(`unknown command "${command}": the tree has no such command`);
      else if (section === 'commands' && field === 'flags' && path.length === 4) report(`unknown flag --${flag}: "${command}" declares no such flag (removed or renamed?)`);
      else report('unknown id: the reference has no such string');
      return;
    }
    if (!isRecord(value)) {
      report('must be an object');
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      visit(child, [...path, key], line);
    }
  };
  visit(data, [], 1);
  if (problems.length > 0) {
    throw new CatalogError(problems);
  }
  return {file, entries};
}

/** The catalog files of a locale, relative to the repository root. */
export const catalogPath = (locale: string, name: string): string => `i18n/${locale}/helm-cli/${name}.json`;
export const LABELS_CATALOG = 'labels';

/** Reads a locale's catalog, or undefined when the locale has none. */
export function readCatalog(locale: string, name: string, slots: readonly Slot[]): Catalog | undefined {
  const file = catalogPath(locale, name);
  const absolute = join(ROOT, file);
  return existsSync(absolute) ? parseCatalog(readFileSync(absolute, 'utf8'), file, slots) : undefined;
}

/** Whether a catalog translates a string, and translates its current English. */
export function slotState(catalog: Catalog | undefined, slot: Slot): SlotState {
  const found = catalog?.entries.get(slotId(slot.path));
  if (!found || found.entry.text.trim() === '') return 'missing';
  return found.entry.translated_from === textHash(slot.english) ? 'current' : 'outdated';
}

/** The translation of a string when it is current, else undefined. */
export function currentText(catalog: Catalog | undefined, slot: Slot): string | undefined {
  return slotState(catalog, slot) === 'current' ? catalog!.entries.get(slotId(slot.path))!.entry.text : undefined;
}
