/**
 * How complete and how current each locale's translation is, per part of the site: which translated pages and
 * command reference strings were made from the English text as it is now, which from an older one, which are
 * missing, and how many English words are left to translate. Used by `npm run translations` and by the
 * localization page (src/plugins/translationStatus).
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import {CLI_TREES} from '../../src/data/cli';
import type {CommandTree} from '../../src/data/cli/types';
import {DEFAULT_LOCALE, LOCALES} from '../../src/data/locales';
import {renderLocalizedTree} from '../lib/cli';
import {ContentError, ROOT, markdownFiles, proseLines, readMarkdown} from '../lib/content';
import {CatalogError, LABELS_CATALOG, type Catalog, labelSlots, readCatalog, slotId, slotState, treeSlots, type Slot} from './cliCatalog';
import {HASH_PATTERN, TRANSLATED_FROM, markdownHash} from './hash';

export type PartId = 'helm3' | 'helm3-cli' | 'next' | 'helm2' | 'helm2-cli' | 'blog' | 'pages';
export type ItemState = 'translated' | 'outdated' | 'missing';

/** A part of the site made of Markdown pages, and where a locale translates it. */
export interface PagePart {
  id: PartId;
  name: string;
  english: string;
  translated: (locale: string) => string;
}

const docsFolder = (version: string) => (locale: string) => `i18n/${locale}/docusaurus-plugin-content-docs/${version}`;

/** Pages of the site that translators translate file by file; the command reference pages are generated instead. */
export const PAGE_PARTS: readonly PagePart[] = [
  {id: 'helm3', name: 'Helm 3 guides', english: 'versioned_docs/version-3', translated: docsFolder('version-3')},
  {id: 'next', name: 'Pre-release docs', english: 'docs', translated: docsFolder('current')},
  {id: 'helm2', name: 'Helm 2 guides', english: 'versioned_docs/version-2', translated: docsFolder('version-2')},
  {id: 'blog', name: 'Blog', english: 'blog', translated: (locale) => `i18n/${locale}/docusaurus-plugin-content-blog`},
  {id: 'pages', name: 'Other pages', english: 'src/pages', translated: (locale) => `i18n/${locale}/docusaurus-plugin-content-pages`},
];

const CLI_PART_IDS: Record<string, PartId> = {helm3: 'helm3-cli', helm2: 'helm2-cli'};

/** The parts in the order the status shows them. */
export const PART_ORDER: readonly PartId[] = ['helm3', 'helm3-cli', 'next', 'helm2', 'helm2-cli', 'blog', 'pages'];

export function cliPartId(tree: CommandTree): PartId {
  const id = CLI_PART_IDS[tree.catalog];
  if (!id) throw new Error(`src/data/cli: no status part for the command tree "${tree.catalog}"; add it to CLI_PART_IDS`);
  return id;
}

/** A generated command reference folder: its pages come from the catalogs, not from translators' files. */
const isGenerated = (relative: string): boolean => relative.startsWith('helm/');

export interface Item {
  /** The translated file (a page), or the command page a set of catalog strings belongs to. */
  file: string;
  state: ItemState;
  /** English words to translate for this item (0 when it is translated). */
  words: number;
  /** Why it is outdated, when it is: no mark yet, or the English changed. */
  note?: string;
}

export interface PartStatus {
  part: PartId;
  name: string;
  translated: number;
  outdated: number;
  missing: number;
  words: number;
  items: Item[];
}

export interface LocaleStatus {
  locale: string;
  parts: PartStatus[];
}

export interface StatusReport {
  locales: LocaleStatus[];
  /**
   * Malformed tracking data, each as `file:line: message`: a bad `translated_from`, a translation without an
   * English page, a broken catalog.
   */
  problems: string[];
}

const wordsIn = (text: string): number => text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;

/** English prose words of a page, code and front matter left out. */
function pageWords(path: string): number {
  return proseLines(readMarkdown(path)).reduce((total, {text}) => total + wordsIn(text), 0);
}

/** English words of a command reference string, inline code and code blocks left out. */
const slotWords = (slot: Slot): number => wordsIn(slot.english.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`]*`/g, ' '));

function summarize(part: PartId, name: string, items: Item[]): PartStatus {
  const count = (state: ItemState) => items.filter((item) => item.state === state).length;
  return {part, name, translated: count('translated'), outdated: count('outdated'), missing: count('missing'), words: items.reduce((sum, item) => sum + item.words, 0), items};
}

/** The `translated_from` of a translated page, or a problem when it is malformed. */
export function recordedHash(path: string): {hash?: string; problem?: string} {
  const value = readMarkdown(path).frontMatter[TRANSLATED_FROM];
  if (value === undefined) return {};
  if (typeof value !== 'string' || !HASH_PATTERN.test(value)) {
    const line = readFileSync(join(ROOT, path), 'utf8').split('\n').findIndex((row) => row.startsWith(`${TRANSLATED_FROM}:`)) + 1;
    return {problem: `${path}:${line}: ${TRANSLATED_FROM} must be the 12-digit hash that "npm run translations -- --mark" writes (in quotes), not ${JSON.stringify(value)}`};
  }
  return {hash: value};
}

/** The hash of an English page as it is now. */
export const englishHash = (path: string): string => markdownHash(readFileSync(join(ROOT, path), 'utf8'));

function pagePartStatus(part: PagePart, locale: string, problems: string[]): PartStatus {
  const folder = part.translated(locale);
  const english = markdownFiles(part.english).filter((file) => !isGenerated(file));
  const translatedFiles = new Set(markdownFiles(folder).filter((file) => !isGenerated(file)));
  for (const orphan of [...translatedFiles].filter((file) => !english.includes(file))) {
    problems.push(`${folder}/${orphan}:1: no English page ${part.english}/${orphan} to translate from (renamed or removed?)`);
  }
  const items = english.map((file): Item => {
    const source = `${part.english}/${file}`;
    const translation = `${folder}/${file}`;
    if (!translatedFiles.has(file)) return {file: translation, state: 'missing', words: pageWords(source)};
    const {hash, problem} = recordedHash(translation);
    if (problem) problems.push(problem);
    if (hash === englishHash(source)) return {file: translation, state: 'translated', words: 0};
    return {file: translation, state: 'outdated', words: pageWords(source), note: hash === undefined ? `no ${TRANSLATED_FROM} mark` : 'the English page changed'};
  });
  return summarize(part.id, part.name, items);
}

/**
 * A locale's command reference for one tree, page by page: a page is translated when it can be generated, missing
 * when a string it shows has no translation, and outdated otherwise. Words count each untranslated string once.
 */
function cliPartStatus(tree: CommandTree, locale: string, problems: string[]): PartStatus {
  const name = `${tree.release.replace(/\.\d+$/, '')} command reference`;
  let labels: Catalog | undefined;
  let catalog: Catalog | undefined;
  try {
    labels = readCatalog(locale, LABELS_CATALOG, labelSlots());
    catalog = readCatalog(locale, tree.catalog, treeSlots(tree));
  } catch (error) {
    if (!(error instanceof CatalogError)) throw error;
    problems.push(...error.message.split('\n'));
  }
  const slots = new Map([...labelSlots().map((slot) => [slotId(slot.path), {slot, from: labels}] as const), ...treeSlots(tree).map((slot) => [slotId(slot.path), {slot, from: catalog}] as const)]);
  const state = (id: string) => {
    const found = slots.get(id)!;
    return slotState(found.from, found.slot);
  };
  const {files, skipped} = renderLocalizedTree(tree, locale, labels, catalog);
  const counted = new Set<string>();
  const items = [...[...files.keys()].map((file) => ({file, misses: [] as string[]})), ...[...skipped].map(([file, misses]) => ({file, misses}))]
    .sort((a, b) => a.file.localeCompare(b.file))
    .map(({file, misses}): Item => {
      const fresh = misses.filter((id) => !counted.has(id));
      fresh.forEach((id) => counted.add(id));
      const words = fresh.reduce((sum, id) => sum + slotWords(slots.get(id)!.slot), 0);
      if (misses.length === 0) return {file, state: 'translated', words: 0};
      const missing = misses.some((id) => state(id) === 'missing');
      return {file, state: missing ? 'missing' : 'outdated', words, note: missing ? undefined : `outdated: ${misses.filter((id) => state(id) === 'outdated').slice(0, 3).join('; ')}`};
    });
  return summarize(cliPartId(tree), name, items);
}

/** The status of every translated locale (or the ones given), part by part in PART_ORDER. */
export function translationStatus(locales: readonly string[] = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)): StatusReport {
  const problems: string[] = [];
  const result = locales.map((locale): LocaleStatus => {
    const parts = [
      ...PAGE_PARTS.map((part) => {
        try {
          return pagePartStatus(part, locale, problems);
        } catch (error) {
          if (!(error instanceof ContentError)) throw error;
          problems.push(error.message);
          return summarize(part.id, part.name, []);
        }
      }),
      ...CLI_TREES.map((tree) => cliPartStatus(tree, locale, problems)),
    ];
    return {locale, parts: PART_ORDER.map((id) => parts.find((part) => part.part === id)!)};
  });
  return {locales: result, problems};
}

/** The Markdown translation a path names, with its English source; undefined for anything else. */
export function pagePair(path: string): {part: PagePart; english: string; translation: string} | undefined {
  const match = /^i18n\/([\w-]+)\/(.+)$/.exec(path);
  if (!match || !/\.mdx?$/.test(path)) return undefined;
  for (const part of PAGE_PARTS) {
    const folder = `${part.translated(match[1]!)}/`;
    if (path.startsWith(folder)) {
      const relative = path.slice(folder.length);
      if (isGenerated(relative)) return undefined;
      const english = `${part.english}/${relative}`;
      return existsSync(join(ROOT, english)) ? {part, english, translation: path} : undefined;
    }
  }
  return undefined;
}
