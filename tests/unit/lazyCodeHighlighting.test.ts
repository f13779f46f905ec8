import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

import lazyCodeHighlighting from '../../src/performance/lazyCodeHighlighting';

type Replacement = {resource: RegExp; rewrite: (resource: {context: string; request: string}) => void};
class NormalModuleReplacementPlugin {
  constructor(readonly resource: RegExp, readonly rewrite: Replacement['rewrite']) {}
}
const utils = {currentBundler: {name: 'rspack', instance: {NormalModuleReplacementPlugin}}} as never;

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
    const [replacement, check] = result.plugins as [NormalModuleReplacementPlugin, {apply: (compiler: unknown) => void}];
    let done: (() => void) | undefined;
    check.apply({hooks: {done: {tap: (_name: string, callback: () => void) => (done = callback)}}});
    // Nothing replaced yet: the build would hydrate a Suspense boundary per code block.
    expect(() => done!()).toThrow(/no import of \.\/HighlightedContent/);
    const contentDir = join(__dirname, '../../src/theme/CodeBlock/Content');
    const ours = {context: contentDir, request: './HighlightedContent'};
    const elsewhere = {context: join(__dirname, '../../src/components/HomeHero'), request: './HighlightedContent'};
    expect(replacement!.resource.test('./HighlightedContent')).toBe(true);
    replacement!.rewrite(ours);
    replacement!.rewrite(elsewhere);
    expect(ours.request).toBe('./highlighter');
    expect(elsewhere.request).toBe('./HighlightedContent');
    expect(() => done!()).not.toThrow();
  });
});
