import {describe, expect, it} from 'vitest';
import {axePlan, chromeSignature, componentSignature, greedyCover, templateOf} from '../e2e/support/axe-sample';

/** A schema page as the build writes it: minified, CSS-module classes, some code. */
const schemaPage = (extra = '') =>
  `<!doctype html><html class="plugin-rook-openapi-reference docs-doc-id-x"><body><nav class=nav_yzWx role=navigation><a class=navLink_gewV href=/api/>Overview</a></nav>` +
  `<main><h1>Name</h1><ul class=properties_ilgV><li class=property_js_5><span class="type_SgGn required_Q4oO">string</span></li></ul>${extra}` +
  `<pre class=prism-code><span class="token keyword">const</span></pre></main></body></html>`;

describe('the component signature of a page', () => {
  it('has its elements, classes and roles, but not its code tokens, scripts or page-naming classes', () => {
    const signature = componentSignature(
      schemaPage('<details class=details_ab12><summary>More</summary></details><script>var a="<table class=x>"</script>'),
    );
    for (const feature of ['tag:nav', 'role:navigation', 'class:navLink_gewV', 'class:type_SgGn', 'class:required_Q4oO', 'tag:details'])
      expect(signature.has(feature), feature).toBe(true);
    for (const feature of ['class:token', 'class:keyword', 'tag:table', 'class:x', 'class:docs-doc-id-x'])
      expect(signature.has(feature), feature).toBe(false);
  });
});

describe('the greedy cover', () => {
  it('picks pages until the picks have every component of any page, the richest first', () => {
    const picks = greedyCover([
      {path: '/a/', features: new Set(['x', 'y'])},
      {path: '/b/', features: new Set(['x', 'y', 'z'])},
      {path: '/c/', features: new Set(['y', 'w'])},
      {path: '/d/', features: new Set(['z'])},
    ]);
    expect(picks).toEqual([
      {path: '/b/', adds: ['x', 'y', 'z']},
      {path: '/c/', adds: ['w']},
    ]);
  });
});

describe('the axe plan', () => {
  const paths = ['/', '/docs/QuickStart/', ...Array.from({length: 30}, (_, i) => `/api/schemas/S${i}/`)];

  it('checks every hand-written page and one page of a template whose pages are alike', () => {
    expect(templateOf('/docs/QuickStart/')).toBeUndefined();
    expect(templateOf('/api/schemas/S1/')).toBe('API schema page');
    expect(templateOf('/docs/rookconnect/data-types/sleep_summary/')).toBe('data structure page');
    expect(templateOf('/docs/rookconnect/data-types/shared-objects/')).toBeUndefined();
    expect(templateOf('/docs/rookconnect/data-types/')).toBeUndefined();
    const plan = axePlan(paths, () => schemaPage());
    expect(plan.get('/')).toMatchObject({axe: true, reason: expect.stringMatching(/^hand-written or one-of-a-kind page; /)});
    expect(plan.get('/docs/QuickStart/')?.axe).toBe(true);
    expect(paths.filter((p) => p.startsWith('/api/') && plan.get(p)?.axe)).toEqual(['/api/schemas/S0/']);
    expect(plan.get('/api/schemas/S5/')?.reason).toMatch(/components are all on the 1 sampled page/);
  });

  it('picks a page that has a component no other page of its template has, and says which', () => {
    const withTable = '/api/schemas/S17/';
    const plan = axePlan(paths, (p) => schemaPage(p === withTable ? '<table class=enumTable_Zz9q><tr><td>a</td></tr></table>' : ''));
    expect(paths.filter((p) => plan.get(p)?.axe && p.startsWith('/api/'))).toEqual(['/api/schemas/S17/']);
    // The richer page is picked first; the others add nothing.
    expect(plan.get(withTable)?.reason).toMatch(/^API schema page sample 1\/1; /);

    const withNote = '/api/schemas/S23/';
    const plan2 = axePlan(paths, (p) => schemaPage(p === withNote ? '<aside class=note_NrZP role=note>Read this</aside>' : ''));
    expect(plan2.get(withNote)?.axe).toBe(true);
    const other = axePlan(paths, (p) =>
      schemaPage(p === withTable ? '<table class=enumTable_Zz9q></table>' : p === withNote ? '<aside class=note_NrZP></aside>' : ''),
    );
    expect(other.get(withTable)?.axe).toBe(true);
    expect(other.get(withNote)?.axe).toBe(true);
    expect(other.get(withNote)?.reason).toMatch(/adds \d component\(s\): .*note_NrZP/);
  });
});

describe('the theme chrome', () => {
  /** A hand-written page: its navbar, docs sidebar (with `sidebarClass` on the active link) and footer around its content. */
  const guide = (sidebarClass: string, content = '<p class=lead_x1>Text</p>') =>
    `<!doctype html><html><body><nav class="theme-layout-navbar navbar"><a class=navbar__link href=/>Home</a></nav>` +
    `<aside class=theme-doc-sidebar-container><nav class=menu><a class="menu__link ${sidebarClass}" href=/a/>A</a></nav></aside>` +
    `<main>${content}</main><footer class="theme-layout-footer footer"><a class=footer__link-item href=/b/>B</a></footer></body></html>`;

  it('is read from outside <main>: the navbar, the docs sidebar and the footer', () => {
    const signature = chromeSignature(guide('menu__link--active', '<table class=wide_q2></table>'));
    for (const feature of ['class:navbar__link', 'class:menu__link--active', 'class:footer__link-item', 'tag:aside'])
      expect(signature.has(feature), feature).toBe(true);
    for (const feature of ['class:lead_x1', 'class:wide_q2', 'tag:table']) expect(signature.has(feature), feature).toBe(false);
  });

  it('is checked on a cover of the checked pages and left out of the others, which the reason says', () => {
    const paths = ['/', '/docs/a/', '/docs/b/', '/docs/c/'];
    const plan = axePlan(paths, (p) => guide(p === '/docs/b/' ? 'menu__link--active' : 'menu__link--sublist'));
    const withChrome = paths.filter((p) => plan.get(p)?.chrome);
    expect(withChrome).toEqual(['/', '/docs/b/']);
    expect(plan.get('/docs/b/')?.reason).toMatch(/; chrome sample 2\/2$/);
    expect(plan.get('/docs/c/')).toMatchObject({
      axe: true,
      chrome: false,
      reason: expect.stringMatching(/; chrome left out, on the 2 chrome samples$/),
    });
  });
});
