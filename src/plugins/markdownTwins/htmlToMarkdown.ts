/**
 * Turns a built page into the Markdown a reader of that page sees: the page's own text, without the theme around
 * it (navigation, sidebars, table of contents, footers, buttons, icons). It reads the HTML, not the source file, so
 * every MDX component is already resolved into the text it shows.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {BlockContent, Code, DefinitionContent, List, ListItem, Nodes as MdastNodes, Paragraph, PhrasingContent} from 'mdast';
import {fromHtml} from 'hast-util-from-html';
import {toMdast, type Handle, type State} from 'hast-util-to-mdast';
import {toText} from 'hast-util-to-text';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';

export interface PageAddress {
  /** The site's origin, such as `https://helm.sh`. */
  siteUrl: string;
  /** The page's path on the site, such as `/uk/docs/intro/install`. */
  pathname: string;
}

export type PageKind = 'doc' | 'blog-post' | 'home';

/** Raised when a page lacks a part this converter reads; the message names the part. */
export class PageStructureError extends Error {}

type Predicate = (node: Element) => boolean;

function isElement(node: RootContent | ElementContent | Root): node is Element {
  return node.type === 'element';
}

function classes(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

const hasClass = (name: string): Predicate => (node) => classes(node).includes(name);
/** CSS module class names end in a hash (`codeBlockTitle_Ktv7`): match their stable start. */
const hasClassStarting = (prefix: string): Predicate => (node) => classes(node).some((name) => name.startsWith(prefix));
const hasTag = (tagName: string): Predicate => (node) => node.tagName === tagName;
const hasAttribute = (name: string): Predicate => (node) => node.properties[name] !== undefined;

function findAll(parent: Element | Root, predicate: Predicate, found: Element[] = []): Element[] {
  for (const child of parent.children) {
    if (!isElement(child)) continue;
    if (predicate(child)) found.push(child);
    findAll(child, predicate, found);
  }
  return found;
}

function find(parent: Element | Root, predicate: Predicate): Element | undefined {
  for (const child of parent.children) {
    if (!isElement(child)) continue;
    if (predicate(child)) return child;
    const inner = find(child, predicate);
    if (inner) return inner;
  }
  return undefined;
}

const textOf = (node: Element | undefined): string => (node ? toText(node).trim() : '');

/**
 * The text of every <pre> as written, one line per rendered line: the highlighter's thousands of token elements
 * would make parsing the page many times slower, and a code block needs only its text.
 */
export function flattenCodeBlocks(html: string): string {
  return html.replace(/(<pre\b[^>]*>)([\s\S]*?)<\/pre>/g, (_match, open: string, inner: string) => {
    const text = inner.replace(/<br\s*\/?>/g, '\n').replace(/<[^>]*>/g, '').replace(/\n$/, '');
    return `${open}${text}</pre>`;
  });
}

/** A node's text with its whitespace kept. */
function rawText(node: ElementContent | Element): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(rawText).join('') : '';
}

/** A theme code block (title bar, lines, buttons) as a plain <pre> that carries its language and title. */
function plainCodeBlock(container: Element): Element {
  const pre = find(container, hasTag('pre'));
  if (!pre) throw new PageStructureError('a code block without <pre>');
  const language = [...classes(container), ...classes(pre)].find((name) => name.startsWith('language-'))?.slice('language-'.length);
  return {
    type: 'element',
    tagName: 'pre',
    properties: {dataLanguage: language ?? '', dataTitle: textOf(find(container, hasClassStarting('codeBlockTitle')))},
    children: [{type: 'text', value: rawText(pre)}],
  };
}

function isDecoration(node: Element): boolean {
  return (
    ['svg', 'button', 'script', 'style', 'noscript'].includes(node.tagName) ||
    hasClass('hash-link')(node) ||
    hasClass('theme-doc-card-icon')(node) ||
    String(node.properties.ariaHidden) === 'true'
  );
}

/**
 * One pass over the page's text: the theme's decorations go (heading anchors, icons, buttons, hidden text), code
 * blocks become plain <pre>, and every link and image address becomes absolute on this site, so that the Markdown
 * works wherever it is pasted.
 */
function prepare(parent: Element, base: URL): void {
  const children: ElementContent[] = [];
  for (const child of parent.children) {
    if (child.type === 'comment') continue;
    if (!isElement(child)) {
      children.push(child);
      continue;
    }
    if (isDecoration(child)) continue;
    if (hasClass('theme-code-block')(child)) {
      children.push(plainCodeBlock(child));
      continue;
    }
    const attribute = child.tagName === 'a' ? 'href' : child.tagName === 'img' ? 'src' : undefined;
    const value = attribute ? child.properties[attribute] : undefined;
    if (attribute && typeof value === 'string' && !/^(mailto|tel):/.test(value)) {
      child.properties[attribute] = new URL(value, base).href;
    }
    prepare(child, base);
    children.push(child);
  }
  parent.children = children;
}

function codeBlock(pre: Element): Code {
  const language = String(pre.properties.dataLanguage ?? '');
  const title = String(pre.properties.dataTitle ?? '');
  return {
    type: 'code',
    lang: language && language !== 'text' ? language : null,
    meta: title ? `title="${title.replace(/"/g, '\\"')}"` : null,
    value: rawText(pre),
  };
}

function strongParagraph(text: string): Paragraph {
  return {type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: text}]}]};
}

/** Flow content of an element, with loose text wrapped in paragraphs. */
function flow(state: State, node: Element | undefined): Array<BlockContent | DefinitionContent> {
  return node ? (state.toFlow(state.all(node)) as Array<BlockContent | DefinitionContent>) : [];
}

/** An admonition as a blockquote that opens with its heading in bold: `> **Note**`. */
function admonition(state: State, node: Element): MdastNodes {
  const title = textOf(find(node, hasClassStarting('admonitionHeading')));
  return {
    type: 'blockquote',
    children: [...(title ? [strongParagraph(title)] : []), ...flow(state, find(node, hasClassStarting('admonitionContent')))],
  };
}

/** Tabs: every panel under its tab's label in bold, since a Markdown reader cannot switch between them. */
function tabs(state: State, node: Element): MdastNodes[] {
  const labels = findAll(node, (child) => child.properties.role === 'tab').map(textOf);
  const panels = findAll(node, (child) => child.properties.role === 'tabpanel');
  return panels.flatMap((panel, index) => [strongParagraph(labels[index] ?? ''), ...flow(state, panel)]);
}

/** Doc cards (a category's index) as the list of links and descriptions they show. */
function docCards(node: Element): List {
  const cards = findAll(node, (child) => child.tagName === 'a' && hasClass('card')(child));
  const items: ListItem[] = cards.map((card) => {
    const title = textOf(find(card, hasClass('theme-doc-card-title')) ?? find(card, hasTag('h2')));
    const description = textOf(find(card, hasTag('p')));
    const link: PhrasingContent = {type: 'link', url: String(card.properties.href), children: [{type: 'text', value: title}]};
    const children: PhrasingContent[] = description ? [link, {type: 'text', value: `: ${description}`}] : [link];
    return {type: 'listItem', spread: false, children: [{type: 'paragraph', children}]};
  });
  return {type: 'list', ordered: false, spread: false, children: items};
}

/** A row of buttons (the home page's calls to action) as a list, so that the links do not run together. */
function linkRow(node: Element): List | undefined {
  const children = node.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  if (children.length < 2 || !children.every((child) => isElement(child) && child.tagName === 'a')) return undefined;
  const items: ListItem[] = (children as Element[]).map((link) => ({
    type: 'listItem',
    spread: false,
    children: [{type: 'paragraph', children: [{type: 'link', url: String(link.properties.href), children: [{type: 'text', value: textOf(link)}]}]}],
  }));
  return {type: 'list', ordered: false, spread: false, children: items};
}

const container: Handle = (state, node) => {
  const links = node.tagName === 'div' ? linkRow(node) : undefined;
  if (links) return links;
  if (hasClass('theme-admonition')(node)) return admonition(state, node);
  if (hasClass('tabs-container')(node)) return tabs(state, node);
  if (node.tagName === 'section' && find(node, hasClass('card'))) return docCards(node);
  return state.all(node);
};

const handlers: Record<string, Handle> = {
  pre: (_state, node) => codeBlock(node),
  div: container,
  section: container,
  // The theme wraps each doc card and the page's title in these; only their content counts.
  article: (state, node) => state.all(node),
  header: (state, node) => state.all(node),
};

/** The notes the theme shows above a page's text (untranslated or outdated page, checked examples) as quotes. */
function notesAsQuotes(article: Element): Element[] {
  const notes = findAll(
    article,
    (node) => hasAttribute('dataUntranslatedNotice')(node) || hasAttribute('dataOutdatedTranslationNotice')(node) || hasAttribute('dataExamplesChecked')(node),
  );
  return notes.map((note) => ({
    type: 'element',
    tagName: 'blockquote',
    properties: {},
    children: [{type: 'element', tagName: 'p', properties: {}, children: note.children}],
  }));
}

/** The parts of a page that hold what the reader came for, in reading order (the home page: all of <main>). */
function pageParts(article: Element, kind: PageKind): Element[] {
  if (kind === 'home') return [article];
  if (kind === 'doc') {
    const content = find(article, hasClass('theme-doc-markdown'));
    if (!content) throw new PageStructureError('no .theme-doc-markdown element in the article');
    return [...notesAsQuotes(article), content];
  }
  const header = find(article, hasTag('header'));
  const title = header && find(header, hasTag('h1'));
  const content = find(article, (node) => node.properties.id === '__blog-post-container');
  if (!header || !title || !content) throw new PageStructureError('no post title (header h1) or #__blog-post-container');
  const authors = findAll(header, hasClass('avatar__name')).map(textOf);
  const byline = [textOf(find(header, hasTag('time'))), authors.join(', ')].filter(Boolean).join(' · ');
  const bylineParagraph: Element = {type: 'element', tagName: 'p', properties: {}, children: [{type: 'text', value: byline}]};
  return [title, ...(byline ? [bylineParagraph] : []), content];
}

/** The page's `<meta name="description">`, its entities decoded. */
export function metaDescription(html: string): string {
  const tag = /<meta\b[^>]*\bname="?description\b[^>]*>/.exec(html)?.[0];
  const meta = tag ? fromHtml(tag, {fragment: true}).children.find(isElement) : undefined;
  return String(meta?.properties.content ?? '');
}

/** Which kind of page this is, from the class Docusaurus puts on <html>; undefined for every other page. */
export function pageKind(html: string): PageKind | undefined {
  const htmlClass = /<html[^>]*\sclass="?([^">]*)/.exec(html)?.[1] ?? '';
  if (/\bdocs-doc-page\b/.test(htmlClass)) return 'doc';
  if (/\bblog-post-page\b/.test(htmlClass)) return 'blog-post';
  return undefined;
}

/** The Markdown a reader sees on a built docs page, blog post or the home page. */
export function htmlToMarkdown(html: string, kind: PageKind, address: PageAddress): string {
  // Only the article (the home page: <main>) holds the page's own text; parsing the rest would only cost time.
  const tagName = kind === 'home' ? 'main' : 'article';
  const start = html.indexOf(`<${tagName}`);
  const end = html.lastIndexOf(`</${tagName}>`);
  if (start === -1 || end === -1) throw new PageStructureError(`no <${tagName}> element`);
  const fragment = fromHtml(flattenCodeBlocks(html.slice(start, end + `</${tagName}>`.length)), {fragment: true});
  const article = fragment.children.find((node): node is Element => isElement(node) && node.tagName === tagName);
  if (!article) throw new PageStructureError(`no <${tagName}> element`);
  const body: Element = {type: 'element', tagName: 'div', properties: {}, children: pageParts(article, kind)};
  prepare(body, new URL(address.pathname, address.siteUrl));
  const tree = toMdast({type: 'root', children: [body]}, {handlers});
  return toMarkdown(tree, {
    bullet: '-',
    emphasis: '_',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
    extensions: [gfmToMarkdown()],
  });
}
