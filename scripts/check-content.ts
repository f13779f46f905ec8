/**
 * Runs before every build (`npm run build`): finds the content mistakes that would otherwise stop
 * Docusaurus with a stack trace, and reports each as `file:line: message`.
 *
 * - malformed front matter in any Markdown file of any locale;
 * - a translation id used in src/ that a locale's code.json lacks;
 * - a `_category_.json` link to a doc id that does not exist;
 * - a Markdown link to a page file that does not exist, or to an anchor that page does not define;
 * - malformed translation tracking data: a bad `translated_from`, a translation whose English page is gone, a
 *   command reference catalog that does not match the commands (scripts/translations);
 * - bold markers that CommonMark leaves as literal asterisks, such as a Korean particle right after `**`code`**`.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';

import {DEFAULT_LOCALE, LOCALES} from '../src/data/locales';
import {ContentError, ROOT, headings, literalBoldMarkers, markdownFiles, proseLines, readMarkdown, type MarkdownFile} from './lib/content';
import {codeJsonPath, readCodeJson, translationUses} from './lib/translations';
import {translationStatus} from './translations/status';

/** A docs version: its English folder, its URL prefix, and its translated folder in a locale. */
const DOCS_TREES = [
  {english: 'versioned_docs/version-3', urlPrefix: '/docs/', i18n: 'version-3'},
  {english: 'versioned_docs/version-2', urlPrefix: '/docs/v2/', i18n: 'version-2'},
  {english: 'docs', urlPrefix: '/docs/next/', i18n: 'current'},
] as const;

const problems: string[] = [];
const report = (file: string, line: number, message: string): void => {
  problems.push(`${file}:${line}: ${message}`);
};

function allContentFolders(): string[] {
  const folders = ['docs', 'versioned_docs/version-3', 'versioned_docs/version-2', 'blog', 'src/pages'];
  for (const locale of LOCALES.filter((candidate) => candidate !== DEFAULT_LOCALE)) {
    const base = `i18n/${locale}`;
    for (const plugin of ['docusaurus-plugin-content-docs', 'docusaurus-plugin-content-blog', 'docusaurus-plugin-content-pages']) {
      if (existsSync(join(ROOT, base, plugin))) {
        folders.push(`${base}/${plugin}`);
      }
    }
  }
  return folders;
}

/** Doc id of a file in a docs tree: its path without extension (Docusaurus' default). */
function docId(file: string, frontMatterId: unknown): string {
  const withoutExtension = file.replace(/\.mdx?$/, '');
  if (typeof frontMatterId === 'string') {
    return join(dirname(withoutExtension), frontMatterId).replace(/^\.\//, '');
  }
  return withoutExtension;
}

function explicitIds(file: MarkdownFile): Set<string> {
  return new Set(headings(file).flatMap((heading) => (heading.id ? [heading.id] : [])));
}

/** The English file a site path under /docs points at, if it is a docs page. */
function fileForUrl(pathname: string): {tree: (typeof DOCS_TREES)[number]; file: string | undefined} | undefined {
  const trees = [...DOCS_TREES].sort((a, b) => b.urlPrefix.length - a.urlPrefix.length);
  const normalized = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const tree = trees.find((candidate) => normalized.startsWith(candidate.urlPrefix) || normalized === candidate.urlPrefix);
  if (!tree) {
    return undefined;
  }
  const rest = normalized.slice(tree.urlPrefix.length).replace(/\/$/, '');
  const candidates = rest === '' ? ['index.md', 'index.mdx'] : [`${rest}.md`, `${rest}.mdx`, `${rest}/index.md`, `${rest}/index.mdx`];
  return {tree, file: candidates.find((candidate) => existsSync(join(ROOT, tree.english, candidate)))};
}

function checkFrontMatterEverywhere(): Map<string, MarkdownFile> {
  const parsed = new Map<string, MarkdownFile>();
  for (const folder of allContentFolders()) {
    for (const file of markdownFiles(folder)) {
      const path = join(folder, file);
      try {
        parsed.set(path, readMarkdown(path));
      } catch (error) {
        if (error instanceof ContentError) {
          report(error.file, error.line, error.message.slice(error.message.indexOf(': ', error.file.length) + 2));
        } else {
          throw error;
        }
      }
    }
  }
  return parsed;
}

function checkTranslations(): void {
  const uses = translationUses();
  for (const locale of LOCALES.filter((candidate) => candidate !== DEFAULT_LOCALE)) {
    const messages = readCodeJson(locale);
    const file = relative(ROOT, codeJsonPath(locale));
    if (!messages) {
      report(file, 1, `missing: run "npm run write-translations -- --locale ${locale}" and translate it`);
      continue;
    }
    for (const use of uses) {
      if (!messages[use.id]?.message) {
        report(use.file, use.line, `translation id "${use.id}" is missing from ${file}`);
      }
    }
  }
}

function checkCategoryLinks(parsed: Map<string, MarkdownFile>): void {
  for (const tree of DOCS_TREES) {
    const ids = new Set(markdownFiles(tree.english).map((file) => docId(file, parsed.get(join(tree.english, file))?.frontMatter.id)));
    const walk = (dir: string): void => {
      for (const entry of readdirSync(join(ROOT, dir), {withFileTypes: true})) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) {
          walk(path);
        } else if (entry.name === '_category_.json') {
          const text = readFileSync(join(ROOT, path), 'utf8');
          const category = JSON.parse(text) as {link?: {type?: string; id?: string}};
          const id = category.link?.type === 'doc' ? category.link.id : undefined;
          if (id && !ids.has(id)) {
            const line = text.split('\n').findIndex((row) => row.includes(`"${id}"`)) + 1;
            report(path, line, `unknown doc id "${id}"; known ids in ${tree.english} include: ${[...ids].slice(0, 8).join(', ')}, …`);
          }
        }
      }
    };
    walk(tree.english);
  }
}

function checkLinks(parsed: Map<string, MarkdownFile>): void {
  const englishFile = (tree: string, file: string): MarkdownFile | undefined => parsed.get(join(tree, file));
  for (const [path, file] of parsed) {
    // The English tree a file belongs to, to resolve `topics/charts.md` style links from the version root.
    const i18nMatch = /^i18n\/[^/]+\/docusaurus-plugin-content-docs\/([^/]+)\//.exec(path);
    const tree = i18nMatch
      ? DOCS_TREES.find((candidate) => candidate.i18n === i18nMatch[1])
      : DOCS_TREES.find((candidate) => path.startsWith(`${candidate.english}/`));
    for (const {line, text} of proseLines(file)) {
      for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = match[1]!;
        const [pathname = '', anchor] = target.split('#');
        if (/^[a-z]+:/.test(pathname) || pathname === '') {
          continue;
        }
        let targetFile: MarkdownFile | undefined;
        let label = pathname;
        if (/\.mdx?$/.test(pathname)) {
          if (!tree) {
            continue; // Blog posts link each other; the blog plugin checks those.
          }
          const relativeToFile = join(dirname(path), pathname);
          const fromRoot = join(tree.english, pathname);
          targetFile = parsed.get(relativeToFile) ?? englishFile(tree.english, pathname);
          if (!targetFile) {
            report(path, line, `link to "${pathname}": no such page in ${tree.english}/ (links are written from the version root, e.g. "topics/charts.md")`);
            continue;
          }
          label = relative(ROOT, join(ROOT, fromRoot));
        } else if (pathname.startsWith('/docs')) {
          const resolved = fileForUrl(pathname);
          if (!resolved) {
            continue;
          }
          if (!resolved.file) {
            report(path, line, `link to "${pathname}": no page of ${resolved.tree.english}/ is served there`);
            continue;
          }
          targetFile = englishFile(resolved.tree.english, resolved.file);
          label = join(resolved.tree.english, resolved.file);
        } else {
          continue;
        }
        if (anchor && targetFile && !explicitIds(targetFile).has(anchor)) {
          report(path, line, `link to "${target}": ${label} has no heading with id "${anchor}"`);
        }
      }
    }
  }
}

function checkTranslationTracking(): void {
  for (const problem of translationStatus().problems) {
    const [, file = problem, line = '1', message = problem] = /^(.+?):(\d+): (.*)$/s.exec(problem) ?? [];
    report(file, Number(line), message);
  }
}

function checkBoldMarkers(parsed: Map<string, MarkdownFile>): void {
  for (const [path, file] of parsed) {
    for (const {line, text} of literalBoldMarkers(file)) {
      report(path, line, `"**" in "${text}" shows as literal asterisks: move a particle or word that follows bold code inside the bold (**\`x\`는**), or drop the bold`);
    }
  }
}

const parsed = checkFrontMatterEverywhere();
checkTranslations();
checkTranslationTracking();
checkCategoryLinks(parsed);
checkLinks(parsed);
checkBoldMarkers(parsed);

if (problems.length > 0) {
  console.error(`Content check found ${problems.length} problem(s):\n`);
  console.error(problems.map((problem) => `  ${problem}`).join('\n'));
  console.error('\nFix them and build again (see CONTENT_STYLE.md).');
  process.exit(1);
}
console.log(`Content check: ${parsed.size} Markdown files, front matter, translation ids, doc ids, links and bold markers are fine.`);
