import {describe, expect, it, vi} from 'vitest';

import {idlePrefetching, installIdlePrefetching, type DocusaurusGlobal} from '../../src/lib/idlePrefetch';

function fakeDocusaurus(): DocusaurusGlobal & {prefetch: ReturnType<typeof vi.fn>; preload: ReturnType<typeof vi.fn>} {
  return {prefetch: vi.fn(() => Promise.resolve([])), preload: vi.fn(() => Promise.resolve([]))};
}

/** An idle scheduler the test drives by hand, with a chosen amount of idle time per period. */
function manualIdle(): {whenIdle: (callback: (deadline: {timeRemaining: () => number}) => void) => void; runPeriod: (ms: number) => void; pending: () => number} {
  const callbacks: Array<(deadline: {timeRemaining: () => number}) => void> = [];
  return {
    whenIdle: (callback) => callbacks.push(callback),
    runPeriod: (ms) => {
      let left = ms;
      // Each prefetch the test lets run costs 5 ms of the idle period.
      callbacks.shift()?.({timeRemaining: () => (left -= 5) + 5});
    },
    pending: () => callbacks.length,
  };
}

describe('prefetching when the browser is idle', () => {
  it('prefetches nothing while the page is busy, then each route once, in the order its links came into view', () => {
    const docusaurus = fakeDocusaurus();
    const idle = manualIdle();
    const wrapped = idlePrefetching(docusaurus, idle.whenIdle);
    for (const path of ['/uk/docs/a', '/uk/docs/b', '/uk/docs/a', '/uk/docs/c']) wrapped.prefetch(path);
    expect(docusaurus.prefetch).not.toHaveBeenCalled();
    expect(idle.pending()).toBe(1);
    idle.runPeriod(50);
    expect(docusaurus.prefetch.mock.calls.map(([path]) => path)).toEqual(['/uk/docs/a', '/uk/docs/b', '/uk/docs/c']);
    expect(idle.pending()).toBe(0);
  });

  it('stops when an idle period runs out and goes on in the next one', () => {
    const docusaurus = fakeDocusaurus();
    const idle = manualIdle();
    const wrapped = idlePrefetching(docusaurus, idle.whenIdle);
    for (let index = 0; index < 6; index += 1) wrapped.prefetch(`/uk/docs/${index}`);
    idle.runPeriod(12);
    expect(docusaurus.prefetch).toHaveBeenCalledTimes(2);
    expect(idle.pending()).toBe(1);
    idle.runPeriod(100);
    expect(docusaurus.prefetch).toHaveBeenCalledTimes(6);
  });

  it('preloads on hover at once, as Docusaurus does', () => {
    const docusaurus = fakeDocusaurus();
    const wrapped = idlePrefetching(docusaurus, manualIdle().whenIdle);
    wrapped.preload('/uk/docs/intro/install');
    expect(docusaurus.preload).toHaveBeenCalledWith('/uk/docs/intro/install');
  });

  it('wraps the global when Docusaurus assigns it', () => {
    const win = {requestIdleCallback: vi.fn()} as unknown as Window & {docusaurus?: DocusaurusGlobal};
    installIdlePrefetching(win);
    const docusaurus = fakeDocusaurus();
    win.docusaurus = docusaurus;
    expect(win.docusaurus).not.toBe(docusaurus);
    win.docusaurus.prefetch('/uk/blog');
    expect(docusaurus.prefetch).not.toHaveBeenCalled();
    expect(win.requestIdleCallback).toHaveBeenCalledTimes(1);
  });
});
