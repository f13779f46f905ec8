import {describe, expect, it} from 'vitest';

import compactScripts from '../../src/performance/compactScripts';
import sharedModules from '../../src/performance/sharedModules';

class SwcJsMinimizerRspackPlugin {
  constructor(readonly options: {minimizerOptions: {format?: {ascii_only?: boolean}}}) {}
}
class CssMinimizer {}
const utils = {currentBundler: {name: 'rspack', instance: {SwcJsMinimizerRspackPlugin}}} as never;

describe('compact scripts', () => {
  const inProduction = (run: () => void): void => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      run();
    } finally {
      process.env.NODE_ENV = previous;
    }
  };

  it('writes UTF-8 instead of \\u escapes and names chunks by id, in the browser bundle only', () => {
    inProduction(() => {
      const css = new CssMinimizer();
      const swc = new SwcJsMinimizerRspackPlugin({minimizerOptions: {format: {ascii_only: true}}});
      const config = {optimization: {minimizer: [swc, css]}};
      const plugin = compactScripts();
      expect(plugin.configureWebpack!(config as never, true, utils, {} as never)).toEqual({});
      const result = plugin.configureWebpack!(config as never, false, utils, {} as never) as unknown as {
        mergeStrategy: Record<string, string>;
        optimization: {minimizer: [SwcJsMinimizerRspackPlugin, CssMinimizer]};
        output: {chunkFilename: string};
      };
      expect(result.output.chunkFilename).toBe('assets/js/[id].[contenthash:8].js');
      // The public merge strategy substitutes the list; Docusaurus's own configuration is left as it was.
      expect(result.mergeStrategy).toEqual({'optimization.minimizer': 'replace'});
      const [js, kept] = result.optimization.minimizer;
      expect(js.options.minimizerOptions.format?.ascii_only).toBe(false);
      expect(kept).toBe(css);
      expect(config.optimization.minimizer[0]).toBe(swc);
    });
  });

  it('stops the build when the browser build has no SWC minimizer to reconfigure', () => {
    inProduction(() => {
      expect(() => compactScripts().configureWebpack!({optimization: {minimizer: [new CssMinimizer()]}} as never, false, utils, {} as never)).toThrow(/no SWC minimizer/);
    });
  });
});

describe('shared modules', () => {
  it('shares @mdx-js/react through a client module, and gives the browser one tslib helper', () => {
    expect(sharedModules().getClientModules!()).toEqual([expect.stringMatching(/sharedModules[\\/]client[\\/]sharedModules\.ts$/)]);
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const result = sharedModules().configureWebpack!({} as never, false, utils, {} as never) as {resolve: {alias: Record<string, string>}};
      expect(result.resolve.alias['tslib$']).toMatch(/client[\\/]tslibHelpers\.ts$/);
    } finally {
      process.env.NODE_ENV = previous;
    }
  });
});
