/**
 * What a translator runs: `--prepare` writes the command reference strings a locale still has to translate into its
 * catalogs, with their English; `--mark` records that translated files are made from the English as it is now.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, relative, resolve, sep} from 'node:path';

import {CLI_TREES} from '../../src/data/cli';
import {ROOT} from '../lib/content';
import {LABELS_CATALOG, catalogPath, labelSlots, readCatalog, slotId, slotState, treeSlots, type CatalogEntry, type Slot} from './cliCatalog';
import {TRANSLATED_FROM, splitFrontMatter, textHash} from './hash';
import {englishHash, pagePair} from './status';

/** A locale's catalogs: file name and the strings each may translate. */
function catalogs(): {name: string; slots: Slot[]}[] {
  return [{name: LABELS_CATALOG, slots: labelSlots()}, ...CLI_TREES.map((tree) => ({name: tree.catalog, slots: treeSlots(tree)}))];
}

/** Entries in the order of their slots, nested by their paths, as the catalog files keep them. */
function catalogJson(slots: readonly Slot[], entries: Map<string, CatalogEntry>): string {
  const root: Record<string, unknown> = {};
  for (const slot of slots) {
    const entry = entries.get(slotId(slot.path));
    if (!entry) continue;
    let node = root;
    for (const key of slot.path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    const {text, translated_from, english} = entry;
    node[slot.path[slot.path.length - 1]!] = {text, ...(translated_from ? {translated_from} : {}), ...(english !== undefined ? {english} : {})};
  }
  return `${JSON.stringify(root, null, 2)}\n`;
}

/** Adds every missing or outdated string of a locale's catalogs, with its current English, for the translator. */
export function prepareCatalogs(locale: string): string[] {
  const report: string[] = [];
  for (const {name, slots} of catalogs()) {
    const file = catalogPath(locale, name);
    const catalog = readCatalog(locale, name, slots);
    const entries = new Map([...(catalog?.entries ?? [])].map(([id, {entry}]) => [id, {...entry}]));
    let added = 0;
    for (const slot of slots) {
      if (slotState(catalog, slot) === 'current') continue;
      const id = slotId(slot.path);
      entries.set(id, {...(entries.get(id) ?? {text: ''}), english: slot.english});
      added += 1;
    }
    if (added === 0) continue;
    mkdirSync(dirname(join(ROOT, file)), {recursive: true});
    writeFileSync(join(ROOT, file), catalogJson(slots, entries));
    report.push(`${file}: ${added} string(s) to translate, each with its "english"`);
  }
  return report;
}

function markCatalog(file: string): string {
  const match = /^i18n\/([\w-]+)\/helm-cli\/([\w-]+)\.json$/.exec(file);
  const known = match && catalogs().find((candidate) => candidate.name === match[2]);
  if (!match || !known) throw new MarkError(`${file}: not a command reference catalog (i18n/<locale>/helm-cli/<${catalogs().map(({name}) => name).join('|')}>.json)`);
  const catalog = readCatalog(match[1]!, known.name, known.slots);
  if (!catalog) throw new MarkError(`${file}: no such file`);
  const entries = new Map([...catalog.entries].map(([id, {entry}]) => [id, {...entry}]));
  let marked = 0;
  const changed: string[] = [];
  for (const slot of known.slots) {
    const entry = entries.get(slotId(slot.path));
    if (!entry || entry.text.trim() === '') continue;
    if (entry.english !== undefined && entry.english !== slot.english) {
      changed.push(slotId(slot.path));
      continue;
    }
    if (entry.english !== undefined || entry.translated_from === undefined) {
      entries.set(slotId(slot.path), {text: entry.text, translated_from: textHash(slot.english)});
      marked += 1;
    }
  }
  writeFileSync(join(ROOT, file), catalogJson(known.slots, entries));
  const pending = [...entries.values()].filter((entry) => entry.text.trim() === '').length;
  return [
    `${file}: ${marked} string(s) marked as translated from the current English`,
    ...(pending > 0 ? [`  ${pending} string(s) still have no translation`] : []),
    ...changed.map((id) => `  ${id}: the English changed after --prepare; run --prepare again and compare`),
  ].join('\n');
}

/** Writes `translated_from: "<hash>"` into a translated page's front matter, keeping the rest of it as it is. */
export function markPage(file: string): string {
  const pair = pagePair(file);
  if (!pair) throw new MarkError(`${file}: not a translated page with an English original (i18n/<locale>/docusaurus-plugin-content-docs|blog/...)`);
  const path = join(ROOT, file);
  const source = readFileSync(path, 'utf8');
  const line = `${TRANSLATED_FROM}: "${englishHash(pair.english)}"`;
  const {frontMatter, body} = splitFrontMatter(source);
  const lines = frontMatter === null ? [] : frontMatter.split('\n');
  const index = lines.findIndex((row) => row.startsWith(`${TRANSLATED_FROM}:`));
  if (index === -1) lines.push(line);
  else lines[index] = line;
  writeFileSync(path, `---\n${lines.join('\n')}\n---\n${body}`);
  return `${file}: translated from ${pair.english} as it is now`;
}

/** A file given to `--mark` that cannot be marked: reported as a one-line message, not a stack trace. */
export class MarkError extends Error {}

/** Marks translated pages and command reference catalogs. */
export function mark(files: readonly string[]): string[] {
  return files.map((given) => {
    // Paths as a shell completes them (`./i18n/…`, or absolute inside the repository) mean the same file.
    const file = relative(ROOT, resolve(ROOT, given)).split(sep).join('/');
    if (!existsSync(join(ROOT, file))) throw new MarkError(`${given}: no such file`);
    return file.endsWith('.json') ? markCatalog(file) : markPage(file);
  });
}
