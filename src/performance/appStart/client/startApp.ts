/**
 * Starts the app once the parsed page is on screen: turns each `<link rel=preload data-app>` into a script. After
 * DOMContentLoaded it waits for a largest-contentful-paint entry painted after that moment or, where the largest
 * element was painted while the page was parsed, for four animation frames and a reported paint (frames can run a
 * few milliseconds before their paint is presented). A background tab paints nothing until shown, so `load` plus
 * two seconds starts it there. Serialised into every page by ../template.ts.
 */
export function startAppAfterFirstPaint(appScripts: string, loadFallbackMs: number): void {
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    document.querySelectorAll<HTMLLinkElement>(appScripts).forEach((link) => {
      const script = document.createElement('script');
      script.src = link.href;
      script.async = false;
      document.head.appendChild(script);
    });
  };
  const noPaintTiming = !window.PerformanceObserver || (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') < 0;
  const frames = (count: number): void => {
    requestAnimationFrame(() => {
      if (count > 1) frames(count - 1);
      else if (noPaintTiming || performance.getEntriesByType('paint').length) setTimeout(start, 0);
      else frames(1);
    });
  };
  const parsed = (): void => {
    const at = performance.now();
    try {
      new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.startTime >= at)) start();
      }).observe({type: 'largest-contentful-paint', buffered: true});
    } catch {
      // No largest-contentful-paint support: the frames below start the app.
    }
    frames(4);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', parsed);
  else parsed();
  addEventListener('load', () => {
    setTimeout(start, loadFallbackMs);
  });
}
