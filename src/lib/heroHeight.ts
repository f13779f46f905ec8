/**
 * Sizes the home page hero to fill the viewport below the navbar and the announcement bar (spec §9 "Home hero
 * height"). The CSS of HomeHero already gives a close height with `100svh`, so there is no layout shift: this
 * module only corrects it to measured pixels. It finds the hero by `data-hero`, never by the URL, so it works
 * under every locale prefix, and every retry loop has an end.
 */

export const HERO_SELECTOR = '[data-hero]';
const NAVBAR_SELECTOR = '.navbar';
const ANNOUNCEMENT_BAR_SELECTOR = '.theme-announcement-bar';

/**
 * Runs from the head, before the stylesheet (docusaurus.config.ts, headTags): in the first frame the browser renders,
 * just before its paint, it measures the announcement bar, whose height depends on how its text wraps (one line on
 * a tablet, two or three on a phone) and which CSS cannot know, and sets the variable the hero's CSS reads; the first
 * paint then has the hero at its final height (no layout shift). An inline script inside the hero did the same but
 * had to wait for the stylesheet, so browsers painted the page in two steps and the hero text came a few frames late.
 * It retries on later frames while the page is still parsed and has no hero yet, and does nothing on other pages.
 */
export const ANNOUNCEMENT_BAR_HEIGHT_SCRIPT = `(function(){var n=0;function f(){if(document.querySelector('${HERO_SELECTOR}')){var b=document.querySelector('${ANNOUNCEMENT_BAR_SELECTOR}');document.documentElement.style.setProperty('--helm-announcement-bar-height',(b?Math.round(b.getBoundingClientRect().height):0)+'px')}else if(document.readyState==='loading'&&++n<600)requestAnimationFrame(f)}requestAnimationFrame(f)})()`;
const ANNOUNCEMENT_CLOSE_SELECTOR = `${ANNOUNCEMENT_BAR_SELECTOR} button`;

export const HERO_TIMINGS = {
  afterLoadMs: [100, 500],
  afterOrientationChangeMs: 100,
  afterHistoryChangeMs: 100,
  afterAnnouncementCloseMs: 300,
  retryIntervalMs: 100,
  maxRetries: 20,
  watchForMs: 5000,
  scrollToTopMs: [0, 100, 300],
} as const;

function visibleHeight(element: Element | null, win: Window): number {
  if (!element) {
    return 0;
  }
  if (win.getComputedStyle(element).display === 'none') {
    return 0;
  }
  return element.getBoundingClientRect().height;
}

/** `innerHeight − navbar − visible announcement bar`, never negative. */
export function measureHeroHeight(win: Window): number {
  const doc = win.document;
  const navbar = visibleHeight(doc.querySelector(NAVBAR_SELECTOR), win);
  const bar = visibleHeight(doc.querySelector(ANNOUNCEMENT_BAR_SELECTOR), win);
  return Math.max(0, Math.round(win.innerHeight - navbar - bar));
}

/** Sets height, min-height and max-height of the hero; returns false when the page has no hero. */
export function applyHeroHeight(win: Window): boolean {
  const hero = win.document.querySelector<HTMLElement>(HERO_SELECTOR);
  if (!hero) {
    return false;
  }
  const height = `${measureHeroHeight(win)}px`;
  hero.style.height = height;
  hero.style.minHeight = height;
  hero.style.maxHeight = height;
  return true;
}

/** Installs every trigger of the spec on `win`; returns a function that removes them all again. */
export function installHeroHeight(win: Window): () => void {
  const doc = win.document;
  const timers = new Set<number>();
  const cleanups: Array<() => void> = [];

  const later = (ms: number, task: () => void): void => {
    const timer = win.setTimeout(() => {
      timers.delete(timer);
      task();
    }, ms);
    timers.add(timer);
  };
  const listen = <K extends keyof WindowEventMap>(target: Window, type: K, handler: (event: WindowEventMap[K]) => void): void => {
    target.addEventListener(type, handler);
    cleanups.push(() => target.removeEventListener(type, handler));
  };
  const update = (): boolean => applyHeroHeight(win);

  // Only the home page (the page with a hero) opts out of the browser's scroll restoration.
  const syncScrollRestoration = (): void => {
    const onHome = doc.querySelector(HERO_SELECTOR) !== null;
    win.history.scrollRestoration = onHome ? 'manual' : 'auto';
    if (onHome && !win.location.hash) {
      HERO_TIMINGS.scrollToTopMs.forEach((ms) => later(ms, () => win.scrollTo(0, 0)));
    }
  };

  const initialScrollRestoration = win.history.scrollRestoration;
  cleanups.push(() => {
    win.history.scrollRestoration = initialScrollRestoration;
  });

  // Initial setup: retry until the hero is there, at most 20 times, then give up for good.
  let attempts = 0;
  const setUp = (): void => {
    attempts += 1;
    if (update()) {
      syncScrollRestoration();
      return;
    }
    if (attempts < HERO_TIMINGS.maxRetries) {
      later(HERO_TIMINGS.retryIntervalMs, setUp);
    }
  };
  setUp();

  // The page may still change during hydration: watch it for a while, then stop.
  const Observer = (win as Window & typeof globalThis).MutationObserver;
  if (typeof Observer === 'function' && doc.body) {
    const observer = new Observer(() => update());
    observer.observe(doc.body, {childList: true, subtree: true});
    const stop = (): void => observer.disconnect();
    later(HERO_TIMINGS.watchForMs, stop);
    cleanups.push(stop);
  }

  const afterLoad = (): void => HERO_TIMINGS.afterLoadMs.forEach((ms) => later(ms, update));
  if (doc.readyState === 'complete') {
    afterLoad();
  } else {
    listen(win, 'load', afterLoad);
  }

  listen(win, 'resize', () => update());
  listen(win, 'pageshow', () => update());
  listen(win, 'orientationchange', () => later(HERO_TIMINGS.afterOrientationChangeMs, update));

  const afterHistoryChange = (): void =>
    later(HERO_TIMINGS.afterHistoryChangeMs, () => {
      update();
      syncScrollRestoration();
    });
  listen(win, 'popstate', afterHistoryChange);
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = win.history[method];
    win.history[method] = function patched(this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      afterHistoryChange();
    };
    cleanups.push(() => {
      win.history[method] = original;
    });
  }

  const onClick = (event: MouseEvent): void => {
    const target = event.target as Partial<Element> | null;
    if (typeof target?.closest === 'function' && target.closest(ANNOUNCEMENT_CLOSE_SELECTOR)) {
      later(HERO_TIMINGS.afterAnnouncementCloseMs, update);
    }
  };
  doc.addEventListener('click', onClick, true);
  cleanups.push(() => doc.removeEventListener('click', onClick, true));

  return () => {
    timers.forEach((timer) => win.clearTimeout(timer));
    timers.clear();
    cleanups.splice(0).forEach((cleanup) => cleanup());
  };
}
