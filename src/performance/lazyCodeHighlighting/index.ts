import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

type Resource = {request: string; context: string};
type Compiler = {hooks: {done: {tap: (name: string, callback: () => void) => void}}};

/** The classic theme's client module that registers Prism's extra languages, and with them Prism itself. */
export const PRISM_LANGUAGES_MODULE = '@docusaurus/theme-classic/lib/prism-include-languages';

/**
 * Keeps Prism out of the scripts a page needs to start; src/theme/CodeBlock/Content holds the other half
 * (ARCHITECTURE.md, "Code highlighting").
 * - Browser bundle: the theme's Prism languages module becomes empty; code blocks load Prism on demand.
 * - Server bundle: the lazy `./HighlightedContent` becomes `./highlighter` itself, so pages are highlighted while
 *   they are rendered, without a Suspense boundary the browser would have to hydrate.
 */
export default function lazyCodeHighlighting(): Plugin {
  // Fails at start-up, with the path, when the theme moves the module: the alias would silently match nothing.
  const includeLanguagesModule = require.resolve(PRISM_LANGUAGES_MODULE).replace(/\.js$/, '');
  const codeBlockContentDir = join(__dirname, '..', '..', 'theme', 'CodeBlock', 'Content');
  return {
    name: 'lazy-code-highlighting',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (!isServer) {
        return {resolve: {alias: {[`${includeLanguagesModule}$`]: false}}};
      }
      let replaced = 0;
      const replaceHighlightedContent = new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/HighlightedContent$/, (resource: Resource) => {
        if (resource.context === codeBlockContentDir) {
          resource.request = './highlighter';
          replaced += 1;
        }
      });
      const checkReplaced = {
        apply(compiler: Compiler) {
          compiler.hooks.done.tap('lazy-code-highlighting', () => {
            if (replaced === 0) {
              throw new Error(`src/performance/lazyCodeHighlighting: no import of ./HighlightedContent in ${codeBlockContentDir} was replaced; pages would hydrate a Suspense boundary per code block.`);
            }
          });
        },
      };
      return {plugins: [replaceHighlightedContent, checkReplaced as never]};
    },
  };
}
