import {describe, expect, it, vi} from 'vitest';

import {idlePrefetching, installIdlePrefetching, isSlowConnection, MAX_SLICE_MS, type DocusaurusGlobal} from '../../src/performance/routeTables/client/idlePrefetch';

/** Each prefetch costs PREFETCH_MS on the test's clock. */
const PREFETCH_MS = 3;

type Deadline = {timeRemaining: () => number};

/** An idle scheduler and a clock the test drives by hand, with a chosen amount of idle time per period. */
function manualIdle() {
  const callbacks: Array<(deadline: Deadline) => void> = [];
  let clock = 0;
  let periodEnd = 0;
  return {
    whenIdle: (callback: (deadline: Deadline) => void) => callbacks.push(callback),
    now: () => clock,
    spend: (ms: number) => (clock += ms),
    runPeriod: (ms: number) => {
      periodEnd = clock + ms;
      callbacks.shift()?.({timeRemaining: () => Math.max(0, periodEnd - clock)});
    },
    pending: () => callbacks.length,
  };
}

function fakeDocusaurus(idle: ReturnType<typeof manualIdle>) {
  return {
    prefetch: vi.fn((_path: string) => {
      idle.spend(PREFETCH_MS);
      return Promise.resolve([]);
    }),
    preload: vi.fn((_path: string) => Promise.resolve([])),
  } satisfies DocusaurusGlobal;
}

/** Lets the promise the wrapper waits on before scheduling settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prefetching when the browser is idle', () => {
  it('prefetches nothing while the page is busy, then each route once, in the order its links came into view', async () => {
    const idle = manualIdle();
    const docusaurus = fakeDocusaurus(idle);
    const wrapped = idlePrefetching(docusaurus, idle.whenIdle, idle.now);
    for (const path of ['/uk/docs/a', '/uk/docs/b', '/uk/docs/a', '/uk/docs/c']) wrapped.prefetch(path);
    await settle();
    expect(docusaurus.prefetch).not.toHaveBeenCalled();
    expect(idle.pending()).toBe(1);
    idle.runPeriod(50);
    await settle();
    expect(docusaurus.prefetch.mock.calls.map(([path]) => path)).toEqual(['/uk/docs/a', '/uk/docs/b', '/uk/docs/c']);
    expect(idle.pending()).toBe(0);
  });

  it('stops when an idle period runs out and goes on in the next one', async () => {
    const idle = manualIdle();
    const docusaurus = fakeDocusaurus(idle);
    const wrapped = idlePrefetching(docusaurus, idle.whenIdle, idle.now);
    for (let index = 0; index < 3; index += 1) wrapped.prefetch(`/uk/docs/${index}`);
    await settle();
    idle.runPeriod(8);
    await settle();
    expect(docusaurus.prefetch).toHaveBeenCalledTimes(2);
    expect(idle.pending()).toBe(1);
    idle.runPeriod(50);
    expect(docusaurus.prefetch).toHaveBeenCalledTimes(3);
  });

  it(`never runs longer than ${MAX_SLICE_MS} ms in one go, even in a long idle period`, async () => {
    const idle = manualIdle();
    const docusaurus = fakeDocusaurus(idle);
    const wrapped = idlePrefetching(docusaurus, idle.whenIdle, idle.now);
    for (let index = 0; index < 30; index += 1) wrapped.prefetch(`/uk/docs/${index}`);
    await settle();
    const slices: number[] = [];
    while (idle.pending() > 0) {
      const before = idle.now();
      idle.runPeriod(50);
      slices.push(idle.now() - before);
      await settle();
    }
    expect(docusaurus.prefetch).toHaveBeenCalledTimes(30);
    expect(Math.max(...slices)).toBeLessThanOrEqual(MAX_SLICE_MS + PREFETCH_MS);
    expect(slices.length).toBeGreaterThanOrEqual(Math.ceil((30 * PREFETCH_MS) / (MAX_SLICE_MS + PREFETCH_MS)));
  });

  it('preloads on hover at once, as Docusaurus does', () => {
    const idle = manualIdle();
    const docusaurus = fakeDocusaurus(idle);
    const wrapped = idlePrefetching(docusaurus, idle.whenIdle, idle.now);
    wrapped.preload('/uk/docs/intro/install');
    expect(docusaurus.preload).toHaveBeenCalledWith('/uk/docs/intro/install');
  });

  it('loads what prefetching needs once, before the first prefetch, and goes on if that fails', async () => {
    const idle = manualIdle();
    const docusaurus = fakeDocusaurus(idle);
    let finishLoading: (value: unknown) => void = () => undefined;
    const ready = vi.fn(() => new Promise((_resolve, reject) => (finishLoading = () => reject(new Error("HTTP 404")))));
    const wrapped = idlePrefetching(docusaurus, idle.whenIdle, idle.now, ready);
    expect(ready).not.toHaveBeenCalled();
    wrapped.prefetch('/uk/docs/a');
    wrapped.prefetch('/uk/docs/b');
    await settle();
    expect(ready).toHaveBeenCalledTimes(1);
    expect(idle.pending()).toBe(0);
    finishLoading(undefined);
    await settle();
    idle.runPeriod(50);
    expect(docusaurus.prefetch).toHaveBeenCalledTimes(2);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('wraps the global when Docusaurus assigns it', async () => {
    const win = {requestIdleCallback: vi.fn(), navigator: {}, performance} as unknown as Window & {docusaurus?: DocusaurusGlobal};
    installIdlePrefetching(win, {});
    const docusaurus = fakeDocusaurus(manualIdle());
    win.docusaurus = docusaurus;
    expect(win.docusaurus).not.toBe(docusaurus);
    win.docusaurus.prefetch('/uk/blog');
    await settle();
    expect(docusaurus.prefetch).not.toHaveBeenCalled();
    expect(win.requestIdleCallback).toHaveBeenCalledTimes(1);
  });

  it('adds every route\'s chunk names to the table Docusaurus prefetches from before the first prefetch, not on 2g', async () => {
    const routes = {'/uk/blog-134': {__comp: 'a6aa9e1f'}};
    const gcaLoad = vi.fn(async () => routes);
    vi.stubGlobal('__webpack_require__', {gcaLoad});
    try {
      for (const effectiveType of ['4g', '2g']) {
        gcaLoad.mockClear();
        const table: Record<string, unknown> = {'/uk/docs-1a2': {__comp: '17896441'}};
        const win = {requestIdleCallback: vi.fn(), navigator: {connection: {effectiveType}}, performance} as unknown as Window & {docusaurus?: DocusaurusGlobal};
        installIdlePrefetching(win, table);
        win.docusaurus = fakeDocusaurus(manualIdle());
        expect(gcaLoad).not.toHaveBeenCalled();
        win.docusaurus.prefetch('/uk/blog');
        await settle();
        if (effectiveType === '4g') {
          expect(gcaLoad).toHaveBeenCalledTimes(1);
          expect(table).toEqual({'/uk/docs-1a2': {__comp: '17896441'}, ...routes});
          expect(win.requestIdleCallback).toHaveBeenCalledTimes(1);
        } else {
          expect(gcaLoad).not.toHaveBeenCalled();
          expect(Object.keys(table)).toEqual(['/uk/docs-1a2']);
        }
      }
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('treats 2g and save-data as slow connections, as Docusaurus does', () => {
    expect(isSlowConnection({connection: {effectiveType: '2g'}} as never)).toBe(true);
    expect(isSlowConnection({connection: {effectiveType: 'slow-2g'}} as never)).toBe(true);
    expect(isSlowConnection({connection: {effectiveType: '4g', saveData: true}} as never)).toBe(true);
    expect(isSlowConnection({connection: {effectiveType: '4g'}} as never)).toBe(false);
    expect(isSlowConnection({} as never)).toBe(false);
  });
});
