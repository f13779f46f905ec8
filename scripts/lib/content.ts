/** Reading the site's Markdown content: shared by the content checks (scripts/check-content.ts) and the unit tests. */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {parseDocument} from 'yaml';

/** The site's root; tests point it at a fixture tree. */
export const ROOT = process.env.SITE_ROOT ?? join(__dirname, '../..');

/** An English content tree and the folder that holds its Ukrainian translation. */
export interface ContentTree {
  name: string;
  english: string;
  ukrainian: string;
}

export const CONTENT_TREES: readonly ContentTree[] = [
  {name: 'docs 4.0.0-beta.2', english: 'docs', ukrainian: 'i18n/uk/docusaurus-plugin-content-docs/current'},
  {name: 'docs 3.19', english: 'versioned_docs/version-3', ukrainian: 'i18n/uk/docusaurus-plugin-content-docs/version-3'},
  {name: 'docs 2.17', english: 'versioned_docs/version-2', ukrainian: 'i18n/uk/docusaurus-plugin-content-docs/version-2'},
  {name: 'blog', english: 'blog', ukrainian: 'i18n/uk/docusaurus-plugin-content-blog'},
  {name: 'pages', english: 'src/pages', ukrainian: 'i18n/uk/docusaurus-plugin-content-pages'},
];

/** Markdown files of a folder, as paths relative to that folder. */
export function markdownFiles(dir: string): string[] {
  const absolute = join(ROOT, dir);
  if (!existsSync(absolute)) {
    return [];
  }
  const walk = (current: string): string[] =>
    readdirSync(current, {withFileTypes: true}).flatMap((entry) => {
      const path = join(current, entry.name);
      if (entry.isDirectory()) {
        return walk(path);
      }
      return /\.mdx?$/.test(entry.name) ? [relative(absolute, path)] : [];
    });
  return walk(absolute).sort();
}

export interface MarkdownFile {
  path: string;
  frontMatter: Record<string, unknown>;
  /** Lines of the body; `bodyLine` is the 1-based line of the file where the body starts. */
  body: string[];
  bodyLine: number;
}

export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    message: string,
  ) {
    super(`${file}:${line}: ${message}`);
  }
}

export function readMarkdown(path: string): MarkdownFile {
  const text = readFileSync(join(ROOT, path), 'utf8');
  const lines = text.split('\n');
  if (lines[0] !== '---') {
    return {path, frontMatter: {}, body: lines, bodyLine: 1};
  }
  const end = lines.indexOf('---', 1);
  if (end === -1) {
    throw new ContentError(path, 1, 'front matter starts with --- but never ends with a --- line');
  }
  const document = parseDocument(lines.slice(1, end).join('\n'), {prettyErrors: true});
  const [error] = document.errors;
  if (error) {
    const line = (error.linePos?.[0].line ?? 0) + 1;
    throw new ContentError(path, line, `malformed front matter: ${error.message.split('\n')[0]}`);
  }
  const data: unknown = document.toJS();
  if (data !== null && (typeof data !== 'object' || Array.isArray(data))) {
    throw new ContentError(path, 2, 'front matter must be a YAML mapping of keys to values');
  }
  return {path, frontMatter: (data ?? {}) as Record<string, unknown>, body: lines.slice(end + 1), bodyLine: end + 2};
}

export interface ProseLine {
  line: number;
  text: string;
}

/** A line without its inline code spans, whatever their number of backticks (`` `a` `` or ``` ``a`b`` ```). */
export function withoutInlineCode(text: string): string {
  return text.replace(/(`+)(?:(?!\1)[\s\S])*?\1/g, '');
}

/** Lines outside fenced code blocks, with inline code removed; `firstLine` is the 1-based number of `lines[0]`. */
export function proseLinesOf(lines: readonly string[], firstLine = 1): ProseLine[] {
  const prose: ProseLine[] = [];
  let fence: string | null = null;
  lines.forEach((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker) {
      if (fence === null) {
        fence = marker;
      } else if (marker.startsWith(fence)) {
        fence = null;
      }
      return;
    }
    if (fence === null) {
      prose.push({line: firstLine + index, text: withoutInlineCode(text)});
    }
  });
  return prose;
}

/** Body lines outside fenced code blocks, with inline code removed: the text a translator writes. */
export function proseLines(file: MarkdownFile): ProseLine[] {
  return proseLinesOf(file.body, file.bodyLine);
}

export interface Heading {
  line: number;
  level: number;
  text: string;
  id: string | null;
}

export function headings(file: MarkdownFile): Heading[] {
  return proseLines(file).flatMap(({line}) => {
    const raw = file.body[line - file.bodyLine]!;
    const match = /^(#{2,4})\s+(.*?)\s*$/.exec(raw);
    if (!match) {
      return [];
    }
    const id = /\{#([\w-]+)\}$/.exec(match[2]!)?.[1] ?? null;
    return [{line, level: match[1]!.length, text: match[2]!, id}];
  });
}

/** Markdown links to other Markdown files written with ./ or ../, which break in partly translated locales. */
export function folderRelativeLinks(file: MarkdownFile): ProseLine[] {
  return proseLines(file).filter(({text}) => /\]\(\.{1,2}\/[^)]*\.mdx?(#[^)]*)?\)/.test(text));
}

/** CommonMark's punctuation for emphasis: ASCII punctuation and Unicode punctuation or symbols. */
const EMPHASIS_PUNCTUATION = /[\p{P}\p{S}]/u;
const LIST_OR_BLOCK_START = /^\s*(?:[-*+]\s|\d+[.)]\s|#{1,6}\s|\||>|:::)/;

/**
 * `**` runs that CommonMark's flanking rules keep as literal asterisks: a closing run after punctuation (such as
 * the backtick of inline code) that a letter follows, or an opening run after a letter that punctuation follows.
 * Korean particles after bold code (`**`--set`**는`) are the usual case; https://spec.commonmark.org/0.31.2/#left-flanking-delimiter-run
 */
export function literalBoldMarkers(file: MarkdownFile): ProseLine[] {
  const found: ProseLine[] = [];
  let paragraph: ProseLine[] = [];
  const classify = (char: string | undefined): 'space' | 'punctuation' | 'letter' =>
    char === undefined || /\s/u.test(char) ? 'space' : EMPHASIS_PUNCTUATION.test(char) ? 'punctuation' : 'letter';
  const flush = (): void => {
    // Inline code becomes `x`, so its content cannot hold markers but its backticks still count as punctuation.
    const parts = paragraph.map(({line, text}) => ({line, text: `${text.trim().replace(/`[^`\n]*`/g, '`x`')} `}));
    const text = parts.map((part) => part.text).join('');
    const lineAt = (index: number): number => {
      let sum = 0;
      for (const part of parts) {
        sum += part.text.length;
        if (index < sum) return part.line;
      }
      return parts.at(-1)?.line ?? 0;
    };
    [...text.matchAll(/(?<!\*)\*\*(?!\*)/g)].forEach((match, position) => {
      const index = match.index;
      const before = classify(text[index - 1]);
      const after = classify(text[index + 2]);
      const opening = position % 2 === 0;
      if ((opening && before === 'letter' && after === 'punctuation') || (!opening && before === 'punctuation' && after === 'letter')) {
        found.push({line: lineAt(index), text: text.slice(Math.max(0, index - 20), index + 12).trim()});
      }
    });
    paragraph = [];
  };
  let fence: string | null = null;
  file.body.forEach((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker) {
      if (fence === null) {
        flush();
        fence = marker;
      } else if (marker.startsWith(fence)) {
        fence = null;
      }
      return;
    }
    if (fence !== null) return;
    if (text.trim() === '' || LIST_OR_BLOCK_START.test(text)) flush();
    if (text.trim() !== '') paragraph.push({line: file.bodyLine + index, text});
  });
  flush();
  return found;
}

/** Letters of Russian that Ukrainian does not use. */
export const NON_UKRAINIAN_LETTERS = /[ыэъёЫЭЪЁ]/;

export interface CodeBlock {
  /** 1-based line of the opening fence. */
  line: number;
  /** The fence's info string: language and meta, e.g. `yaml rendered` or `yaml title="values.yaml"`. */
  info: string;
  code: string;
}

export function codeBlocks(file: MarkdownFile): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  let open: {line: number; fence: string; info: string; lines: string[]} | null = null;
  file.body.forEach((text, index) => {
    const match = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(text);
    if (open === null) {
      if (match) {
        open = {line: file.bodyLine + index, fence: match[2]!, info: match[3]!.trim(), lines: []};
      }
    } else if (match && match[2]!.startsWith(open.fence) && match[3]!.trim() === '') {
      blocks.push({line: open.line, info: open.info, code: open.lines.join('\n')});
      open = null;
    } else {
      open.lines.push(text);
    }
  });
  return blocks;
}

/**
 * A code block as a translation must keep it: comments, which translations may translate, are left out
 * (`#`, `//`, `--` to the end of a line, `/* *\/` and template comments), and so is the prose part of a
 * title such as `title="values.yaml (excerpt)"`.
 */
export function comparableBlock(block: CodeBlock): {info: string; code: string} {
  const code = block.code
    .replace(/\{\{-?\s*\/\*[\s\S]*?\*\/\s*-?\}\}/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.replace(/(^|\s)(#|\/\/|--)(?![!{\w-]).*$/, '').trimEnd())
    .filter((line) => line.trim() !== '')
    .join('\n');
  return {info: block.info.replace(/title="([^"(]*?)\s*\([^"]*\)"/, 'title="$1"'), code};
}
