import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

import type {RouteChunkNames} from '@docusaurus/types';

import {clientRoutes, GENERATED_HEADER, parseRegistry, ROUTE_DATA_DIR, routeDataChunks, routeDataModule} from './transforms';

/**
 * Writes one data module per route (its chunk names and registry lines) and the browser's route table that
 * imports them, from the files Docusaurus generated for this build; returns the generated module each replaces.
 */
export function writeRouteDataModules(
  generatedFilesDir: string,
  generated: (file: string) => string,
  routesChunkNames: RouteChunkNames,
): Record<string, string> {
  const registry = parseRegistry(generated('registry.js'));
  const routes = clientRoutes(generated('routes.js'), routeDataChunks(routesChunkNames, registry));
  const dataDir = join(generatedFilesDir, ROUTE_DATA_DIR);
  rmSync(dataDir, {recursive: true, force: true});
  mkdirSync(dataDir);
  for (const {key, index} of routes.routes) {
    writeFileSync(join(dataDir, `${index}.js`), routeDataModule(key, routesChunkNames, registry));
  }
  const routesFile = join(dataDir, 'routes.js');
  writeFileSync(routesFile, GENERATED_HEADER('routes.js') + routes.source);
  return {
    '@generated/routes': routesFile,
    '@generated/registry': join(__dirname, 'client', 'emptyRegistry.ts'),
    '@generated/routesChunkNames': join(__dirname, 'client', 'emptyRoutesChunkNames.ts'),
  };
}
