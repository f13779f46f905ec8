/** Client module: Docusaurus's viewport prefetching, run when the browser is idle (src/lib/idlePrefetch.ts). */
import {installIdlePrefetching} from '@site/src/lib/idlePrefetch';

if (typeof window !== 'undefined') {
  installIdlePrefetching(window);
}
