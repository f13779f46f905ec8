/**
 * Sizes the home page hero to fill the viewport below the navbar and the announcement bar. Its CSS (`100svh`) is
 * already close, so there is no layout shift: this corrects it to measured pixels. The hero is found by
 * `data-hero`, never by the URL, so it works under every locale prefix; every retry loop has an end.
 */

import {inlineScript} from './inlineScript';

export const HERO_SELECTOR = '[data-hero]';
const NAVBAR_SELECTOR = '.navbar';
const ANNOUNCEMENT_BAR_SELECTOR = '.theme-announcement-bar';

/**
 * Runs from the head, before the stylesheet, in the first frame the browser renders: measures the announcement
 * bar, whose height depends on how its text wraps, and sets the variable the hero's CSS reads, so the first paint
 * has the hero at its final height. Retries on later frames while the page is still parsed and has no hero yet;
 * does nothing on other pages. Serialised into the page by ANNOUNCEMENT_BAR_HEIGHT_SCRIPT.
 */
export function sizeHeroBeforeFirstPaint(heroSelector: string, barSelector: string): void {
  let frames = 0;
  const measure = (): void => {
    if (document.querySelector(heroSelector)) {
      const bar = document.querySelector(barSelector);
      const height = bar ? Math.round(bar.getBoundingClientRect().height) : 0;
      document.documentElement.style.setProperty('--helm-announcement-bar-height', `${height}px`);
    } else if (document.readyState === 'loading' && ++frames < 600) {
      requestAnimationFrame(measure);
    }
  };
  requestAnimationFrame(measure);
}

/** The inline head script (docusaurus.config.ts, headTags). */
export const ANNOUNCEMENT_BAR_HEIGHT_SCRIPT = inlineScript(sizeHeroBeforeFirstPaint, HERO_SELECTOR, ANNOUNCEMENT_BAR_SELECTOR);
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

export interface HeroHeight {
  /** Removes every listener and timer again. */
  uninstall: () => void;
  /** To call after a client-side navigation: the new page may have a hero, or no longer have one. */
  routeDidUpdate: () => void;
}

/** Sizes the hero now, on load, resize, orientation change and a closed announcement bar, retrying while it appears. */
export function installHeroHeight(win: Window): HeroHeight {
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

  // Docusaurus calls this after every client-side navigation, back and forward included (client module lifecycle).
  const routeDidUpdate = (): void =>
    later(HERO_TIMINGS.afterHistoryChangeMs, () => {
      update();
      syncScrollRestoration();
    });

  const onClick = (event: MouseEvent): void => {
    const target = event.target as Partial<Element> | null;
    if (typeof target?.closest === 'function' && target.closest(ANNOUNCEMENT_CLOSE_SELECTOR)) {
      later(HERO_TIMINGS.afterAnnouncementCloseMs, update);
    }
  };
  doc.addEventListener('click', onClick, true);
  cleanups.push(() => doc.removeEventListener('click', onClick, true));

  const uninstall = (): void => {
    timers.forEach((timer) => win.clearTimeout(timer));
    timers.clear();
    cleanups.splice(0).forEach((cleanup) => cleanup());
  };
  return {uninstall, routeDidUpdate};
}
