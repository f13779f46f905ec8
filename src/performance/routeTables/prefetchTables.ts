import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {chunkAssetRuntime, chunkNameMap, chunkNamesFile, type PrefetchTables} from './runtime';

const NAME = 'lazy-chunk-names';

type Chunk = {getChunkMaps: (realHash: boolean) => {name: Record<string, string>}};
type RuntimeModuleClass = new (name: string, stage?: number) => {generate(): string; fullHash: boolean};
type Compilation = {
  hooks: {
    additionalTreeRuntimeRequirements: {tap: (name: string, callback: (chunk: Chunk) => void) => void};
    processAssets: {tap: (options: {name: string; stage: number}, callback: () => void) => void};
  };
  addRuntimeModule: (chunk: Chunk, module: object) => void;
  emitAsset: (file: string, source: object) => void;
};
type Bundler = {
  RuntimeModule: RuntimeModuleClass & {STAGE_ATTACH: number};
  Compilation: {PROCESS_ASSETS_STAGE_ADDITIONAL: number};
  sources: {RawSource: new (source: string) => object};
};
type Compiler = {hooks: {thisCompilation: {tap: (name: string, callback: (compilation: Compilation) => void) => void}}};

/**
 * Docusaurus's prefetching turns chunk names into script URLs through a table of every route chunk's name and id
 * that its ChunkAssetPlugin writes into the runtime every page loads (3.8 KB gzip on this site, growing with each
 * page). This plugin replaces it with the same `__webpack_require__.gca` reading that table from a JSON file,
 * which src/lib/idlePrefetch.ts fetches once, before the first prefetch, while the browser is idle; pages that never
 * prefetch (slow connections, save-data) never fetch it. The same file carries every route's chunk names, which the
 * browser bundle leaves out (src/plugins/lazyRouteComponents). Production browser builds only.
 * Upstream: https://github.com/facebook/docusaurus/issues/7256
 */
export default function lazyChunkNames(context: LoadContext): Plugin {
  return {
    name: NAME,
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || process.env.NODE_ENV !== 'production') {
        return {};
      }
      const plugins = config.plugins ?? [];
      const docusaurusPlugin = plugins.findIndex((plugin) => plugin?.constructor?.name === 'ChunkAssetPlugin');
      if (docusaurusPlugin < 0) {
        throw new Error(`src/plugins/${NAME}: Docusaurus's ChunkAssetPlugin is no longer in the browser configuration; check how its prefetching finds chunk URLs now.`);
      }
      // Mutated: a returned plugin list would be appended to Docusaurus's, not replace its plugin.
      plugins.splice(docusaurusPlugin, 1);
      const bundler = currentBundler.instance as unknown as Bundler;
      // The browser's copy of this table starts empty (src/plugins/lazyRouteComponents); prefetching needs all of it.
      const routes = JSON.parse(readFileSync(join(context.generatedFilesDir, 'routesChunkNames.json'), 'utf8')) as PrefetchTables['routes'];
      const chunkNamesPlugin = {
        apply(compiler: Compiler) {
          compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
            let mapFile: {file: string; json: string} | undefined;
            class ChunkNamesRuntimeModule extends bundler.RuntimeModule {
              constructor(private readonly runtimeChunk: Chunk) {
                super('LazyChunkNamesRuntimeModule', bundler.RuntimeModule.STAGE_ATTACH);
                this.fullHash = true;
              }
              override generate(): string {
                const tables: PrefetchTables = {chunks: chunkNameMap(this.runtimeChunk.getChunkMaps(false).name), routes};
                const json = JSON.stringify(tables);
                mapFile = {file: chunkNamesFile(createHash('sha256').update(json).digest('hex').slice(0, 8)), json};
                return chunkAssetRuntime(mapFile.file);
              }
            }
            compilation.hooks.additionalTreeRuntimeRequirements.tap(NAME, (chunk) => {
              compilation.addRuntimeModule(chunk, new ChunkNamesRuntimeModule(chunk));
            });
            compilation.hooks.processAssets.tap({name: NAME, stage: bundler.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL}, () => {
              if (!mapFile) {
                throw new Error(`src/plugins/${NAME}: the runtime was built without the chunk name map.`);
              }
              compilation.emitAsset(mapFile.file, new bundler.sources.RawSource(mapFile.json));
            });
          });
        },
      };
      // Typed as webpack's plugin by Docusaurus; Rspack takes any object with `apply`.
      return {plugins: [chunkNamesPlugin as never]};
    },
  };
}
