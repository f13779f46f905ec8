import type {ReactNode} from 'react';

import type {SearchScope} from '@site/src/lib/search';

/**
 * Marks the content that the site search indexes (scripts/search/build-index.ts): Pagefind reads only elements
 * with `data-pagefind-body`, files them under a scope filter, and shows the title and section given here.
 */
export default function SearchIndexed({scope, title, section, children}: {scope: SearchScope; title: string; section: string; children: ReactNode}): ReactNode {
  return (
    <div
      data-pagefind-body=""
      data-pagefind-filter={`scope:${scope}`}
      data-pagefind-meta="title[data-search-title], section[data-search-section]"
      data-search-title={title}
      data-search-section={section}>
      {children}
    </div>
  );
}
