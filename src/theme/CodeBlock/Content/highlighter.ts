/**
 * The highlighting half of the code block, loaded on demand: Prism, the site's extra languages and the theme's own
 * highlighted block. The client bundle never loads it to hydrate a page (the server's HTML is kept), only when a
 * reader navigates to a page with code.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// The theme registers the languages from a client module, which src/plugins/lazyCodeHighlighting keeps out of
// the client bundle; registering twice (on the server, where the module stays) is harmless: modules run once.
prismIncludeLanguages(Prism);

export {default} from '@theme-original/CodeBlock/Content';
