/**
 * Content hashes that tie a translation to the English text it was made from. A translated page stores the hash
 * of its English source file in `translated_from`; a command reference catalog entry stores the hash of the English
 * string. Edits that only change whitespace (re-wrapping a paragraph) or the order of front matter keys keep the hash.
 */
import {createHash} from 'node:crypto';
import {parse} from 'yaml';

/** What `translated_from` holds: the first 12 hex digits of a SHA-256. */
export const HASH_PATTERN = /^[0-9a-f]{12}$/;

/** The front matter key of a translated page that records its English source's hash. */
export const TRANSLATED_FROM = 'translated_from';

const digest = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 12);
const collapseWhitespace = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The hash of one English string (a command reference text). */
export function textHash(text: string): string {
  return digest(collapseWhitespace(text));
}

/** Front matter as JSON with sorted keys at every level, so that reordering keys changes nothing. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map(canonical).join(',')}]`;
  }
  if (value instanceof Date) {
    return JSON.stringify(value.toISOString());
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The front matter block of a Markdown file and the body after it. */
export function splitFrontMatter(source: string): {frontMatter: string | null; body: string} {
  const text = source.replace(/\r\n/g, '\n');
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(text);
  return match ? {frontMatter: match[1]!, body: text.slice(match[0].length)} : {frontMatter: null, body: text};
}

/** The hash of an English Markdown file: its front matter values and its text, whitespace collapsed. */
export function markdownHash(source: string): string {
  const {frontMatter, body} = splitFrontMatter(source);
  const data = (frontMatter === null ? {} : (parse(frontMatter) as Record<string, unknown> | null)) ?? {};
  const {[TRANSLATED_FROM]: _ignored, ...rest} = data;
  return digest(`${canonical(rest)}\n${collapseWhitespace(body)}`);
}
