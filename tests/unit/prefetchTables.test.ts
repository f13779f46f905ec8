import {describe, expect, it, vi} from 'vitest';

import {chunkAssetRuntime, chunkNameMap, chunkNamesFile} from '../../src/performance/routeTables/chunkNamesRuntime';

describe('prefetch tables loaded when prefetching starts', () => {
  it('maps chunk names to ids, and names the file by its content', () => {
    expect(chunkNameMap({'106': '17896441', '8193': '12898546'})).toEqual({'17896441': '106', '12898546': '8193'});
    expect(chunkNamesFile('4a792f2b')).toBe('assets/js/chunk-names.4a792f2b.json');
  });

  it('gives Docusaurus the URL of a named chunk once the map is loaded, and a URL it skips before', async () => {
    const require = {p: '/uk/', u: (id: string) => `assets/js/${id}.${({'106': 'abcd1234'} as Record<string, string>)[id]}.js`} as Record<string, unknown>;
    const routes = {'/uk/blog-134': {__comp: '17896441'}};
    const fetch = vi.fn(async () => ({ok: true, status: 200, json: async () => ({chunks: {'17896441': '106'}, routes})}));
    new Function('__webpack_require__', 'fetch', chunkAssetRuntime('assets/js/chunk-names.4a792f2b.json'))(require, fetch);
    const gca = require.gca as (name: string) => string;
    expect(gca('17896441')).toContain('undefined');
    const gcaLoad = require.gcaLoad as () => Promise<unknown>;
    const loaded = await Promise.all([gcaLoad(), gcaLoad()]);
    expect(loaded).toEqual([routes, routes]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/uk/assets/js/chunk-names.4a792f2b.json');
    expect(gca('17896441')).toBe('/uk/assets/js/106.abcd1234.js');
  });
});
