import {lazy, type ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock/Content';

/**
 * The highlighted block, as the browser gets it: loaded on demand, the first time a client-side navigation shows
 * code (the blocks of a page that is hydrated never need it). Not prefetched: prefetching is skipped on slow
 * connections and with save-data, and a chunk prefetch would ignore both. The server bundle renders
 * `./highlighter` directly instead (src/plugins/lazyCodeHighlighting).
 */
const HighlightedContent: ComponentType<Props> = lazy<ComponentType<Props>>(() => import('./highlighter'));

export default HighlightedContent;
