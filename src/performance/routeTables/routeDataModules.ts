import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

import type {LoadContext, Plugin, RouteChunkNames} from '@docusaurus/types';

import {replaceGeneratedModule} from '../generatedFiles';
import {clientRoutes, GENERATED_HEADER, parseRegistry, ROUTE_DATA_DIR, routeDataChunks, routeDataModule} from './transforms';

/**
 * Route components are built when a route is first rendered or preloaded instead of all at once while the main
 * bundle starts (./ComponentCreator.tsx). Server and browser use the same module, so the hydrated tree is the
 * rendered one.
 *
 * In production the browser bundle also leaves out Docusaurus's tables of every route's chunk names and of every
 * chunk's loader (13.6 KB gzip in each page's main bundle on this site, growing with each page): each route gets a
 * data module with its own entries (a few hundred bytes) in its least shared chunk (usually its content), which the
 * page's HTML already loads. Upstream: https://github.com/facebook/docusaurus/issues/7256
 */
export default function lazyRouteComponents(context: LoadContext): Plugin {
  return {
    name: 'lazy-route-components',
    // Runs after Docusaurus has written .docusaurus/ for this build (loadSite comes before the bundler configuration).
    configureWebpack(_config, isServer, utils) {
      const alias = {'@docusaurus/ComponentCreator': join(__dirname, 'ComponentCreator.tsx')};
      if (isServer || process.env.NODE_ENV !== 'production') {
        return {resolve: {alias}};
      }
      const generated = (file: string) => readFileSync(join(context.generatedFilesDir, file), 'utf8');
      const routesChunkNames = JSON.parse(generated('routesChunkNames.json')) as RouteChunkNames;
      const registry = parseRegistry(generated('registry.js'));
      const routes = clientRoutes(generated('routes.js'), routeDataChunks(routesChunkNames, registry));
      const dataDir = join(context.generatedFilesDir, ROUTE_DATA_DIR);
      rmSync(dataDir, {recursive: true, force: true});
      mkdirSync(dataDir);
      for (const {key, index} of routes.routes) {
        writeFileSync(join(dataDir, `${index}.js`), routeDataModule(key, routesChunkNames, registry));
      }
      const routesFile = join(dataDir, 'routes.js');
      writeFileSync(routesFile, GENERATED_HEADER('routes.js') + routes.source);
      const replacements = {
        '@generated/routes': routesFile,
        '@generated/registry': join(__dirname, 'browserRegistry.ts'),
        '@generated/routesChunkNames': join(__dirname, 'browserRoutesChunkNames.ts'),
      };
      return {
        resolve: {alias},
        plugins: Object.entries(replacements).map(([request, file]) => replaceGeneratedModule(utils.currentBundler, request, file)),
      };
    },
  };
}
