/**
 * Contract tests: this site's performance layer rewrites what Docusaurus generates and depends on a few of its
 * internals (ARCHITECTURE.md). These tests run Docusaurus's own code generation and read its own files, so a
 * Docusaurus release that changes them fails here, in seconds, instead of in a full build or in a browser.
 */
import {mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {generateSiteFiles} from '@docusaurus/core/lib/server/codegen/codegen';
import defaultTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import type {PluginRouteConfig, RouteChunkNames} from '@docusaurus/types';

import {SSR_TEMPLATE, START_APP_SCRIPT} from '../../src/performance/appStart/template';
import {PRISM_LANGUAGES_MODULE} from '../../src/performance/lazyCodeHighlighting';
import {clientRoutes, GeneratedRoutesFormatError, parseRegistry, routeDataChunks, routeDataModule} from '../../src/performance/routeTables/transforms';
import {SERVER_ONLY_CONFIG_KEYS, slimSiteConfig, splitCodeTranslations} from '../../src/performance/slimGeneratedData/transforms';

const plugin = {name: 'docusaurus-plugin-content-docs', id: 'default'};

/** Route configurations of the kinds this site has: nested, with modules, with props, and a path with a quote. */
const ROUTES: PluginRouteConfig[] = [
  {
    path: '/uk/docs',
    component: '@theme/DocsRoot',
    exact: false,
    plugin,
    routes: [
      {path: '/uk/docs/intro/install', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/intro/install.md'}, plugin},
      {path: "/uk/docs/it's-quoted", component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/quoted.md'}, plugin},
    ],
  },
  {path: '/uk/blog', component: '@theme/BlogListPage', exact: true, props: {listMetadata: {permalink: '/uk/blog', page: 1}}, plugin},
];

let dir: string;
const generated = (file: string) => readFileSync(join(dir, file), 'utf8');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'docusaurus-contract-'));
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await generateSiteFiles({
      generatedFilesDir: dir,
      baseUrl: '/uk/',
      clientModules: [],
      siteConfig: {title: 'Helm', url: 'https://helm.sh', baseUrl: '/uk/', ssrTemplate: SSR_TEMPLATE, plugins: [], headTags: [], themeConfig: {}} as never,
      routes: ROUTES,
      globalData: {},
      i18n: {currentLocale: 'uk', locales: ['en', 'uk']} as never,
      codeTranslations: {'home.hero.title': 'Helm', 'theme.common.skipToMainContent': 'Перейти до вмісту'},
      siteMetadata: {} as never,
      siteStorage: {type: 'localStorage', namespace: ''},
    });
  } finally {
    process.env.NODE_ENV = previous;
  }
});

afterAll(() => rmSync(dir, {recursive: true, force: true}));

describe("Docusaurus's route files", () => {
  it('are read by the route tables: every route gets a data module with its chunks', () => {
    const registry = parseRegistry(generated('registry.js'));
    const routesChunkNames = JSON.parse(generated('routesChunkNames.json')) as RouteChunkNames;
    const routes = clientRoutes(generated('routes.js'), routeDataChunks(routesChunkNames, registry));
    expect(routes.routes.map(({key}) => key.replace(/-[0-9a-f]+$/, ''))).toEqual(['/uk/docs', '/uk/docs/intro/install', "/uk/docs/it's-quoted", '/uk/blog']);
    for (const {key} of routes.routes) {
      expect(Object.keys(routesChunkNames)).toContain(key);
      const module = routeDataModule(key, routesChunkNames, registry);
      expect(module.match(/require\.resolveWeak\(/g)?.length).toBeGreaterThan(0);
    }
    // The props of the blog route became a module of its own, and the data module loads it.
    const blog = routes.routes.find(({key}) => key.startsWith('/uk/blog-'))!;
    expect(routeDataModule(blog.key, routesChunkNames, registry)).toMatch(/\.json"\)/);
    expect(routes.source).toContain("ComponentCreator('/uk/docs/it\\'s-quoted', ");
  });

  it('stop the build, with the file named, when written in another format', () => {
    // A fourth column in the registry, as a future codegen could add: the count check notices the unparsed line.
    const changed = generated('registry.js').replace(/require\.resolveWeak\(("[^"]+")\)\],/, 'require.resolveWeak($1), true],');
    expect(() => parseRegistry(changed)).toThrow(GeneratedRoutesFormatError);
    expect(() => parseRegistry(changed)).toThrow(/registry\.js is not in the format/);
    const doubleQuoted = generated('routes.js').replace(/ComponentCreator\('([^']+)', '([^']+)'\)/, 'ComponentCreator("$1", "$2")');
    const dataChunks = routeDataChunks(JSON.parse(generated('routesChunkNames.json')) as RouteChunkNames, parseRegistry(generated('registry.js')));
    expect(() => clientRoutes(doubleQuoted, dataChunks)).toThrow(/routes\.js is not in the format/);
  });
});

describe("Docusaurus's site files", () => {
  it('give the browser a configuration without the server-only keys', () => {
    const slim = slimSiteConfig(generated('docusaurus.config.mjs'));
    const config = JSON.parse(slim.slice(slim.indexOf('{'), slim.lastIndexOf('}') + 1)) as Record<string, unknown>;
    expect(config).toMatchObject({title: 'Helm', baseUrl: '/uk/'});
    for (const key of SERVER_ONLY_CONFIG_KEYS) expect(config).not.toHaveProperty(key);
  });

  it('give the home page its own UI strings', () => {
    const split = splitCodeTranslations(JSON.parse(generated('codeTranslations.json')) as Record<string, string>);
    expect(split).toEqual({shared: {'theme.common.skipToMainContent': 'Перейти до вмісту'}, home: {'home.hero.title': 'Helm'}});
  });
});

describe("Docusaurus's page template", () => {
  // The one intended change: the app's deferred scripts become low-priority preloads that run after the first paint.
  const normalize = (template: string) => template.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();
  it('is the site template but for the app start', () => {
    const expected = (defaultTemplate as unknown as string)
      .replace(
        /<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>/,
        '<link rel="preload" as="script" fetchpriority="low" data-app href="<%= it.baseUrl %><%= script %>" />',
      )
      .replace('<div id="__docusaurus"><%~ it.appHtml %></div>', `<div id="__docusaurus"><%~ it.appHtml %></div><script>${START_APP_SCRIPT}</script>`);
    expect(normalize(SSR_TEMPLATE)).toBe(normalize(expected));
  });
});

/** The compiled sources of a Docusaurus package's `lib`. */
function libSources(packageName: string): Array<{file: string; source: string}> {
  const lib = join(__dirname, '../../node_modules', packageName, 'lib');
  const walk = (folder: string): string[] =>
    readdirSync(folder, {withFileTypes: true}).flatMap((entry) =>
      entry.isDirectory() ? walk(join(folder, entry.name)) : /\.js$/.test(entry.name) ? [join(folder, entry.name)] : [],
    );
  return walk(lib).map((file) => ({file, source: readFileSync(file, 'utf8')}));
}

describe('Docusaurus internals this site imports or replaces', () => {
  it('are where the site looks for them', () => {
    for (const request of [
      '@docusaurus/core/lib/client/exports/ComponentCreator',
      PRISM_LANGUAGES_MODULE,
      '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css',
      '@docusaurus/theme-classic/lib/theme/Blog/Components/Author/Socials/styles.module.css',
      '@docusaurus/core/lib/server/codegen/codegen',
      '@docusaurus/core/lib/ssg/ssgTemplate.html',
    ]) {
      expect(() => require.resolve(request), request).not.toThrow();
    }
  });

  it('compile every MDX page against @mdx-js/react, which the site shares through the main bundle', () => {
    const processor = libSources('@docusaurus/mdx-loader').find(({file}) => file.endsWith('/processor.js'));
    expect(processor?.source).toMatch(/providerImportSource: '@mdx-js\/react'/);
  });

  it('call only the tslib helpers the browser copy of tslib exports', () => {
    const used = new Set(libSources('@docusaurus/utils-common').flatMap(({source}) => [...source.matchAll(/tslib_1\.(__\w+)/g)].map((match) => match[1]!)));
    const exported = readFileSync(join(__dirname, '../../src/performance/sharedModules/client/tslibHelpers.ts'), 'utf8');
    expect([...used].filter((helper) => !exported.includes(helper))).toEqual([]);
  });

  it('read the docs map only from DocCard, which the site gives descriptions itself', () => {
    const callers = libSources('@docusaurus/theme-classic')
      .filter(({source}) => /\buseDocById\(/.test(source))
      .map(({file}) => file.slice(file.indexOf('/lib/') + 5));
    expect(callers).toEqual(['theme/DocCard/index.js']);
  });

  it('never read a server-only configuration key in the browser', () => {
    const clientCode = [
      ...libSources('@docusaurus/core').filter(({file}) => file.includes('/lib/client/')),
      ...libSources('@docusaurus/theme-classic'),
      ...libSources('@docusaurus/theme-common'),
      ...libSources('@docusaurus/plugin-content-docs').filter(({file}) => file.includes('/lib/client/')),
      ...libSources('@docusaurus/plugin-content-blog').filter(({file}) => file.includes('/lib/client/')),
    ];
    const readers = clientCode.flatMap(({file, source}) =>
      SERVER_ONLY_CONFIG_KEYS.filter((key) => new RegExp(`siteConfig\\??\\.${key}\\b|\\b${key}\\s*[,}][^;]*=\\s*siteConfig`).test(source)).map(
        (key) => `${file.slice(file.indexOf('/node_modules/') + 14)}: ${key}`,
      ),
    );
    expect(readers).toEqual([]);
  });
});
