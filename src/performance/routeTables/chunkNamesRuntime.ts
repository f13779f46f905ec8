/** Where the prefetch tables are written, under the site's base URL; `<hash>` is the first 8 hex digits of its SHA-256. */
export const chunkNamesFile = (hash: string): string => `assets/js/chunk-names.${hash}.json`;

/** The file `gcaLoad` fetches: chunk name → chunk id, and every route's chunk names (`.docusaurus/routesChunkNames.json`). */
export interface PrefetchTables {
  chunks: Record<string, string>;
  routes: Record<string, unknown>;
}

/**
 * Browser code of `__webpack_require__.gca`, the function Docusaurus's prefetching calls to turn a chunk name into
 * the URL of its script (the same contract as Docusaurus's ChunkAssetPlugin), and of `__webpack_require__.gcaLoad`,
 * which fetches the prefetch tables once and resolves with the routes' chunk names. Until the map is there, `gca`
 * returns a URL containing "undefined", which Docusaurus's prefetch skips (core/lib/client/docusaurus.js).
 */
export function chunkAssetRuntime(mapFile: string): string {
  return [
    '__webpack_require__.gca = function(name) {',
    '  var map = __webpack_require__.gcaMap;',
    '  return __webpack_require__.p + __webpack_require__.u(map && map[name] !== undefined ? map[name] : name);',
    '};',
    '__webpack_require__.gcaLoad = function() {',
    `  return __webpack_require__.gcaReady || (__webpack_require__.gcaReady = fetch(__webpack_require__.p + ${JSON.stringify(mapFile)})`,
    '    .then(function(response) { if (!response.ok) throw new Error("chunk names: HTTP " + response.status); return response.json(); })',
    '    .then(function(tables) { __webpack_require__.gcaMap = tables.chunks; return tables.routes; }));',
    '};',
  ].join('\n');
}

/** Chunk name → chunk id, from the id → name table of the chunk graph. */
export function chunkNameMap(idToName: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(idToName).map(([id, name]) => [name, id]));
}
