import {expect, test} from '@playwright/test';
import type {Code, Heading, InlineCode, Nodes} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {toString} from 'mdast-util-to-string';
import {gfm} from 'micromark-extension-gfm';
import {parse, type HTMLElement} from 'node-html-parser';
import {markdownPath} from '../../plugins/docs-as-data/paths';
import {routes} from '../../src/config/routes';
import {sitemapPaths} from './support/site';

/**
 * Every sitemap page has a Markdown copy at its URL + `.md`: served as
 * text/markdown, valid Markdown (no JSX, imports or raw HTML left), with the
 * page's headings and code blocks, and advertised in the page's head.
 */

const paths = sitemapPaths();

function walk(node: Nodes, visit: (node: Nodes) => void) {
  visit(node);
  if ('children' in node) for (const child of node.children) walk(child, visit);
}

// One unclosed tag would otherwise drop the rest of a page out of its parent (as in the search extract).
// <pre> is parsed as elements, not raw text, so its textContent is the code.
const parseHtml = (html: string) =>
  parse(html, {parseNoneClosedTags: true, blockTextElements: {script: true, noscript: true, style: true}});

const squash = (value: string) => value.replace(/[\s\u200b]+/g, ' ').trim();
// Code lines are separate elements in the HTML: compare code without any whitespace.
const unspaced = (value: string) => value.replace(/\s+/g, '');

/** The part of the page the Markdown copy stands for (as the converter picks it). */
function contentRoot(html: string): HTMLElement {
  const root = parseHtml(html);
  const doc = root.querySelector('.theme-doc-markdown');
  if (doc) return doc;
  const main = root.querySelector('main') ?? root.querySelector('.main-wrapper');
  if (!main) throw new Error('no <main> or main wrapper');
  return main;
}

test('every sitemap page has a valid Markdown copy with its headings and code', async ({baseURL}) => {
  test.setTimeout(180_000);
  expect(paths.length).toBeGreaterThan(100);
  const problems: string[] = [];
  for (const pagePath of paths) {
    const [page, copy] = await Promise.all([fetch(baseURL + pagePath), fetch(baseURL + markdownPath(pagePath), {redirect: 'manual'})]);
    if (copy.status !== 200) {
      problems.push(`${pagePath}: ${markdownPath(pagePath)} answered ${copy.status}`);
      continue;
    }
    if (copy.headers.get('content-type') !== 'text/markdown; charset=utf-8') {
      problems.push(`${pagePath}: content-type ${copy.headers.get('content-type')}`);
    }
    const html = await page.text();
    const markdown = await copy.text();
    const alternate = parseHtml(html).querySelector('link[rel="alternate"][type="text/markdown"]');
    if (alternate?.getAttribute('href') !== markdownPath(pagePath)) problems.push(`${pagePath}: no alternate link in the head`);

    const tree = fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
    const headings = new Set<string>();
    const code: string[] = [];
    walk(tree, (node) => {
      if (node.type === 'html') problems.push(`${pagePath}: raw HTML left: ${node.value.slice(0, 60)}`);
      if (node.type === 'heading') headings.add(squash(toString(node as Heading)));
      // Code blocks inside table cells become inline code (a cell holds one line).
      if (node.type === 'code' || node.type === 'inlineCode') code.push(unspaced((node as Code | InlineCode).value));
    });
    if (/^(import|export) /m.test(markdown.replace(/```[\s\S]*?```/g, ''))) problems.push(`${pagePath}: import/export left`);

    const content = contentRoot(html);
    for (const heading of content.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
      const text = squash(heading.textContent);
      if (text && !headings.has(text)) problems.push(`${pagePath}: heading "${text}" missing`);
    }
    const allCode = code.join('\n');
    for (const pre of content.querySelectorAll('pre')) {
      const text = unspaced(pre.textContent);
      if (text && !allCode.includes(text)) problems.push(`${pagePath}: code block "${text.slice(0, 60)}" missing`);
    }
  }
  expect(problems).toEqual([]);
});

test('tabs become labelled sections and code blocks keep their language and title', async ({request}) => {
  const markdown = await (await request.get(markdownPath(routes.quickStart))).text();
  for (const label of ['**curl**', '**JavaScript**', '**Python**']) expect(markdown).toContain(label);
  expect(markdown).toContain('```js title="authorizer.mjs"');
  expect(markdown).toMatch(/^# QuickStart$/m);
});

test('the Mermaid diagrams keep their source', async ({request}) => {
  const markdown = await (await request.get('/docs/rookconnect/introduction.md')).text();
  expect(markdown).toMatch(/```mermaid\nflowchart LR\n/);
});

test('"Copy page as Markdown" puts the page on the clipboard', async ({page, context, request}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(routes.quickStart);
  const button = page.getByRole('button', {name: 'Copy page as Markdown'});
  await button.click();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  const expected = await (await request.get(markdownPath(routes.quickStart))).text();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  await expect(page.getByRole('button', {name: 'Copy page as Markdown'})).toBeVisible({timeout: 5000});
});
