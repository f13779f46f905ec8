/** Client module: Docusaurus's viewport prefetching, run when the browser is idle (./idlePrefetch.ts). */
import routesChunkNames from '@generated/routesChunkNames';
import {installIdlePrefetching} from './idlePrefetch';

if (typeof window !== 'undefined') {
  installIdlePrefetching(window, routesChunkNames);
}
