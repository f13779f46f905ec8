import {dirname, join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps Prism out of the scripts a page needs to start (src/theme/CodeBlock/Content holds the other half).
 * - Browser bundle: the classic theme's client module that registers Prism's extra languages, and with them Prism,
 *   in the main bundle becomes empty; code blocks load Prism and the languages on demand (`./highlighter`).
 * - Server bundle: the lazy `./HighlightedContent` is swapped for `./highlighter` itself, so each page is highlighted
 *   while it is rendered to HTML, synchronously and without a Suspense boundary the browser would have to hydrate.
 */
export default function lazyCodeHighlighting(): Plugin {
  const themeClassic = dirname(require.resolve('@docusaurus/theme-classic/package.json'));
  const includeLanguagesModule = join(themeClassic, 'lib', 'prism-include-languages');
  const codeBlockContentDir = join(__dirname, '..', '..', 'theme', 'CodeBlock', 'Content');
  return {
    name: 'lazy-code-highlighting',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) {
        return {
          plugins: [
            new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/HighlightedContent$/, (resource) => {
              if (resource.context === codeBlockContentDir) {
                resource.request = './highlighter';
              }
            }),
          ],
        };
      }
      return {resolve: {alias: {[`${includeLanguagesModule}$`]: false}}};
    },
  };
}
