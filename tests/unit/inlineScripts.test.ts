import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

import {ANNOUNCEMENT_ID, announcementResetScript} from '@site/src/data/announcement';
import {inlineScript} from '@site/src/lib/inlineScript';
import {ANNOUNCEMENT_BAR_HEIGHT_SCRIPT} from '@site/src/lib/heroHeight';
import {SSR_TEMPLATE, START_APP_SCRIPT} from '@site/src/performance/appStart/template';

/** Runs an inline script's text as the page would: on its own, with only browser globals. */
const runInPage = (script: string): void => new Function(script)();

let frames: FrameRequestCallback[] = [];
const nextFrame = (): void => frames.splice(0).forEach((callback) => callback(performance.now()));

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.style.removeProperty('--helm-announcement-bar-height');
  localStorage.clear();
});

describe('serialising a browser function', () => {
  it('calls it with its arguments as JSON', () => {
    const text = inlineScript((name: string, count: number) => {
      (window as unknown as Record<string, unknown>).greeting = `${name}:${count}`;
    }, 'helm', 3);
    runInPage(text);
    expect((window as unknown as Record<string, unknown>).greeting).toBe('helm:3');
  });

  it('refuses a function that calls a transpiler helper the page does not have', () => {
    const wrapped = new Function('return function run() { return __awaiter(this, void 0, void 0, function* () {}); }')() as () => void;
    expect(() => inlineScript(wrapped)).toThrow(/transpiler helper __awaiter/);
  });

  it('runs a function whose names a transpiler kept with __name', () => {
    const named = new Function('return function run() { const mark = __name(() => { document.title = "named"; }, "mark"); mark(); }')() as () => void;
    runInPage(inlineScript(named));
    expect(document.title).toBe('named');
  });
});

describe('the app starter in every page', () => {
  it('is in the page template, after the app', () => {
    expect(SSR_TEMPLATE.indexOf(START_APP_SCRIPT)).toBeGreaterThan(SSR_TEMPLATE.indexOf('it.appHtml'));
  });

  it('turns the preloaded app scripts into scripts once frames have been painted, and only once', () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
    vi.stubGlobal('PerformanceObserver', undefined);
    document.head.innerHTML = '<link rel="preload" as="script" data-app href="/assets/js/main.js"><link rel="preload" as="script" href="/other.js">';
    runInPage(START_APP_SCRIPT);
    for (let frame = 0; frame < 4; frame += 1) {
      expect(document.head.querySelectorAll('script')).toHaveLength(0);
      nextFrame();
    }
    vi.advanceTimersByTime(0);
    const scripts = Array.from(document.head.querySelectorAll('script'));
    expect(scripts.map((script) => script.src)).toEqual([new URL('/assets/js/main.js', window.location.href).href]);
    expect(scripts[0]!.async).toBe(false);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(2000);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });
});

describe('the hero size before the first paint', () => {
  it('sets the announcement bar height the hero CSS reads, on pages with a hero', () => {
    document.body.innerHTML = '<div class="theme-announcement-bar"></div><header data-hero></header>';
    document.querySelector('.theme-announcement-bar')!.getBoundingClientRect = () => ({height: 41.6}) as DOMRect;
    runInPage(ANNOUNCEMENT_BAR_HEIGHT_SCRIPT);
    nextFrame();
    expect(document.documentElement.style.getPropertyValue('--helm-announcement-bar-height')).toBe('42px');
  });

  it('does nothing on a parsed page without a hero', () => {
    document.body.innerHTML = '<div class="theme-announcement-bar"></div>';
    runInPage(ANNOUNCEMENT_BAR_HEIGHT_SCRIPT);
    nextFrame();
    expect(frames).toHaveLength(0);
    expect(document.documentElement.style.getPropertyValue('--helm-announcement-bar-height')).toBe('');
  });
});

describe('a new announcement', () => {
  it('is shown again to readers who closed an older one', () => {
    localStorage.setItem('docusaurus.announcement.id', 'helm4_beta_1');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    runInPage(announcementResetScript);
    expect(localStorage.getItem('docusaurus.announcement.dismiss')).toBe('false');
  });

  it('stays closed for readers who closed this one', () => {
    localStorage.setItem('docusaurus.announcement.id', ANNOUNCEMENT_ID);
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    runInPage(announcementResetScript);
    expect(localStorage.getItem('docusaurus.announcement.dismiss')).toBe('true');
  });
});
