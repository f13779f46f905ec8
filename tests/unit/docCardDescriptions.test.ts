import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';

import {CARD_DESCRIPTIONS_PROP, moveCardDescriptions, sidebarSiblings} from '../../src/plugins/docCardDescriptions/cardDescriptions';

const link = (docId: string, href: string) => ({type: 'link' as const, label: docId, href, docId, unlisted: false});
const sidebar: PropSidebar = [
  link('intro', '/uk/docs/intro/'),
  {
    type: 'category',
    label: 'Topics',
    href: '/uk/docs/topics/',
    collapsible: true,
    collapsed: true,
    items: [
      link('topics/charts', '/uk/docs/topics/charts'),
      {type: 'category', label: 'Hooks', collapsible: true, collapsed: true, items: [link('topics/hooks', '/uk/docs/topics/hooks')]},
      link('topics/registries', '/uk/docs/topics/registries'),
    ],
  },
];
const docs = {
  intro: {id: 'intro', title: 'Intro', description: 'Where to start.', sidebar: 'docs'},
  'topics/index': {id: 'topics/index', title: 'Topics', description: 'All topics.', sidebar: 'docs'},
  'topics/charts': {id: 'topics/charts', title: 'Charts', description: 'The chart format.', sidebar: 'docs'},
  'topics/hooks': {id: 'topics/hooks', title: 'Hooks', description: 'Chart hooks.', sidebar: 'docs'},
  'topics/registries': {id: 'topics/registries', title: 'Registries', description: 'OCI registries.', sidebar: 'docs'},
};
const docRoute = (path: string, source: string): RouteConfig => ({
  path,
  component: '@theme/DocItem',
  exact: true,
  sidebar: 'docs',
  modules: {content: `@site/${source}`},
  metadata: {sourceFilePath: source},
});
const versionRoute: RouteConfig = {
  path: '/uk/docs',
  component: '@theme/DocVersionRoot',
  props: {version: {version: '3', label: '3.19', docs, docsSidebars: {docs: sidebar}}},
  routes: [
    {
      path: '/uk/docs',
      component: '@theme/DocRoot',
      routes: [docRoute('/uk/docs/topics/', 'docs/topics/index.mdx'), docRoute('/uk/docs/intro/', 'docs/intro.md')],
    },
  ],
};
const root: RouteConfig = {path: '/uk/docs', component: '@theme/DocsRoot', routes: [versionRoute]};

describe('doc descriptions served to the pages with cards', () => {
  const moved = moveCardDescriptions(root, (route) => route.metadata?.sourceFilePath?.endsWith('index.mdx') === true);
  const version = moved.routes![0]!;
  const [topics, intro] = version.routes![0]!.routes!;

  it('empties the map of docs in the version metadata every doc page loads, and keeps the rest', () => {
    const versionProp = (version.props as {version: {docs: Record<string, object>; label: string; docsSidebars: object}}).version;
    expect(versionProp.label).toBe('3.19');
    expect(versionProp.docs).toEqual({});
    expect(versionProp.docsSidebars).toEqual({docs: sidebar});
    expect(JSON.stringify(version.props)).not.toContain('description');
  });

  it('gives a page with cards the descriptions of the docs its cards show, and other pages none', () => {
    expect(topics!.props).toEqual({[CARD_DESCRIPTIONS_PROP]: {'topics/charts': 'The chart format.', 'topics/registries': 'OCI registries.'}});
    expect(topics!.modules).toEqual({content: '@site/docs/topics/index.mdx'});
    expect(intro!.props).toBeUndefined();
  });

  it('leaves the input routes as they were', () => {
    expect((root.routes![0]!.props as {version: {docs: typeof docs}}).version.docs.intro.description).toBe('Where to start.');
  });
});

describe('the items a card list shows without items of its own', () => {
  it('is the deepest category on the way to the page', () => {
    expect(sidebarSiblings(sidebar, '/uk/docs/topics/').map((item) => ('label' in item ? item.label : ''))).toEqual(['topics/charts', 'Hooks', 'topics/registries']);
    expect(sidebarSiblings(sidebar, '/uk/docs/topics/hooks').map((item) => ('label' in item ? item.label : ''))).toEqual(['topics/hooks']);
  });

  it('is the top level for a page outside every category', () => {
    expect(sidebarSiblings(sidebar, '/uk/docs/intro/')).toBe(sidebar);
  });
});

describe('category pages', () => {
  // A generated index renders cards without a page source, so the cards would lose their descriptions.
  it('are written as index pages, never as generated indexes', async () => {
    const {readdirSync, readFileSync} = await import('node:fs');
    const {join} = await import('node:path');
    const root = join(__dirname, '../..');
    const categories: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, {withFileTypes: true})) {
        if (entry.isDirectory() && entry.name !== 'node_modules') walk(join(dir, entry.name));
        else if (entry.name === '_category_.json') categories.push(join(dir, entry.name));
      }
    };
    ['docs', 'versioned_docs', 'i18n'].forEach((dir) => walk(join(root, dir)));
    expect(categories.length).toBeGreaterThan(10);
    expect(categories.filter((file) => readFileSync(file, 'utf8').includes('generated-index')).map((file) => file.slice(root.length + 1))).toEqual([]);
  });
});
