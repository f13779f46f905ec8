import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

import bundleSize from '../../src/plugins/bundleSize';
import lazyCodeHighlighting from '../../src/plugins/lazyCodeHighlighting';

class SwcJsMinimizerRspackPlugin {
  constructor(readonly options: {minimizerOptions: {format?: {ascii_only?: boolean}}}) {}
}
class CssMinimizer {}
type Replacement = {resource: RegExp; rewrite: (resource: {context: string; request: string}) => void};
class NormalModuleReplacementPlugin {
  constructor(readonly resource: RegExp, readonly rewrite: Replacement['rewrite']) {}
}
const utils = {currentBundler: {name: 'rspack', instance: {SwcJsMinimizerRspackPlugin, NormalModuleReplacementPlugin}}} as never;

describe('bundle size configuration', () => {
  it('writes UTF-8 instead of \\u escapes and names chunks by id, in the browser bundle only', () => {
    const css = new CssMinimizer();
    const config = {optimization: {minimizer: [new SwcJsMinimizerRspackPlugin({minimizerOptions: {format: {ascii_only: true}}}), css]}};
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const plugin = bundleSize();
      expect(plugin.configureWebpack!(config as never, true, utils, {} as never)).toEqual({});
      const result = plugin.configureWebpack!(config as never, false, utils, {} as never) as unknown as {output: {chunkFilename: string}};
      expect(result.output.chunkFilename).toBe('assets/js/[id].[contenthash:8].js');
      const [js, kept] = config.optimization.minimizer as [SwcJsMinimizerRspackPlugin, CssMinimizer];
      expect(js.options.minimizerOptions.format?.ascii_only).toBe(false);
      expect(kept).toBe(css);
    } finally {
      process.env.NODE_ENV = previous;
    }
  });

  it('shares @mdx-js/react through a client module', () => {
    expect(bundleSize().getClientModules!()).toEqual([expect.stringMatching(/bundleSize[\\/]sharedModules/)]);
  });
});

describe('lazy code highlighting configuration', () => {
  const plugin = lazyCodeHighlighting();

  it('empties the theme module that puts Prism into the browser main bundle', () => {
    const result = plugin.configureWebpack!({} as never, false, utils, {} as never) as unknown as {resolve: {alias: Record<string, unknown>}};
    const [[key, value]] = Object.entries(result.resolve.alias) as [[string, unknown]];
    expect(key).toMatch(/theme-classic[\\/]lib[\\/]prism-include-languages\$$/);
    expect(value).toBe(false);
  });

  it('renders the highlighter itself, not its lazy wrapper, in the server bundle', () => {
    const result = plugin.configureWebpack!({} as never, true, utils, {} as never) as unknown as {plugins: NormalModuleReplacementPlugin[]};
    const [replacement] = result.plugins;
    const contentDir = join(__dirname, '../../src/theme/CodeBlock/Content');
    const ours = {context: contentDir, request: './HighlightedContent'};
    const elsewhere = {context: join(__dirname, '../../src/components/HomeHero'), request: './HighlightedContent'};
    expect(replacement!.resource.test('./HighlightedContent')).toBe(true);
    replacement!.rewrite(ours);
    replacement!.rewrite(elsewhere);
    expect(ours.request).toBe('./highlighter');
    expect(elsewhere.request).toBe('./HighlightedContent');
  });
});
