import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import type {LoadContext, Plugin, RouteChunkNames} from '@docusaurus/types';

import {replaceGeneratedModule} from '../generatedFiles';
import {prefetchTablesPlugin, withoutChunkAssetPlugin} from './prefetchTables';
import {writeRouteDataModules} from './routeDataModules';

/**
 * Docusaurus's route tables (the chunk names of every route and the loader of every chunk) leave the main bundle
 * and the runtime; each route brings its own entries, and prefetching loads the rest when the browser is idle.
 * The three parts only work together, hence one plugin: ARCHITECTURE.md, "Route tables".
 * Upstream: https://github.com/facebook/docusaurus/issues/7256
 */
export default function routeTables(context: LoadContext): Plugin {
  return {
    name: 'route-tables',
    getClientModules() {
      return [join(__dirname, 'client', 'prefetchWhenIdle.ts')];
    },
    // Runs after Docusaurus has written .docusaurus/ for this build (loadSite comes before the bundler configuration).
    configureWebpack(config, isServer, {currentBundler}) {
      // Server and browser build route components the same lazy way, so the hydrated tree is the rendered one.
      const alias = {'@docusaurus/ComponentCreator': join(__dirname, 'client', 'ComponentCreator.tsx')};
      if (isServer || process.env.NODE_ENV !== 'production') {
        return {resolve: {alias}};
      }
      const generated = (file: string) => readFileSync(join(context.generatedFilesDir, file), 'utf8');
      const routesChunkNames = JSON.parse(generated('routesChunkNames.json')) as RouteChunkNames;
      const replacements = writeRouteDataModules(context.generatedFilesDir, generated, routesChunkNames);
      return {
        mergeStrategy: {plugins: 'replace'},
        resolve: {alias},
        plugins: [
          ...withoutChunkAssetPlugin(config.plugins ?? []),
          ...Object.entries(replacements).map(([request, file]) => replaceGeneratedModule(currentBundler, request, file)),
          // Typed as webpack's plugin by Docusaurus; Rspack takes any object with `apply`.
          prefetchTablesPlugin(currentBundler.instance, routesChunkNames) as never,
        ],
      };
    },
  };
}
