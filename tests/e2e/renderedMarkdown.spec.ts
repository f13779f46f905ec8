import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';

import {htmlFiles} from '../../scripts/lib/build';
import {expect, test} from './support';

const BUILD = join(__dirname, '../../build');

/** The text a reader sees on a built page, code, scripts and styles left out, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style|pre|code|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|nbsp));/gi, (_entity, decimal: string, hex: string, name: string) =>
      decimal ? String.fromCodePoint(Number(decimal)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : ({amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' '} as Record<string, string>)[name.toLowerCase()]!,
    );
}

/** Markdown that did not render: emphasis markers and link syntax left in the text. */
const UNRENDERED: ReadonlyArray<[RegExp, string]> = [
  [/\*\*/, 'literal ** (emphasis that did not close: in CJK, put a particle inside the bold)'],
  [/(?<![\w/])__\S|\S__(?![\w/])/, 'literal __ emphasis'],
  [/\[[^\]\n]+\]\((?:https?:|\/|\.{0,2}\/|[\w-]+\.mdx?)[^)\s]*\)/, 'literal [text](url) link syntax'],
];

test('no docs page or blog post of any locale shows Markdown syntax instead of formatting', () => {
  const pages = htmlFiles(BUILD).filter((file) => /(^|\/)(docs|blog)(\/|$)/.test(relative(BUILD, file)));
  expect(pages.length).toBeGreaterThan(2000);
  const problems: string[] = [];
  for (const file of pages) {
    const text = visibleText(readFileSync(file, 'utf8'));
    for (const [pattern, what] of UNRENDERED) {
      const match = pattern.exec(text);
      if (match) {
        problems.push(`${relative(BUILD, file)}: ${what}: …${text.slice(Math.max(0, match.index - 40), match.index + 40).replace(/\s+/g, ' ')}…`);
      }
    }
  }
  expect(problems).toEqual([]);
});
