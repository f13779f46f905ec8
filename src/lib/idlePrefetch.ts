/**
 * Docusaurus prefetches the page behind every internal link that scrolls into view (spec: "Prefetching"): each
 * <Link> calls `window.docusaurus.prefetch(path)` from its own IntersectionObserver. Each call matches the path
 * against every route and appends a <link rel="prefetch"> per chunk, so the thirty-odd links in view when a long
 * page has just hydrated cost one long task (180 ms on a throttled phone). This wrapper queues those calls and
 * runs them while the browser is idle, a few per idle period, in the order the links came into view; preloading
 * on hover and the skip on slow connections (Docusaurus's own checks) are unchanged.
 */

export interface DocusaurusGlobal {
  prefetch: (routePath: string) => false | Promise<void[]>;
  preload: (routePath: string) => false | Promise<void[]>;
}

type IdleScheduler = (callback: (deadline: {timeRemaining: () => number}) => void) => void;

/** The lowest share of an idle period worth starting another prefetch in, in milliseconds. */
const MIN_IDLE_MS = 4;

export function idlePrefetching(docusaurus: DocusaurusGlobal, whenIdle: IdleScheduler): DocusaurusGlobal {
  const queue: string[] = [];
  const queued = new Set<string>();
  let scheduled = false;

  const drain = (deadline: {timeRemaining: () => number}): void => {
    scheduled = false;
    while (queue.length > 0 && deadline.timeRemaining() > MIN_IDLE_MS) {
      docusaurus.prefetch(queue.shift()!);
    }
    if (queue.length > 0) schedule();
  };
  const schedule = (): void => {
    if (!scheduled) {
      scheduled = true;
      whenIdle(drain);
    }
  };

  return Object.freeze({
    prefetch(routePath: string) {
      if (!queued.has(routePath)) {
        queued.add(routePath);
        queue.push(routePath);
        schedule();
      }
      return false as const;
    },
    preload: (routePath: string) => docusaurus.preload(routePath),
  });
}

/**
 * Wraps the global as Docusaurus's client entry assigns it (after client modules load, before hydration).
 * Safari has no requestIdleCallback: a zero timeout with a short budget stands in for it there.
 */
export function installIdlePrefetching(win: Window & {docusaurus?: DocusaurusGlobal}): void {
  const whenIdle: IdleScheduler =
    typeof win.requestIdleCallback === 'function'
      ? (callback) => win.requestIdleCallback(callback, {timeout: 2000})
      : (callback) => win.setTimeout(() => {
          const start = Date.now();
          callback({timeRemaining: () => Math.max(0, 10 - (Date.now() - start))});
        }, 0);
  let current: DocusaurusGlobal | undefined = win.docusaurus && idlePrefetching(win.docusaurus, whenIdle);
  Object.defineProperty(win, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (value: DocusaurusGlobal) => {
      current = idlePrefetching(value, whenIdle);
    },
  });
}
