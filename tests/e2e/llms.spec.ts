import {expect, test} from '@playwright/test';
import type {Link, Nodes} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {markdownPath} from '../../plugins/docs-as-data/paths';
import {routes} from '../../src/config/routes';
import config from '../../docusaurus.config';
import {changelogSources} from './support/changelog';

/** llms.txt follows llmstxt.org and links only to pages that exist; llms-full.txt holds them all, in the same order. */

function walk(node: Nodes, visit: (node: Nodes) => void) {
  visit(node);
  if ('children' in node) for (const child of node.children) walk(child, visit);
}

test('llms.txt has a title, a summary and sections of links to existing Markdown pages', async ({request}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await response.text();
  const tree = fromMarkdown(text);
  const [title, summary] = tree.children;
  expect(title).toMatchObject({type: 'heading', depth: 1});
  expect(summary?.type).toBe('blockquote');
  const sections = tree.children.filter((n) => n.type === 'heading' && n.depth === 2);
  expect(sections.length).toBeGreaterThanOrEqual(4);

  const links: string[] = [];
  walk(tree, (node) => {
    if (node.type === 'link') links.push((node as Link).url);
  });
  expect(links.length).toBeGreaterThan(100);
  const missing: string[] = [];
  for (const link of links) {
    expect(link.startsWith(config.url), link).toBe(true);
    const pathname = new URL(link).pathname;
    if ((await request.get(pathname, {maxRedirects: 0})).status() !== 200) missing.push(pathname);
  }
  expect(missing).toEqual([]);
  // Each changelog entry sits under Changelog.
  const section = (title: string) => text.split(/^## /m).find((part) => part.startsWith(`${title}\n`)) ?? '';
  for (const entry of changelogSources()) {
    expect(section('Changelog')).toContain(`${routes.changelog}${entry.slug}.md`);
  }
  // The reading order starts with the docs sidebar.
  expect(links.find((l) => l.endsWith('.md'))).toBe(`${config.url}${markdownPath(routes.quickStart)}`);
  // Every guide, SDK pages and generated category pages included, sits in its sidebar section, in sidebar order,
  // never in the unordered Optional section.
  const optionalDocs = [...section('Optional').matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!).filter((url) => url.includes('/docs/'));
  expect(optionalDocs).toEqual([]);
  const sdkPages = ['getting-started', 'permissions', 'manual-sync', 'known-exceptions'].map(
    (topic) => `/docs/rookconnect/sdk/android/health-connect/${topic}.md`,
  );
  const at = sdkPages.map((page) => section('ROOK Connect').indexOf(page));
  expect(at.every((i) => i >= 0)).toBe(true);
  expect([...at].sort((a, b) => a - b)).toEqual(at);
});

test('llms-full.txt holds every listed page, in the llms.txt order', async ({request}) => {
  const index = await (await request.get('/llms.txt')).text();
  const full = await (await request.get('/llms-full.txt')).text();
  const listed = [...index.matchAll(/^- \[[^\]]*\]\(([^)]+)\.md\)/gm)].map((m) => m[1]!);
  const sources = [...full.matchAll(/^Source: (.+)$/gm)].map((m) => m[1]!.replace(/\/$/, ''));
  expect(sources.map((s) => (s === config.url ? `${config.url}/index` : s))).toEqual(listed);
  const quickStart = await (await request.get(markdownPath(routes.quickStart))).text();
  expect(full).toContain(quickStart.trimEnd());
});
