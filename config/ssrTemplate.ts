/**
 * Docusaurus's page template with one change: its bundles are preloaded (at low priority, like the `defer`
 * scripts they replace, so they do not compete with the stylesheet) and started by a small inline script at the
 * end of the body once the browser has painted the server-rendered page. `defer` scripts often run before that
 * first paint, and on a phone evaluating the app and hydrating takes longer than showing the page: this way
 * readers see the page first. A tab opened in the background, where no frame is painted, starts them after a
 * short delay instead. The inline script is the same on every page; its hash reaches the CSP at build time
 * (scripts/postbuild.ts).
 */
const START_APP_AFTER_FIRST_PAINT = [
  '(function(){',
  'var started=false;',
  'function start(){',
  'if(started)return;started=true;',
  'document.querySelectorAll("link[data-app-script]").forEach(function(link){',
  'var script=document.createElement("script");script.src=link.href;script.async=false;document.body.appendChild(script);',
  '});',
  '}',
  'requestAnimationFrame(function(){setTimeout(start,0);});',
  'setTimeout(start,200);',
  '})();',
].join('');

export const SSR_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" data-app-script />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${START_APP_AFTER_FIRST_PAINT}</script>
  </body>
</html>
`;
