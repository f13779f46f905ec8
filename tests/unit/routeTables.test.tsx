import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';

import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import {
  clientRoutes,
  GeneratedRoutesFormatError,
  parseRegistry,
  routeDataChunks,
  routeDataModule,
} from '../../src/performance/routeTables/transforms';

const created = vi.hoisted(() => [] as {key: string; chunkNames: unknown}[]);
vi.mock('@docusaurus/core/lib/client/exports/ComponentCreator', async () => {
  // Docusaurus's creator reads both tables when it is called; record what it found.
  const {default: chunkNames} = await import('@generated/routesChunkNames');
  return {
    default: (path: string, hash: string) => {
      created.push({key: `${path}-${hash}`, chunkNames: chunkNames[`${path}-${hash}`]});
      const Loadable = (props: {label?: string}) => <p>{`${path} ${props.label ?? ''}`}</p>;
      Loadable.preload = () => Promise.resolve(path);
      return Loadable;
    },
  };
});

const {default: ComponentCreator} = await import('../../src/performance/routeTables/client/ComponentCreator');
const {default: routeTables} = await import('../../src/performance/routeTables');

// The shapes Docusaurus 3 writes (core/lib/server/codegen/codegenRoutes.js).
const registryLine = (name: string, path: string) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${path}"), "${path}", require.resolveWeak("${path}")],`;
const REGISTRY = `export default {\n${[
  registryLine('17896441', '@theme/DocItem'),
  registryLine('0a1b2c3d', '@site/docs/intro/install.md'),
  registryLine('5e9f6d5b', '@generated/docusaurus-plugin-content-docs/default/p/uk-docs-1a2.json'),
  registryLine('c0ffee00', '@site/docs/intro/quickstart.md'),
].join('\n')}};\n`;
const ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/uk/docs',
    component: ComponentCreator('/uk/docs', '1a2'),
    routes: [
      {path: '/uk/docs/intro/install', component: ComponentCreator('/uk/docs/intro/install', '3b4'), exact: true},
      {path: '/uk/docs/intro/quickstart', component: ComponentCreator('/uk/docs/intro/quickstart', '5c6'), exact: true},
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;
const CHUNK_NAMES = {
  '/uk/docs-1a2': {__comp: '17896441', __props: '5e9f6d5b'},
  '/uk/docs/intro/install-3b4': {__comp: '17896441', content: '0a1b2c3d'},
  '/uk/docs/intro/quickstart-5c6': {__comp: '17896441', content: 'c0ffee00', missing: 'deadbeef'},
};

describe('route components built on first use', () => {
  it('builds nothing while the route table is evaluated', () => {
    created.length = 0;
    for (let index = 0; index < 300; index += 1) ComponentCreator(`/uk/docs/page-${index}`, 'abc');
    expect(created).toEqual([]);
  });

  it('builds the loadable component once, on preload or first render, and passes the props through', async () => {
    created.length = 0;
    const Route = ComponentCreator('/uk/docs/intro/install', '1f2');
    await expect(Route.preload()).resolves.toBe('/uk/docs/intro/install');
    expect(renderToStaticMarkup(<Route label="ready" />)).toBe('<p>/uk/docs/intro/install ready</p>');
    renderToStaticMarkup(<Route />);
    expect(created.map(({key}) => key)).toEqual(['/uk/docs/intro/install-1f2']);
  });

  it('loads the route\'s own table entries before Docusaurus builds its component, once', async () => {
    created.length = 0;
    const loader = () => Promise.resolve({default: 'component'});
    const routeData = vi.fn(async () => ({chunkNames: {__comp: 'aa11'}, registry: {aa11: [loader, 0, 42]}} as never));
    const Route = ComponentCreator('/uk/blog', '134', routeData);
    expect(routeData).not.toHaveBeenCalled();
    await Promise.all([Route.preload(), Route.preload()]);
    expect(routeData).toHaveBeenCalledTimes(1);
    expect(created).toEqual([{key: '/uk/blog-134', chunkNames: {__comp: 'aa11'}}]);
    expect(registry.aa11?.[0]).toBe(loader);
    expect(renderToStaticMarkup(<Route label="x" />)).toBe('<p>/uk/blog x</p>');
  });

  it('tries the route data again after a failed load', async () => {
    const routeData = vi
      .fn()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({chunkNames: {__comp: 'bb22'}, registry: {}});
    const Route = ComponentCreator('/uk/blog/archive', '753', routeData);
    await expect(Route.preload()).rejects.toThrow('ChunkLoadError');
    await expect(Route.preload()).resolves.toBe('/uk/blog/archive');
    expect(routesChunkNames['/uk/blog/archive-753']).toEqual({__comp: 'bb22'});
  });
});

describe('route tables split by route for the browser', () => {
  it('reads the registry and stops the build with a clear message when its shape changes', () => {
    expect(parseRegistry(REGISTRY).get('0a1b2c3d')).toBe('@site/docs/intro/install.md');
    expect(parseRegistry(REGISTRY).size).toBe(4);
    const changed = REGISTRY.replace('"@theme/DocItem", require', '["@theme/DocItem"], require');
    expect(() => parseRegistry(changed)).toThrow(GeneratedRoutesFormatError);
    expect(() => parseRegistry(changed)).toThrow(/registry\.js.*4 chunks, 3 lines/);
  });

  it('puts each route\'s data in its least shared chunk', () => {
    const chunks = routeDataChunks(CHUNK_NAMES, parseRegistry(REGISTRY));
    expect(Object.fromEntries(chunks)).toEqual({
      '/uk/docs-1a2': '5e9f6d5b',
      '/uk/docs/intro/install-3b4': '0a1b2c3d',
      '/uk/docs/intro/quickstart-5c6': 'c0ffee00',
    });
  });

  it('gives every route component of the table an import of its data module, in that chunk', () => {
    const {source, routes} = clientRoutes(ROUTES, routeDataChunks(CHUNK_NAMES, parseRegistry(REGISTRY)));
    expect(routes).toEqual([
      {key: '/uk/docs-1a2', index: 0},
      {key: '/uk/docs/intro/install-3b4', index: 1},
      {key: '/uk/docs/intro/quickstart-5c6', index: 2},
    ]);
    expect(source).toContain(
      `ComponentCreator('/uk/docs/intro/install', '3b4', () => import(/* webpackChunkName: "0a1b2c3d" */ "@generated/route-data/1.js"))`,
    );
    expect(source).toContain(`ComponentCreator('*')`);
  });

  it('stops the build when a route has no entry or the table has another shape', () => {
    expect(() => clientRoutes(ROUTES, new Map())).toThrow(/routesChunkNames\.json.*\/uk\/docs-1a2/);
    expect(() => clientRoutes(ROUTES.replaceAll("', '", "','"), new Map())).toThrow(/routes\.js.*3 route components, 0/);
  });

  it('writes a route\'s chunk names and the loaders of the chunks the registry has, without module paths', () => {
    const module = routeDataModule('/uk/docs/intro/quickstart-5c6', CHUNK_NAMES, parseRegistry(REGISTRY));
    expect(module).toMatch(/^\/\/ Generated by src\/performance\/routeTables/);
    expect(module).toContain('export const chunkNames = {"__comp":"17896441","content":"c0ffee00","missing":"deadbeef"};');
    expect(module).toContain(
      '"c0ffee00": [() => import(/* webpackChunkName: "c0ffee00" */ "@site/docs/intro/quickstart.md"), 0, require.resolveWeak("@site/docs/intro/quickstart.md")],',
    );
    expect(module.match(/import\(/g)).toHaveLength(2);
    expect(() => routeDataModule('/uk/nowhere-000', CHUNK_NAMES, parseRegistry(REGISTRY))).toThrow(/\/uk\/nowhere-000/);
  });
});

describe('the plugin', () => {
  const NormalModuleReplacementPlugin = class {
    constructor(
      readonly request: RegExp,
      readonly file: string,
    ) {}
  };
  class RuntimeModule {
    static STAGE_ATTACH = 10;
  }
  const utils = {currentBundler: {name: 'rspack', instance: {NormalModuleReplacementPlugin, RuntimeModule}}} as never;
  class ChunkAssetPlugin {}
  class OtherPlugin {}

  it('replaces the Docusaurus creator in both bundles, so the server renders the tree the browser hydrates', () => {
    const plugin = routeTables({generatedFilesDir: '/nonexistent'} as never);
    for (const isServer of [false, true]) {
      const config = plugin.configureWebpack!({} as never, isServer, utils, {} as never) as {resolve: {alias: Record<string, string>}};
      expect(config.resolve.alias['@docusaurus/ComponentCreator']).toMatch(/routeTables[\\/]client[\\/]ComponentCreator\.tsx$/);
    }
  });

  it('registers the client module that loads the prefetch tables when prefetching starts', () => {
    expect(routeTables({} as never).getClientModules!()).toEqual([expect.stringMatching(/routeTables[\\/]client[\\/]prefetchWhenIdle\.ts$/)]);
  });

  it('gives the production browser bundle split route tables, and leaves the server its own', () => {
    const dir = mkdtempSync(join(tmpdir(), 'route-data-'));
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      writeFileSync(join(dir, 'routes.js'), ROUTES);
      writeFileSync(join(dir, 'registry.js'), REGISTRY);
      writeFileSync(join(dir, 'routesChunkNames.json'), JSON.stringify(CHUNK_NAMES));
      const plugin = routeTables({generatedFilesDir: dir} as never);
      const config = {plugins: [new OtherPlugin(), new ChunkAssetPlugin()]};
      expect(plugin.configureWebpack!(config as never, true, utils, {} as never)).not.toHaveProperty('plugins');
      const browser = plugin.configureWebpack!(config as never, false, utils, {} as never) as unknown as {
        mergeStrategy: Record<string, string>;
        plugins: Array<{request?: RegExp; file?: string; apply?: unknown}>;
      };
      // Docusaurus's chunk table leaves the runtime through the public merge strategy; its own plugins stay.
      expect(browser.mergeStrategy).toEqual({plugins: 'replace'});
      expect(browser.plugins[0]).toBeInstanceOf(OtherPlugin);
      expect(browser.plugins.some((entry) => entry instanceof ChunkAssetPlugin)).toBe(false);
      expect(config.plugins).toHaveLength(2);
      expect(typeof browser.plugins.at(-1)!.apply).toBe('function');
      expect(() => plugin.configureWebpack!({plugins: []} as never, false, utils, {} as never)).toThrow(/ChunkAssetPlugin is no longer/);
      const replacements = browser.plugins.filter((entry): entry is {request: RegExp; file: string} => entry instanceof NormalModuleReplacementPlugin);
      const replaced = Object.fromEntries(replacements.map(({request, file}) => [request.source, file]));
      expect(Object.keys(replaced).sort()).toEqual(['^@generated\\/registry$', '^@generated\\/routes$', '^@generated\\/routesChunkNames$']);
      expect(readFileSync(replaced['^@generated\\/routes$']!, 'utf8')).toContain('"@generated/route-data/2.js"');
      expect(readFileSync(join(dir, 'route-data', '2.js'), 'utf8')).toContain('"c0ffee00"');
    } finally {
      process.env.NODE_ENV = previous;
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
