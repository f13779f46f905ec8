import MDXComponents from '@theme-original/MDXComponents';

import Table from './Table';

// Markdown tables become the focusable-when-scrolling Table; every other element keeps the theme's component.
export default {...MDXComponents, table: Table};
