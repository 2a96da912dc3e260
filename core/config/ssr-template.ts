/**
 * The HTML shell of every built page. Ejected from @docusaurus/core 3.10.2,
 * lib/ssg/ssgTemplate.html.js (the default SSG template), with its script tags
 * changed.
 *
 * Why: upstream loads the app with `<script defer>`. Deferred scripts run as
 * soon as the document is parsed, so when they are already downloaded or
 * cached the browser runs them, a long task on a phone, before it has painted
 * the server HTML once, and the page shows nothing until they finish. Here the
 * scripts are fetched just as early and at the same low priority Chromium gives
 * deferred scripts (a preload that does not compete with the stylesheet), but
 * run once the page's content is on screen.
 *
 * Upstream code: Copyright (c) Facebook, Inc. and its affiliates, MIT licence
 * (see the package's LICENSE). UPGRADING.md says how to re-check this copy
 * when the package is upgraded.
 *
 * Custom lines are marked ROOK.
 */

// ROOK: runs the app's scripts, in order, once the parsed page has been painted.
// The first contentful paint is reported after the frame is on screen; a tab
// that is or becomes hidden paints nothing, and the timer is a last resort.
// The list comes from the script element's attribute, so the script is the
// same on every page and keeps one hash in the content security policy
// (plugins/site-headers). Each src is written as the bundler's runtime writes
// it, so the runtime finds the element when it asks for a route's chunk and
// inserts no second one.
const loader = `(function (sources) {
  var started = false;
  function run() {
    if (started) return;
    started = true;
    sources.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.body.appendChild(script);
    });
  }
  function afterPaint() {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (document.visibilityState === 'hidden' || !types || types.indexOf('paint') < 0) return run();
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(run, 0);
    }).observe({type: 'paint', buffered: true});
    document.addEventListener('visibilitychange', run);
    setTimeout(run, 5000);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})(document.currentScript.getAttribute('data-scripts').split(' '))`;

// ROOK: the app's entry files, which every page runs first. Only these are
// preloaded in the head: a route's chunks start downloading with the loader,
// after the first paint, so they do not share the network with what the page
// paints first.
const isEntryScript = (file: string) => /(^|\/)(runtime~)?main\.[0-9a-f]+\.js$/.test(file);

export const ssrTemplate = `
<!DOCTYPE html>
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
    <% it.scripts.filter(${isEntryScript}).forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" /><% /* ROOK: was <script defer>, for every script */ %>
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script data-scripts="<%= it.scripts.map((script) => it.baseUrl + script).join(' ') %>">${loader}</script><% /* ROOK */ %>
  </body>
</html>
`;
