import {join} from 'node:path';

import {getSwcJsMinimizerOptions} from '@docusaurus/faster';
import type {Plugin} from '@docusaurus/types';

type MinimizerClass = new (options: {minimizerOptions: Record<string, unknown>}) => object;
type Configuration = Parameters<NonNullable<Plugin['configureWebpack']>>[0];
type Minimizers = NonNullable<Configuration['optimization']>['minimizer'];

/**
 * Trims what every page downloads, by configuration only (figures: `npm run budget`):
 * - Chunk files are named by id, not by Docusaurus's chunk name: the runtime then needs no id-to-name table
 *   (one entry per route chunk, about 3 KB gzip on every page).
 * - Scripts are written in UTF-8 instead of `\uXXXX` escapes (Docusaurus's `ascii_only` guards against an old
 *   Terser bug, https://github.com/facebook/create-react-app/issues/2488; SWC has no such bug): text in Cyrillic,
 *   Greek or CJK scripts costs a third of the bytes before compression and about a tenth less after.
 * - `@mdx-js/react`, which every MDX page imports but is too small for a split chunk, is shared through the main
 *   bundle (src/plugins/bundleSize/sharedModules.ts) instead of being copied into each of the 300+ page chunks:
 *   a blog list page loads ten of them.
 * - `tslib` resolves to the one helper the browser bundle calls (src/plugins/bundleSize/tslibHelpers.ts).
 */
export default function bundleSize(): Plugin {
  return {
    name: 'bundle-size',
    getClientModules() {
      return [join(__dirname, 'sharedModules.ts')];
    },
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || process.env.NODE_ENV !== 'production') {
        return {};
      }
      // Rspack's class, typed here: the configuration types Docusaurus exposes are webpack's.
      const {SwcJsMinimizerRspackPlugin} = currentBundler.instance as unknown as {SwcJsMinimizerRspackPlugin: MinimizerClass};
      const swcOptions = getSwcJsMinimizerOptions();
      const minimizers = (config.optimization?.minimizer ?? []) as unknown[];
      // Configuration is mutated here because a returned minimizer list would be appended, not substituted.
      config.optimization = {
        ...config.optimization,
        minimizer: minimizers.map((minimizer) =>
          minimizer instanceof SwcJsMinimizerRspackPlugin
            ? new SwcJsMinimizerRspackPlugin({
                minimizerOptions: {minify: true, ...swcOptions, format: {...swcOptions.format, ascii_only: false}},
              })
            : minimizer,
        ) as Minimizers,
      };
      return {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}, resolve: {alias: {tslib$: join(__dirname, 'tslibHelpers.ts')}}};
    },
  };
}
