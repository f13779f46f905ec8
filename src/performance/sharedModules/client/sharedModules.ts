/**
 * Modules every MDX page chunk needs, placed in the main bundle so that the chunks share one copy. Re-exported
 * because a client module's exports are kept: a bare import of a side-effect-free package would be dropped.
 */
export {MDXProvider, useMDXComponents} from '@mdx-js/react';
