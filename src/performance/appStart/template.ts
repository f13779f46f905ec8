/**
 * The HTML page every route is rendered into (Docusaurus `ssrTemplate`, an Eta template). It differs from
 * Docusaurus's default in one place: the app's scripts are preloaded in <head> at the low priority a deferred
 * script has, but run only once the server-rendered page is on screen. With `defer` they ran whenever parsing
 * ended, often before the first paint, holding the content back for as long as the main bundle takes to
 * evaluate (Lighthouse's simulated LCP on a phone: about 2.3 s with `defer`, 1.3 s this way).
 */

/**
 * Starts the app once the parsed page is on screen. After DOMContentLoaded it waits for the browser to report a
 * largest-contentful-paint entry painted after that moment (reported once the frame has been presented), or,
 * where the largest element was already painted while the page was parsed, for four animation frames and a paint
 * the browser has reported (frames can run a few milliseconds before their paint is presented). A page in a
 * background tab paints nothing until shown, so `load` plus two seconds starts it there. Inline, so the CSP allows
 * it by its hash (scripts/headers); the same text on every page and in every locale.
 */
export const START_APP_SCRIPT = `(function(){var started=false;function start(){if(started)return;started=true;document.querySelectorAll('link[rel=preload][as=script][data-app]').forEach(function(l){var s=document.createElement('script');s.src=l.href;s.async=false;document.head.appendChild(s)})}var noPaintTiming=!window.PerformanceObserver||(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0;function frames(n){requestAnimationFrame(function(){if(n>1)frames(n-1);else if(noPaintTiming||performance.getEntriesByType('paint').length)setTimeout(start,0);else frames(1)})}function parsed(){var at=performance.now();try{new PerformanceObserver(function(list){if(list.getEntries().some(function(e){return e.startTime>=at}))start()}).observe({type:'largest-contentful-paint',buffered:true})}catch(e){}frames(4)}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',parsed);else parsed();addEventListener('load',function(){setTimeout(start,2000)})})()`;

export const SSR_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %><%~ metaAttribute %><% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" /><% }); %>
    <% it.scripts.forEach((script) => { %><link rel="preload" as="script" fetchpriority="low" data-app href="<%= it.baseUrl %><%= script %>" /><% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script>${START_APP_SCRIPT}</script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
