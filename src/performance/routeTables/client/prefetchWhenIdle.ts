/** Client module: Docusaurus's viewport prefetching, run when the browser is idle (src/lib/idlePrefetch.ts). */
import routesChunkNames from '@generated/routesChunkNames';
import {installIdlePrefetching} from '@site/src/lib/idlePrefetch';

if (typeof window !== 'undefined') {
  installIdlePrefetching(window, routesChunkNames);
}
