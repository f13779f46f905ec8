import {inlineScript} from '../../lib/inlineScript';
import {startAppAfterFirstPaint} from './client/startApp';

/** The app's scripts, preloaded in <head> and run by the starter below. */
export const APP_SCRIPT_LINKS = 'link[rel=preload][as=script][data-app]';

/** Inline, so the CSP allows it by its hash (scripts/headers); the same text on every page and in every locale. */
export const START_APP_SCRIPT = inlineScript(startAppAfterFirstPaint, APP_SCRIPT_LINKS, 2000);

/**
 * The HTML page every route is rendered into (Docusaurus `ssrTemplate`, an Eta template): Docusaurus's default
 * except that the app's `defer` scripts become low-priority preloads that START_APP_SCRIPT runs after the first
 * paint (ARCHITECTURE.md, "App start"). The contract tests compare it with Docusaurus's default template.
 */
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
