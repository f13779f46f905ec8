/**
 * Docusaurus prefetches the page behind every link that scrolls into view, and thirty links in view after
 * hydration make one long task; these calls run in short slices while the browser is idle instead, in the order
 * the links came into view (ARCHITECTURE.md, "Route tables"). Hover preloading and the slow-connection skip are
 * Docusaurus's own, unchanged.
 */

export interface DocusaurusGlobal {
  prefetch: (routePath: string) => false | Promise<void[]>;
  preload: (routePath: string) => false | Promise<void[]>;
}

type IdleScheduler = (callback: (deadline: {timeRemaining: () => number}) => void) => void;

/** The lowest share of an idle period worth starting another prefetch in, in milliseconds. */
const MIN_IDLE_MS = 4;
/** The longest run of prefetches in one go, in milliseconds: on a phone four times slower it stays under a 50 ms long task. */
export const MAX_SLICE_MS = 8;

/**
 * `ready` is awaited once, before the first prefetch: it loads what prefetching needs and pages that never prefetch
 * do not (the prefetch tables, ../prefetchTables.ts).
 */
export function idlePrefetching(
  docusaurus: DocusaurusGlobal,
  whenIdle: IdleScheduler,
  now: () => number = () => performance.now(),
  ready: () => Promise<unknown> = () => Promise.resolve(),
): DocusaurusGlobal {
  const queue: string[] = [];
  const queued = new Set<string>();
  let scheduled = false;
  let readiness: Promise<unknown> | undefined;

  const drain = (deadline: {timeRemaining: () => number}): void => {
    scheduled = false;
    const sliceEnd = now() + MAX_SLICE_MS;
    while (queue.length > 0 && deadline.timeRemaining() > MIN_IDLE_MS && now() < sliceEnd) {
      docusaurus.prefetch(queue.shift()!);
    }
    if (queue.length > 0) schedule();
  };
  const schedule = (): void => {
    if (!scheduled) {
      scheduled = true;
      // A failed load still drains the queue: Docusaurus then skips the chunks it cannot name.
      readiness ??= ready().catch(() => undefined);
      void readiness.then(() => whenIdle(drain));
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

// The bundler's require function; ../prefetchTables.ts gives it `gcaLoad` in production builds.
declare const __webpack_require__: {gcaLoad?: () => Promise<Record<string, unknown>>} | undefined;

type NetworkInformation = {effectiveType?: string; saveData?: boolean};

/** Docusaurus's own rule (core/lib/client/docusaurus.js): no prefetching on 2g or with save-data. */
export function isSlowConnection(nav: Navigator & {connection?: NetworkInformation}): boolean {
  return Boolean(nav.connection?.effectiveType?.includes('2g') || nav.connection?.saveData);
}

/**
 * Loads the prefetch tables (../prefetchTables.ts) and adds every route's chunk names to `routesChunkNames`,
 * the table Docusaurus's prefetch reads, which the production browser bundle starts empty.
 */
function loadPrefetchTables(nav: Navigator, routesChunkNames: Record<string, unknown>): Promise<unknown> {
  if (isSlowConnection(nav) || typeof __webpack_require__ === 'undefined' || !__webpack_require__?.gcaLoad) {
    return Promise.resolve();
  }
  return __webpack_require__.gcaLoad().then((routes) => Object.assign(routesChunkNames, routes));
}

/**
 * Wraps the global as Docusaurus's client entry assigns it (after client modules load, before hydration).
 * Safari has no requestIdleCallback: a zero timeout with a short budget stands in for it there.
 */
export function installIdlePrefetching(
  win: Window & {docusaurus?: DocusaurusGlobal},
  routesChunkNames: Record<string, unknown>,
): void {
  const whenIdle: IdleScheduler =
    typeof win.requestIdleCallback === 'function'
      ? (callback) => win.requestIdleCallback(callback, {timeout: 2000})
      : (callback) => win.setTimeout(() => {
          const start = Date.now();
          callback({timeRemaining: () => Math.max(0, 10 - (Date.now() - start))});
        }, 0);
  const ready = () => loadPrefetchTables(win.navigator, routesChunkNames);
  const now = () => win.performance.now();
  let current: DocusaurusGlobal | undefined = win.docusaurus && idlePrefetching(win.docusaurus, whenIdle, now, ready);
  Object.defineProperty(win, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (value: DocusaurusGlobal) => {
      current = idlePrefetching(value, whenIdle, now, ready);
    },
  });
}
