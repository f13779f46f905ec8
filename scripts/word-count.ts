/**
 * Prose words per section, English and Ukrainian (code blocks and front matter left out), for issue notes:
 *   npm run word-count [-- <tree name filter>]
 */
import {dirname, join} from 'node:path';

import {CONTENT_TREES, markdownFiles, proseLines, readMarkdown} from './lib/content';

function words(path: string): number {
  return proseLines(readMarkdown(path)).reduce((total, {text}) => total + (text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0), 0);
}

const filter = process.argv[2] ?? '';
for (const tree of CONTENT_TREES.filter((candidate) => candidate.name.includes(filter))) {
  const sections = new Map<string, {en: number; uk: number}>();
  for (const file of markdownFiles(tree.english)) {
    const section = dirname(file) === '.' ? '(top level)' : dirname(file).split('/')[0]!;
    const counts = sections.get(section) ?? {en: 0, uk: 0};
    counts.en += words(join(tree.english, file));
    if (markdownFiles(tree.ukrainian).includes(file)) {
      counts.uk += words(join(tree.ukrainian, file));
    }
    sections.set(section, counts);
  }
  console.log(tree.name);
  for (const [section, {en, uk}] of sections) {
    console.log(`  ${section.padEnd(24)} en ${String(en).padStart(6)}  uk ${String(uk).padStart(6)}`);
  }
}
