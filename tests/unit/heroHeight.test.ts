import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

import {HERO_TIMINGS, applyHeroHeight, installHeroHeight, measureHeroHeight} from '@site/src/lib/heroHeight';

const NAVBAR = 60;
const BAR = 30;

function setHeight(element: Element, height: number): void {
  Object.defineProperty(element, 'getBoundingClientRect', {configurable: true, value: () => ({height}) as DOMRect});
}

function setViewport(height: number): void {
  Object.defineProperty(window, 'innerHeight', {configurable: true, writable: true, value: height});
}

function renderPage({withHero = true, withBar = true} = {}): HTMLElement | null {
  document.body.innerHTML = `
    ${withBar ? '<div class="theme-announcement-bar"><span>News</span><button type="button" aria-label="Close">×</button></div>' : ''}
    <nav class="navbar"></nav>
    <main>${withHero ? '<header data-hero=""></header>' : ''}</main>`;
  setHeight(document.querySelector('.navbar')!, NAVBAR);
  const bar = document.querySelector('.theme-announcement-bar');
  if (bar) {
    setHeight(bar, BAR);
  }
  return document.querySelector<HTMLElement>('[data-hero]');
}

function addHero(): HTMLElement {
  const hero = document.createElement('header');
  hero.setAttribute('data-hero', '');
  document.querySelector('main')!.append(hero);
  return hero;
}

let uninstall: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/uk/');
  window.history.scrollRestoration = 'auto';
  setViewport(900);
});

afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('measuring', () => {
  it('is the inner height minus the navbar and the visible announcement bar', () => {
    renderPage();
    expect(measureHeroHeight(window)).toBe(900 - NAVBAR - BAR);
  });

  it('ignores an announcement bar that is hidden or absent', () => {
    renderPage();
    (document.querySelector('.theme-announcement-bar') as HTMLElement).style.display = 'none';
    expect(measureHeroHeight(window)).toBe(900 - NAVBAR);
    renderPage({withBar: false});
    expect(measureHeroHeight(window)).toBe(900 - NAVBAR);
  });

  it('sets height, min-height and max-height of the hero to the same pixels', () => {
    const hero = renderPage()!;
    expect(applyHeroHeight(window)).toBe(true);
    expect([hero.style.height, hero.style.minHeight, hero.style.maxHeight]).toEqual(['810px', '810px', '810px']);
  });

  it('reports a page without a hero', () => {
    renderPage({withHero: false});
    expect(applyHeroHeight(window)).toBe(false);
  });
});

describe('triggers', () => {
  it('sizes the hero at once under a locale prefix', () => {
    const hero = renderPage()!;
    uninstall = installHeroHeight(window).uninstall;
    expect(window.location.pathname).toBe('/uk/');
    expect(hero.style.height).toBe('810px');
  });

  it('recomputes 100 ms and 500 ms after load', () => {
    const hero = renderPage()!;
    uninstall = installHeroHeight(window).uninstall;
    setViewport(700);
    vi.advanceTimersByTime(99);
    expect(hero.style.height).toBe('810px');
    vi.advanceTimersByTime(1);
    expect(hero.style.height).toBe('610px');
    setViewport(600);
    vi.advanceTimersByTime(399);
    expect(hero.style.height).toBe('610px');
    vi.advanceTimersByTime(1);
    expect(hero.style.height).toBe('510px');
  });

  it('waits for the load event when the document is still loading', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const hero = renderPage()!;
    uninstall = installHeroHeight(window).uninstall;
    setViewport(700);
    vi.advanceTimersByTime(1000);
    expect(hero.style.height).toBe('810px');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(100);
    expect(hero.style.height).toBe('610px');
    readyState.mockRestore();
  });

  it.each(['resize', 'pageshow'])('recomputes at once on %s', (type) => {
    const hero = renderPage()!;
    uninstall = installHeroHeight(window).uninstall;
    vi.advanceTimersByTime(HERO_TIMINGS.watchForMs);
    setViewport(500);
    window.dispatchEvent(new Event(type));
    expect(hero.style.height).toBe('410px');
  });

  it('recomputes 100 ms after an orientation change', () => {
    const hero = renderPage()!;
    uninstall = installHeroHeight(window).uninstall;
    vi.advanceTimersByTime(HERO_TIMINGS.watchForMs);
    setViewport(400);
    window.dispatchEvent(new Event('orientationchange'));
    vi.advanceTimersByTime(99);
    expect(hero.style.height).toBe('810px');
    vi.advanceTimersByTime(1);
    expect(hero.style.height).toBe('310px');
  });

  it('recomputes 100 ms after Docusaurus reports a client-side navigation', () => {
    const hero = renderPage()!;
    const heroHeight = installHeroHeight(window);
    uninstall = heroHeight.uninstall;
    vi.advanceTimersByTime(HERO_TIMINGS.watchForMs);
    setViewport(800);
    heroHeight.routeDidUpdate();
    vi.advanceTimersByTime(99);
    expect(hero.style.height).toBe('810px');
    vi.advanceTimersByTime(1);
    expect(hero.style.height).toBe('710px');
  });

  it('recomputes 300 ms after the announcement bar is closed', () => {
    const hero = renderPage()!;
    uninstall = installHeroHeight(window).uninstall;
    vi.advanceTimersByTime(HERO_TIMINGS.watchForMs);
    const bar = document.querySelector<HTMLElement>('.theme-announcement-bar')!;
    bar.querySelector('button')!.click();
    bar.remove();
    vi.advanceTimersByTime(299);
    expect(hero.style.height).toBe('810px');
    vi.advanceTimersByTime(1);
    expect(hero.style.height).toBe(`${900 - NAVBAR}px`);
  });

  it('does not react to other clicks', () => {
    const hero = renderPage()!;
    uninstall = installHeroHeight(window).uninstall;
    vi.advanceTimersByTime(HERO_TIMINGS.watchForMs);
    setViewport(700);
    document.querySelector<HTMLElement>('.navbar')!.click();
    vi.advanceTimersByTime(1000);
    expect(hero.style.height).toBe('810px');
  });
});

describe('retries and their end', () => {
  it('retries every 100 ms until the hero appears', () => {
    renderPage({withHero: false});
    uninstall = installHeroHeight(window).uninstall;
    vi.advanceTimersByTime(HERO_TIMINGS.watchForMs + 1);
    // The observer has stopped by now, so only a retry could find this hero; none is left.
    const late = addHero();
    vi.advanceTimersByTime(1000);
    expect(late.style.height).toBe('');
  });

  it('finds a hero that arrives during the 20 retries', () => {
    const observerless = vi.spyOn(window, 'MutationObserver' as never, 'get' as never);
    observerless.mockReturnValue(undefined as never);
    renderPage({withHero: false});
    uninstall = installHeroHeight(window).uninstall;
    vi.advanceTimersByTime(HERO_TIMINGS.retryIntervalMs * 10);
    const hero = addHero();
    vi.advanceTimersByTime(HERO_TIMINGS.retryIntervalMs);
    expect(hero.style.height).toBe('810px');
    observerless.mockRestore();
  });

  it('stops retrying after 20 attempts on a page without a hero', () => {
    const observerless = vi.spyOn(window, 'MutationObserver' as never, 'get' as never);
    observerless.mockReturnValue(undefined as never);
    renderPage({withHero: false});
    uninstall = installHeroHeight(window).uninstall;
    vi.advanceTimersByTime(HERO_TIMINGS.retryIntervalMs * (HERO_TIMINGS.maxRetries - 1) + 1);
    const hero = addHero();
    vi.advanceTimersByTime(10_000);
    expect(hero.style.height).toBe('');
    expect(vi.getTimerCount()).toBe(0);
    observerless.mockRestore();
  });

  it('watches the page for the hero, and stops after 5 s', async () => {
    renderPage({withHero: false});
    uninstall = installHeroHeight(window).uninstall;
    vi.advanceTimersByTime(HERO_TIMINGS.retryIntervalMs * HERO_TIMINGS.maxRetries + 1);
    const early = addHero();
    await Promise.resolve();
    expect(early.style.height).toBe('810px');
    early.remove();
    vi.advanceTimersByTime(HERO_TIMINGS.watchForMs);
    const late = addHero();
    await Promise.resolve();
    expect(late.style.height).toBe('');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('scrolling on the home page', () => {
  it('turns scroll restoration to manual and scrolls to the top at 0, 100 and 300 ms', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderPage();
    uninstall = installHeroHeight(window).uninstall;
    expect(window.history.scrollRestoration).toBe('manual');
    vi.advanceTimersByTime(0);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(scrollTo).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(200);
    expect(scrollTo).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(5000);
    expect(scrollTo).toHaveBeenCalledTimes(3);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it('leaves scrolling alone on pages without a hero', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderPage({withHero: false});
    uninstall = installHeroHeight(window).uninstall;
    vi.advanceTimersByTime(10_000);
    expect(window.history.scrollRestoration).toBe('auto');
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });
});

describe('uninstalling', () => {
  it('leaves the history methods alone and removes every listener and timer', () => {
    const {pushState, replaceState} = window.history;
    const hero = renderPage()!;
    const {uninstall: remove} = installHeroHeight(window);
    expect(window.history.pushState).toBe(pushState);
    remove();
    expect(window.history.replaceState).toBe(replaceState);
    expect(vi.getTimerCount()).toBe(0);
    setViewport(500);
    window.dispatchEvent(new Event('resize'));
    expect(hero.style.height).toBe('810px');
  });
});
