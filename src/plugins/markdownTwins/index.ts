/**
 * Writes a Markdown twin next to every built docs page and blog post (`/uk/docs/intro/install` →
 * `/uk/docs/intro/install.md`), an `llms.txt` index per locale and an `llms-full.txt` per docs version, for readers
 * who work with AI assistants, paste a page into an issue or read offline. The twins are made from the built HTML,
 * so they hold what the reader sees; the build stops when one still holds MDX or JSX.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';

import type {LoadContext, Plugin, TranslationFileContent} from '@docusaurus/types';
import type {LoadedContent as DocsContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

import {markdownTwinPath} from '../../lib/markdownTwin';
import {htmlToMarkdown, metaDescription, pageKind, type PageKind} from './htmlToMarkdown';
import {llmsFullTxt, llmsTxt, type IndexEntry, type IndexSection} from './llmsTxt';
import {formatMessage, LLMS_MESSAGES, LLMS_TRANSLATION_FILE, type LlmsMessages} from './messages';
import {findUnresolvedMdx} from './unresolvedMdx';

const PLUGIN_NAME = 'markdown-twins';

/** What this plugin reads of a processed sidebar: Docusaurus's own types for it are internal. */
interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
}

interface Page {
  permalink: string;
  source: string;
  kind: PageKind;
  /** Where the twin goes when the page's address has no path to add `.md` to (the home page). */
  twinPath?: string;
}

function readMessages(context: LoadContext): LlmsMessages {
  const english = Object.fromEntries(Object.entries(LLMS_MESSAGES).map(([key, {message}]) => [key, message])) as LlmsMessages;
  if (context.i18n.currentLocale === context.i18n.defaultLocale) return english;
  const file = join(context.localizationDir, PLUGIN_NAME, `${LLMS_TRANSLATION_FILE}.json`);
  const shown = relative(context.siteDir, file);
  if (!existsSync(file)) {
    throw new Error(`${shown}: missing; run "npm run write-translations -- --locale ${context.i18n.currentLocale}" and translate it`);
  }
  const translated = JSON.parse(readFileSync(file, 'utf8')) as TranslationFileContent;
  const missing = Object.keys(LLMS_MESSAGES).filter((key) => !translated[key]?.message);
  if (missing.length > 0) throw new Error(`${shown}: no translation for ${missing.map((key) => `"${key}"`).join(', ')}`);
  return Object.fromEntries(Object.keys(LLMS_MESSAGES).map((key) => [key, translated[key]!.message])) as LlmsMessages;
}

/** A version's label as readers know it, without decoration such as the pre-release's emoji. */
function versionName(version: LoadedVersion): string {
  return version.label.replace(/[^\p{L}\p{N}.\-+ ]/gu, '').trim();
}

/** The version's docs grouped by the sections of its sidebar, in reading order; docs outside the sidebar last. */
function sections(version: LoadedVersion, messages: LlmsMessages): Array<{heading: string; docIds: string[]}> {
  const name = versionName(version);
  const groups: Array<{heading: string; docIds: string[]}> = [];
  // Every doc outside a category goes into one group named after the version, placed where the first one is.
  const heading = formatMessage(messages.versionHeading, {version: name});
  const loose = (): {heading: string; docIds: string[]} => {
    const existing = groups.find((group) => group.heading === heading);
    if (existing) return existing;
    const group = {heading, docIds: []};
    groups.push(group);
    return group;
  };
  const docIdsOf = (item: SidebarItem): string[] => [
    ...(item.type === 'doc' || item.type === 'ref' ? [item.id!] : []),
    ...(item.link?.type === 'doc' ? [item.link.id!] : []),
    ...(item.items ?? []).flatMap(docIdsOf),
  ];
  for (const sidebar of Object.values(version.sidebars) as SidebarItem[][]) {
    for (const item of sidebar) {
      if (item.type === 'category') groups.push({heading: formatMessage(messages.sectionHeading, {version: name, section: item.label ?? ''}), docIds: docIdsOf(item)});
      else loose().docIds.push(...docIdsOf(item));
    }
  }
  const listed = new Set(groups.flatMap((group) => group.docIds));
  const rest = version.docs.filter((doc) => !listed.has(doc.id) && !doc.unlisted).map((doc) => doc.id);
  if (rest.length > 0) loose().docIds.push(...rest);
  return groups.map((group) => ({...group, docIds: [...new Set(group.docIds)]}));
}

export default function markdownTwins(context: LoadContext): Plugin {
  const {siteConfig, baseUrl} = context;
  const absolute = (pathname: string): string => new URL(pathname, siteConfig.url).href;
  return {
    name: PLUGIN_NAME,

    getTranslationFiles() {
      return [{path: LLMS_TRANSLATION_FILE, content: LLMS_MESSAGES as unknown as TranslationFileContent}];
    },

    // The translations are read here, not in loadContent, which `write-translations` runs before they exist.
    async postBuild({outDir, plugins}) {
      const messages = readMessages(context);
      const docs = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs')?.content as DocsContent | undefined;
      const blog = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-blog')?.content as BlogContent | undefined;
      if (!docs || !blog) throw new Error(`${PLUGIN_NAME}: the docs or blog plugin is not loaded; this plugin has nothing to write`);

      const inSite = (permalink: string): string => {
        if (!permalink.startsWith(baseUrl)) throw new Error(`${PLUGIN_NAME}: ${permalink} is outside the base URL ${baseUrl}`);
        return permalink.slice(baseUrl.length);
      };
      const started = Date.now();
      const problems: string[] = [];
      const twins = new Map<string, string>();
      /** Writes a page's twin and returns the page's HTML; a problem is collected, so that the build lists them all. */
      const writeTwin = ({permalink, source, kind, twinPath = markdownTwinPath(permalink)}: Page): string | undefined => {
        const htmlFile = join(outDir, inSite(permalink), 'index.html');
        const html = existsSync(htmlFile) ? readFileSync(htmlFile, 'utf8') : undefined;
        // The home page's <html> has no class of its own (other pages share it); its route says what it is.
        if (html === undefined || (kind !== 'home' && pageKind(html) !== kind)) {
          problems.push(`${source} (${permalink}): no built ${kind} page at ${relative(context.siteDir, htmlFile)}`);
          return undefined;
        }
        let markdown: string;
        try {
          markdown = htmlToMarkdown(html, kind, {siteUrl: siteConfig.url, pathname: permalink});
        } catch (error) {
          problems.push(`${source} (${permalink}): ${(error as Error).message}`);
          return undefined;
        }
        for (const {line, reason} of findUnresolvedMdx(markdown)) problems.push(`${source} (${permalink}), line ${line} of its Markdown twin: ${reason}`);
        writeFileSync(join(outDir, inSite(twinPath)), markdown);
        twins.set(permalink, markdown);
        return html;
      };

      for (const version of docs.loadedVersions) for (const doc of version.docs) writeTwin({permalink: doc.permalink, source: doc.source, kind: 'doc'});
      for (const post of blog.blogPosts) writeTwin({permalink: post.metadata.permalink, source: post.metadata.source, kind: 'blog-post'});
      const homeTwinPath = `${baseUrl}index.md`;
      const homeHtml = writeTwin({permalink: baseUrl, source: 'src/pages/index.tsx', kind: 'home', twinPath: homeTwinPath});
      if (problems.length > 0) {
        throw new Error(`${PLUGIN_NAME}: ${problems.length} page(s) have no clean Markdown twin:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
      }

      // The current version first: it is the one most readers and assistants want.
      const versions = [...docs.loadedVersions].sort((a, b) => Number(b.isLast) - Number(a.isLast));
      const files: IndexEntry[] = [{title: siteConfig.title, url: absolute(homeTwinPath), description: metaDescription(homeHtml!)}];
      const indexSections: IndexSection[] = [];
      for (const version of versions) {
        const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
        const groups = sections(version, messages);
        const ordered = groups.flatMap((group) => group.docIds.map((id) => byId.get(id)!));
        const fullTextPath = `${version.path.replace(/\/$/, '')}/llms-full.txt`;
        writeFileSync(join(outDir, inSite(fullTextPath)), llmsFullTxt(ordered.map((doc) => twins.get(doc.permalink)!)));
        files.push({title: formatMessage(messages.fullText, {version: versionName(version)}), url: absolute(fullTextPath)});
        for (const group of groups) {
          const entries = group.docIds.map((id) => byId.get(id)!).map((doc) => ({title: doc.title, url: absolute(markdownTwinPath(doc.permalink)), description: doc.description}));
          indexSections.push({heading: group.heading, entries});
        }
      }
      const optional = blog.blogPosts.map(({metadata}) => ({title: metadata.title, url: absolute(markdownTwinPath(metadata.permalink)), description: metadata.description}));
      const index = llmsTxt({title: siteConfig.title, summary: messages.summary, details: messages.details, files, sections: indexSections, optional});
      writeFileSync(join(outDir, 'llms.txt'), index);
      const bytes = [...twins.values()].reduce((sum, markdown) => sum + Buffer.byteLength(markdown), 0);
      console.log(`[${PLUGIN_NAME}] ${twins.size} Markdown twins (${(bytes / 1024 / 1024).toFixed(1)} MiB), llms.txt and ${versions.length} llms-full.txt in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
  };
}
