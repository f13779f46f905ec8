import {createHash} from 'node:crypto';
import {chunkAssetRuntime, chunkNameMap, chunkNamesFile, type PrefetchTables} from './chunkNamesRuntime';

const NAME = 'routeTables';

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

/** Docusaurus's plugins without its ChunkAssetPlugin, which writes a table of every route chunk's name and id into the runtime every page loads. */
export function withoutChunkAssetPlugin<T>(plugins: readonly T[]): T[] {
  const kept = plugins.filter((plugin) => (plugin as {constructor?: {name?: string}} | null)?.constructor?.name !== 'ChunkAssetPlugin');
  if (kept.length === plugins.length) {
    throw new Error(`src/performance/${NAME}: Docusaurus's ChunkAssetPlugin is no longer in the browser configuration; check how its prefetching finds chunk URLs now.`);
  }
  return kept;
}

/**
 * The same `__webpack_require__.gca` as ChunkAssetPlugin's, reading the chunk table from a JSON file (with every
 * route's chunk names) that the idle-prefetch client module fetches before the first prefetch.
 */
export function prefetchTablesPlugin(bundlerInstance: unknown, routes: PrefetchTables['routes']): object {
  const bundler = bundlerInstance as Bundler;
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
        let mapFile: {file: string; json: string} | undefined;
        class ChunkNamesRuntimeModule extends bundler.RuntimeModule {
          constructor(private readonly runtimeChunk: Chunk) {
            super('RouteTablesChunkNamesRuntimeModule', bundler.RuntimeModule.STAGE_ATTACH);
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
            throw new Error(`src/performance/${NAME}: the runtime was built without the chunk name map.`);
          }
          compilation.emitAsset(mapFile.file, new bundler.sources.RawSource(mapFile.json));
        });
      });
    },
  };
}
