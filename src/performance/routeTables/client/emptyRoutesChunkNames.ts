import type {RouteChunkNames} from '@docusaurus/types';

/**
 * `@generated/routesChunkNames` in the browser's production bundle: empty until routes add their own entries
 * (./ComponentCreator.tsx) and prefetching, when it starts, every route's (./idlePrefetch.ts).
 */
const routesChunkNames: RouteChunkNames = {};
export default routesChunkNames;
