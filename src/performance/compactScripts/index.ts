import {getSwcJsMinimizerOptions} from '@docusaurus/faster';
import type {Plugin} from '@docusaurus/types';

type MinimizerClass = new (options: {minimizerOptions: Record<string, unknown>}) => object;

/**
 * Smaller scripts by configuration only (ARCHITECTURE.md, "Compact scripts"):
 * - chunk files are named by id, so the runtime needs no id-to-name table;
 * - the minifier writes UTF-8 instead of `\uXXXX` escapes: Cyrillic, Greek and CJK text costs a third of the
 *   bytes. Docusaurus escapes for scripts served with a wrong charset; every page here declares UTF-8, chunks
 *   inherit it, and the site's own headers set it (scripts/headers).
 */
export default function compactScripts(): Plugin {
  return {
    name: 'compact-scripts',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || process.env.NODE_ENV !== 'production') {
        return {};
      }
      // Rspack's class, typed here: the configuration types Docusaurus exposes are webpack's.
      const {SwcJsMinimizerRspackPlugin} = currentBundler.instance as unknown as {SwcJsMinimizerRspackPlugin?: MinimizerClass};
      const minimizers = (config.optimization?.minimizer ?? []) as unknown[];
      if (!SwcJsMinimizerRspackPlugin || !minimizers.some((minimizer) => minimizer instanceof SwcJsMinimizerRspackPlugin)) {
        throw new Error('src/performance/compactScripts: the browser build has no SWC minimizer (is @docusaurus/faster still on?); scripts would keep their \\u escapes.');
      }
      const swcOptions = getSwcJsMinimizerOptions();
      return {
        mergeStrategy: {'optimization.minimizer': 'replace'},
        optimization: {
          minimizer: minimizers.map((minimizer) =>
            minimizer instanceof SwcJsMinimizerRspackPlugin
              ? new SwcJsMinimizerRspackPlugin({minimizerOptions: {minify: true, ...swcOptions, format: {...swcOptions.format, ascii_only: false}}})
              : minimizer,
          ) as never,
        },
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
      };
    },
  };
}
