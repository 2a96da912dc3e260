// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the package ships typings but its package.json does not point at them
/// <reference path="../../node_modules/postman-collection/types/index.d.ts" />
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Code, Heading, InlineCode, Link, Nodes} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {toString} from 'mdast-util-to-string';
import {gfm} from 'micromark-extension-gfm';
import {parse, type HTMLElement} from 'node-html-parser';
import {Collection, type Item} from 'postman-collection';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import config from '../../docusaurus.config';
import {localSandbox} from '../../core/config/site-sandbox';
import {markdownPath, postmanDownloads, serverSlug} from '../../plugins/docs-as-data/paths';
import {contractDownloads, contractFiles, loadContract} from '../../core/contract/load';
import {loadContracts} from '../../sandbox/contract/operations';
import {routes} from '../../core/config/routes';
import {sdkRedirects} from '../../core/config/sdkRedirects';
import {changelogDatePrecision, deprecationChangelog} from '../../core/data/changelog';
import {changelogSources} from '../e2e/support/changelog';
import sdkUrlsBeforeTopics from '../unit/fixtures/sdk-urls-before-topics.json';
import {sitemapPaths, sitemapXml} from '../e2e/support/site';
import {attr, buildDir, findAll, headings, parseHtml, squash, tag, textOf} from './support/dom';
import {startServer} from './support/server';

/**
 * What the production server (`npm start`'s) answers for the built site:
 * headers, compression, redirects, the sitemap, the Markdown copies,
 * llms.txt, the Postman files, the contract downloads and the changelog.
 */

let origin: string;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({origin, stop} = await startServer());
});
afterAll(() => stop());

const get = (pathname: string, init?: RequestInit) => fetch(origin + pathname, init);

describe('production server', () => {
  test('serves precompressed HTML with security headers and no caching', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await get('/docs/QuickStart/', {headers: {'Accept-Encoding': encoding}});
      expect(response.status).toBe(200);
      const headers = response.headers;
      expect(headers.get('content-encoding')).toBe(encoding);
      expect(headers.get('content-type')).toMatch(/^text\/html/);
      expect(headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(headers.get('cache-control')).toMatch(/max-age=0/);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('content-security-policy')).toMatch(/default-src 'self'/);
      expect(headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(await response.text()).toContain('QuickStart');
    }
  });

  test('caches hashed assets for a year', async () => {
    const js = readdirSync(path.join(buildDir, 'assets/js')).find((name) => /^main\..+\.js$/.test(name));
    const response = await get(`/assets/js/${js}`, {headers: {'Accept-Encoding': 'br'}});
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });

  test('sends the page policy with pages, also on revalidation, and a short one with files', async () => {
    const page = await get('/docs/QuickStart/');
    const pagePolicy = page.headers.get('content-security-policy') ?? '';
    expect(pagePolicy).toMatch(/script-src 'self' 'sha256-/);
    // Only scripts that run are hashed: a handful, not one per page's JSON-LD. Each client-side
    // redirect page (the SDK guides' moved URLs) runs one script of its own, naming its target.
    expect(pagePolicy.match(/'sha256-/g)!.length).toBeLessThan(10 + sdkRedirects.length);

    const revalidated = await get('/docs/QuickStart/', {headers: {'If-None-Match': page.headers.get('etag')!}});
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('content-security-policy')).toBe(pagePolicy);

    const file = await get('/api/rook-api.yaml');
    expect(file.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    let headerBytes = 0;
    file.headers.forEach((value, name) => (headerBytes += name.length + value.length + 4));
    expect(headerBytes).toBeLessThan(1024);
  });

  test('tells the pages to use the sandbox beside the site, and lets them connect to their own origin only', async () => {
    const location = await get(routes.sandboxLocation);
    expect(location.status).toBe(200);
    expect(await location.json()).toEqual({url: null});
    const policy = (await get(routes.sandboxDashboard)).headers.get('content-security-policy') ?? '';
    expect(/(?:^|; )connect-src ([^;]*)/.exec(policy)?.[1]).toBe("'self'");
  });

  test('answers unknown paths with the 404 page and redirects non-canonical URLs', async () => {
    const missing = await get('/no/such/page/');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
    // A missing SDK page too (tests/e2e/sdk-routes.spec.ts before).
    expect((await get('/docs/rookconnect/sdk/android/health-connect/no-such-topic/')).status).toBe(404);

    const redirected = await get('/docs/QuickStart.html', {redirect: 'manual'});
    expect(redirected.status).toBe(301);
    expect(redirected.headers.get('location')).toBe('/docs/QuickStart/');
    const withQuery = await get('/docs/QuickStart/index.html?x=1', {redirect: 'manual'});
    expect(withQuery.headers.get('location')).toBe('/docs/QuickStart/?x=1');
  });

  test('.html and slash-less URLs land on the clean path', async () => {
    for (const [from, to] of [
      ['/docs/QuickStart.html', routes.quickStart],
      ['/docs/QuickStart/index.html', routes.quickStart],
      ['/index.html', '/'],
      ['/docs/QuickStart', routes.quickStart],
    ] as const) {
      const response = await get(from);
      expect(response.status, from).toBe(200);
      expect(new URL(response.url).pathname, from).toBe(to);
      expect(headings(parseHtml(await response.text()), 1), from).toHaveLength(1);
    }
  });

  test(`every SDK URL from before the split by topic leads to a page (${sdkUrlsBeforeTopics.length} URLs)`, async () => {
    // A redirect page names its target twice: for browsers without scripts and for the script
    // (tests/e2e/sdk-routes.spec.ts follows one of each kind in Chromium, under the page policy).
    const redirectTo = new Map(sdkRedirects.map((r) => [r.from, r.to]));
    const problems: string[] = [];
    for (const url of sdkUrlsBeforeTopics) {
      const response = await get(url);
      const html = await response.text();
      const target = redirectTo.get(url);
      const refresh = /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(html)?.[1];
      const scripted = /window\.location\.href = '([^']+)' \+ window\.location\.search \+ window\.location\.hash/.exec(html)?.[1];
      if (response.status !== 200) problems.push(`${url}: HTTP ${response.status}`);
      else if (!target && headings(parseHtml(html), 1).length !== 1) problems.push(`${url}: a page without one h1`);
      else if (target && (refresh !== target || scripted !== target))
        problems.push(`${url}: leads to ${refresh} / ${scripted}, not ${target}`);
      else if (target && headings(parseHtml(await (await get(target)).text()), 1).length !== 1)
        problems.push(`${url} → ${target}: no page`);
    }
    expect(problems).toEqual([]);
  });

  test('refuses methods a static site does not support', async () => {
    expect((await get('/', {method: 'POST', body: 'x'})).status).toBe(405);
  });
});

test('the sitemap lists the site, weekly, at priority 0.5', () => {
  const paths = sitemapPaths();
  expect(paths).toContain('/');
  expect(paths.length).toBeGreaterThan(1);
  expect(new Set(paths).size).toBe(paths.length);
  const xml = sitemapXml();
  expect(xml.match(/<changefreq>weekly<\/changefreq>/g)).toHaveLength(paths.length);
  expect(xml.match(/<priority>0\.5<\/priority>/g)).toHaveLength(paths.length);
});

test('the server HTML fetches the app early but runs no script of its own before painting', async () => {
  const html = await (await get('/docs/QuickStart/')).text();
  expect(html).not.toMatch(/<script[^>]*\bsrc=/);
  const preloads = [...html.matchAll(/<link rel=preload as=script fetchpriority=low href=([^ >]+)/g)].map((m) => m[1]);
  expect(preloads).toEqual([
    expect.stringMatching(/^\/assets\/js\/runtime~main\.[0-9a-f]+\.js$/),
    expect.stringMatching(/^\/assets\/js\/main\.[0-9a-f]+\.js$/),
  ]);
});

test("each page's loader names the entry files, then the chunks of that page's route", async () => {
  const scriptsOf = async (route: string) => {
    const html = await (await get(route)).text();
    const list = /<script data-scripts="([^"]+)">/.exec(html)?.[1];
    expect(list, route).toBeDefined();
    return list!.split(' ');
  };
  const guide = await scriptsOf('/docs/QuickStart/');
  const operation = await scriptsOf('/api/operations/getPhysicalSummary/');
  for (const scripts of [guide, operation]) {
    expect(scripts.slice(0, 2)).toEqual([expect.stringMatching(/\/runtime~main\./), expect.stringMatching(/\/main\./)]);
    expect(scripts.length).toBeGreaterThan(2);
    for (const src of scripts) expect((await get(src)).status, src).toBe(200);
  }
  // The guide's content chunk is the guide's own; the operation page does not load it.
  const guideOnly = guide.filter((src) => !operation.includes(src));
  const bodies = await Promise.all(guideOnly.map(async (src) => (await get(src)).text()));
  expect(bodies.some((body) => body.includes('"id":"QuickStart"'))).toBe(true);
});

test("docs pages load the docs shell as one script: the version's sidebars without its map of docs, and no more", async () => {
  const scriptsOf = async (route: string) => {
    const html = await (await get(route)).text();
    return /<script data-scripts="([^"]+)">/.exec(html)![1]!.split(' ');
  };
  const pages = await Promise.all(['/docs/QuickStart/', '/docs/definitions/', '/docs/category/android/'].map(scriptsOf));
  const bodies = new Map(await Promise.all(pages.flat().map(async (src) => [src, await (await get(src)).text()] as const)));
  const shells = pages.map((scripts) => scripts.filter((src) => bodies.get(src)!.includes('"docsSidebars"')));
  // One script per page holds the version's metadata, the same one on every docs page, with the docs plugin's data beside it.
  for (const shell of shells) expect(shell).toEqual(shells[0]);
  expect(shells[0]).toHaveLength(1);
  const shell = bodies.get(shells[0]![0]!)!;
  expect(shell).toContain('{"name":"docusaurus-plugin-content-docs","id":"default"}');
  expect(shell).toContain('"docs":{}');
  expect(shell).not.toContain('"unlisted":false');
  // main.js no longer carries the progress bar's library, nor the search dialog's words.
  const main = bodies.get(pages[0]!.find((src) => /\/main\./.test(src))!)!;
  expect(main).not.toContain('nprogress-custom-parent');
  expect(main).not.toContain('Remove this search from favorites');
  // Nor the plugins' versions (site metadata), nor Docusaurus's wrong-baseUrl banner, which the site turns off.
  expect(main).toContain('"docusaurusVersion":"');
  expect(main).not.toContain('pluginVersions');
  expect(main).not.toContain('base-url-issue-banner');
});

test('the home page carries no wrong-baseUrl banner script, hidden or not', async () => {
  const html = await (await get('/')).text();
  expect(html).not.toContain('base-url-issue-banner');
  expect(html).not.toContain('did not load properly');
});

test('the sandbox dashboard’s static HTML explains the page and shows the looking-for-the-sandbox state', async () => {
  const response = await get(routes.sandboxDashboard);
  expect(response.status).toBe(200);
  const dom = parseHtml(await response.text());
  expect(headings(dom, 1).map((h) => squash(textOf(h)))).toEqual(['Sandbox dashboard']);
  expect(squash(textOf(dom.root))).toContain('Looking for the sandbox…');
  const guide = findAll(dom, (el) => el.tagName === 'a' && squash(textOf(el)) === 'sandbox');
  expect(guide.map((a) => attr(a, 'href'))).toContain('/docs/sandbox/');
});

test('SANDBOX_URL given to the server re-points the build at a hosted sandbox: the location file and connect-src', async () => {
  const hosted = await startServer({SANDBOX_URL: 'https://sandbox.example.com/sandbox/'});
  try {
    const location = await fetch(`${hosted.origin}${routes.sandboxLocation}`);
    expect(await location.json()).toEqual({url: 'https://sandbox.example.com/sandbox'});
    expect(location.headers.get('cache-control')).toBe('no-cache');
    const page = await fetch(`${hosted.origin}${routes.sandboxDashboard}`);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(/(?:^|; )connect-src ([^;]*)/.exec(policy)?.[1]).toBe("'self' https://sandbox.example.com");
    // Everything else in the policy is the build's.
    const own = (await get(routes.sandboxDashboard)).headers.get('content-security-policy') ?? '';
    expect(policy.replace(/connect-src [^;]*/, '')).toBe(own.replace(/connect-src [^;]*/, ''));
  } finally {
    await hosted.stop();
  }
  await expect(startServer({SANDBOX_URL: 'http://sandbox.example.com/sandbox'})).rejects.toThrow(
    /exited \(2\): .*SANDBOX_URL must use https/,
  );
});

describe('Markdown copies', () => {
  function walk(node: Nodes, visit: (node: Nodes) => void) {
    visit(node);
    if ('children' in node) for (const child of node.children) walk(child, visit);
  }
  // Code lines are separate elements in the HTML: compare code without any whitespace.
  const unspaced = (value: string) => value.replace(/\s+/g, '');
  const squashZw = (value: string) => value.replace(/[\s\u200b]+/g, ' ').trim();
  // The converter's own parser settings (plugins/docs-as-data): one unclosed tag would otherwise drop the rest of a
  // page out of its parent, and <pre> is parsed as elements, not raw text, so its textContent is the code.
  const parseMd = (html: string) =>
    parse(html, {parseNoneClosedTags: true, blockTextElements: {script: true, noscript: true, style: true}});
  /** The part of the page the Markdown copy stands for (as the converter picks it). */
  function contentRoot(root: HTMLElement): HTMLElement {
    const doc = root.querySelector('.theme-doc-markdown');
    if (doc) return doc;
    const content = root.querySelector('main') ?? root.querySelector('.main-wrapper');
    if (!content) throw new Error('no <main> or main wrapper');
    return content;
  }

  test('every sitemap page has a valid Markdown copy with its headings and code', async () => {
    const paths = sitemapPaths();
    expect(paths.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const pagePath of paths) {
      const [page, copy] = await Promise.all([get(pagePath), get(markdownPath(pagePath), {redirect: 'manual'})]);
      if (copy.status !== 200) {
        problems.push(`${pagePath}: ${markdownPath(pagePath)} answered ${copy.status}`);
        continue;
      }
      if (copy.headers.get('content-type') !== 'text/markdown; charset=utf-8') {
        problems.push(`${pagePath}: content-type ${copy.headers.get('content-type')}`);
      }
      const html = await page.text();
      const markdown = await copy.text();
      const root = parseMd(html);
      const alternate = root.querySelector('link[rel="alternate"][type="text/markdown"]');
      if (alternate?.getAttribute('href') !== markdownPath(pagePath)) problems.push(`${pagePath}: no alternate link in the head`);

      const tree = fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
      const mdHeadings = new Set<string>();
      const code: string[] = [];
      walk(tree, (node) => {
        if (node.type === 'html') problems.push(`${pagePath}: raw HTML left: ${node.value.slice(0, 60)}`);
        if (node.type === 'heading') mdHeadings.add(squashZw(toString(node as Heading)));
        // Code blocks inside table cells become inline code (a cell holds one line).
        if (node.type === 'code' || node.type === 'inlineCode') code.push(unspaced((node as Code | InlineCode).value));
      });
      if (/^(import|export) /m.test(markdown.replace(/```[\s\S]*?```/g, ''))) problems.push(`${pagePath}: import/export left`);

      const content = contentRoot(root);
      for (const heading of content.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
        const text = squashZw(heading.textContent);
        if (text && !mdHeadings.has(text)) problems.push(`${pagePath}: heading "${text}" missing`);
      }
      const allCode = code.join('\n');
      for (const pre of content.querySelectorAll('pre')) {
        const text = unspaced(pre.textContent);
        if (text && !allCode.includes(text)) problems.push(`${pagePath}: code block "${text.slice(0, 60)}" missing`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('tabs become labelled sections and code blocks keep their language and title', async () => {
    const markdown = await (await get(markdownPath(routes.quickStart))).text();
    for (const label of ['**curl**', '**JavaScript**', '**Python**']) expect(markdown).toContain(label);
    expect(markdown).toContain('```js title="authorizer.mjs"');
    expect(markdown).toMatch(/^# QuickStart$/m);
  });

  test('the Mermaid diagrams keep their source', async () => {
    const markdown = await (await get('/docs/rookconnect/introduction.md')).text();
    expect(markdown).toMatch(/```mermaid\nflowchart LR\n/);
  });
});

describe('llms.txt', () => {
  function walk(node: Nodes, visit: (node: Nodes) => void) {
    visit(node);
    if ('children' in node) for (const child of node.children) walk(child, visit);
  }

  test('has a title, a summary and sections of links to existing Markdown pages', async () => {
    const response = await get('/llms.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
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
      if ((await get(pathname, {redirect: 'manual'})).status !== 200) missing.push(pathname);
    }
    expect(missing).toEqual([]);
    // Each changelog entry sits under Changelog.
    const section = (title: string) => text.split(/^## /m).find((part) => part.startsWith(`${title}\n`)) ?? '';
    for (const entry of changelogSources()) {
      expect(section('Changelog')).toContain(`${routes.changelog}${entry.slug}.md`);
    }
    // The reading order (the sections' lists; the summary links the contract and the agent skill) starts with the docs sidebar.
    expect(/^- \[[^\]]*\]\(([^)]+)\)/m.exec(text)?.[1]).toBe(`${config.url}${markdownPath(routes.quickStart)}`);
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

  test('lists the journey pages', async () => {
    const index = await (await get('/llms.txt')).text();
    for (const route of ['/docs/user-lifecycle/', '/docs/going-live/']) expect(index).toContain(`(${config.url}${markdownPath(route)})`);
  });

  test('llms-full.txt holds every listed page, in the llms.txt order', async () => {
    const index = await (await get('/llms.txt')).text();
    const full = await (await get('/llms-full.txt')).text();
    const listed = [...index.matchAll(/^- \[[^\]]*\]\(([^)]+)\.md\)/gm)].map((m) => m[1]!);
    const sources = [...full.matchAll(/^Source: (.+)$/gm)].map((m) => m[1]!.replace(/\/$/, ''));
    expect(sources.map((s) => (s === config.url ? `${config.url}/index` : s))).toEqual(listed);
    const quickStart = await (await get(markdownPath(routes.quickStart))).text();
    expect(full).toContain(quickStart.trimEnd());
  });
});

describe('downloads beside the API reference', () => {
  const base = routes.apiReference;

  test('the contract downloads as YAML and JSON with the right content types', async () => {
    const contract = await loadContract();
    const {model} = contract;
    const yaml = await get(model.overview.downloads.yaml);
    expect(yaml.status).toBe(200);
    expect(yaml.headers.get('content-type')).toMatch(/^text\/yaml|^application\/(x-)?yaml/);
    // The file as written, byte for byte (it refers to no other file).
    expect(await yaml.text()).toBe(contract.text);
    const json = await get(model.overview.downloads.json);
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    const fromJson = await json.json();
    expect(fromJson).toEqual(contract.bundled);
    expect(fromJson.info.version).toBe(model.overview.version);
    expect(Object.keys(fromJson.paths).length).toBeGreaterThan(0);

    // The sandbox control API's own downloads, linked from its overview: bundled, since the file as written
    // borrows ROOK's schemas from rook-api.yaml (tests/unit/contract-downloads.test.ts checks each alone).
    const sandbox = await loadContract(contractFiles.sandbox);
    expect(await (await get(sandbox.model.overview.downloads.yaml)).text()).toBe((await contractDownloads(sandbox)).yaml);
    expect(await (await get(sandbox.model.overview.downloads.json)).json()).toEqual(sandbox.bundled);
  });

  test('the Postman collection is a valid v2.1 collection with every operation, example responses and inherited basic auth', async () => {
    const response = await get(`${base}${postmanDownloads.collection}`);
    expect(response.status).toBe(200);
    const json = await response.json();
    expect(json.info.schema).toBe('https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
    // The library reads the file into its model: every item must come out as a request with a URL and a method.
    const collection = new Collection(json);
    expect(Collection.isCollection(collection)).toBe(true);
    expect(collection.name).toBe(json.info.name);
    expect(json.auth).toEqual({
      type: 'basic',
      basic: [
        {key: 'username', value: '{{client_uuid}}', type: 'string'},
        {key: 'password', value: '{{secret_key}}', type: 'string'},
      ],
    });
    const requests: string[] = [];
    // forEachItem walks the folders too; the shipped typings omit it.
    (collection as unknown as {forEachItem: (visit: (item: Item) => void) => void}).forEachItem((item) => {
      expect(item.request.auth, item.name).toBeUndefined();
      expect(item.responses.count(), `${item.name} has example responses`).toBeGreaterThan(0);
      expect(item.request.url.getHost(), item.name).toBe('{{baseUrl}}');
      requests.push(`${item.request.method} /${item.request.url.path?.join('/')}`);
    });
    const {model} = await loadContract();
    const operations = model.operations.map((op) => `${op.method.toUpperCase()} ${op.path.replace(/\{([^}]+)\}/g, ':$1')}`);
    expect(requests.sort()).toEqual(operations.sort());
  });

  test('one Postman environment per server of the contract, the local sandbox with the demo client named by its UUID', async () => {
    const {bundled} = await loadContract();
    const servers = bundled.servers as {url: string; description: string}[];
    const expected = servers.map((s) => s.url);
    expect(expected).toContain(localSandbox.url);
    const baseUrls: string[] = [];
    for (const slug of servers.map((s) => serverSlug(s.description))) {
      const response = await get(`${base}${postmanDownloads.environment(slug)}`);
      expect(response.status, slug).toBe(200);
      const env = await response.json();
      expect(env._postman_variable_scope).toBe('environment');
      const values = Object.fromEntries(env.values.map((v: {key: string; value: string}) => [v.key, v.value]));
      expect(Object.keys(values).sort()).toEqual(['baseUrl', 'client_uuid', 'secret_key', 'user_id']);
      if (values.baseUrl === localSandbox.url) {
        // The UUID rather than the demo pair's alias: requests put {{client_uuid}} in a path, where only a UUID is valid.
        const {demo} = await loadContracts();
        expect(values).toMatchObject({client_uuid: demo.clientUuid, secret_key: localSandbox.secretKey, user_id: demo.userId});
      } else expect(values.user_id).toBe('');
      baseUrls.push(values.baseUrl);
    }
    expect(baseUrls.sort()).toEqual(expected.sort());
  });

  test('the reference overview links to the collection and the environments, which answer', async () => {
    const dom = parseHtml(await (await get(base)).text());
    const section = findAll(dom, tag('section')).find((s) =>
      headings(dom, undefined, s).some((h) => squash(textOf(h)).startsWith('Download the contract')),
    );
    expect(section).toBeDefined();
    const links = findAll(dom, tag('a'), section);
    const link = (name: string) => links.find((a) => squash(textOf(a)) === name);
    expect(attr(link(postmanDownloads.collection)!, 'href')).toBe(`${base}${postmanDownloads.collection}`);
    for (const name of ['Production', 'Sandbox', 'Local sandbox']) {
      const href = attr(link(name)!, 'href')!;
      expect((await get(href)).status, name).toBe(200);
    }
  });
});

describe('changelog', () => {
  const entries = changelogSources();

  test('the changelog lists every entry, newest first, each with a date and its own page', async () => {
    const dom = parseHtml(await (await get(routes.changelog)).text());
    expect(textOf(findAll(dom, tag('title'))[0]!)).toMatch(/^Changelog/);
    expect(headings(dom, 1).map((h) => squash(textOf(h)))).toEqual(['Changelog']);
    const articles = findAll(dom, tag('article'));
    const titles = articles.flatMap((a) => headings(dom, 2, a).map((h) => squash(textOf(h))));
    expect([...titles].sort()).toEqual(entries.map((e) => e.title).sort());
    const dates = articles.flatMap((a) => findAll(dom, tag('time'), a).map((t) => attr(t, 'dateTime') ?? null));
    // An entry ROOK gave no date for says "Undated" and carries no machine-readable date.
    const undated = entries.filter((e) => changelogDatePrecision[e.slug]?.undated);
    expect(undated.length).toBeGreaterThan(0);
    expect(dates).toHaveLength(entries.length - undated.length);
    const undatedArticles = articles.filter((a) => squash(textOf(a)).includes('Undated (ROOK has not published when this changed)'));
    expect(undatedArticles).toHaveLength(undated.length);
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const entry of entries) expect((await get(`${routes.changelog}${entry.slug}/`)).status, entry.slug).toBe(200);
  });

  test('every deprecation in the reference maps to an existing changelog entry', async () => {
    const slugs = new Set(entries.map((e) => `${routes.changelog}${e.slug}/`));
    for (const [key, url] of Object.entries(deprecationChangelog)) {
      expect(slugs.has(url), key).toBe(true);
      expect((await get(url)).status, key).toBe(200);
    }
  });
});

test('the theme preconnect hint can never reach Algolia', () => {
  // An unparsable URL makes the browser ignore the hint (tests/e2e/search.spec.ts checked one page before).
  const html = readFileSync(path.join(buildDir, 'docs/QuickStart/index.html'), 'utf8');
  const hints = findAll(parseHtml(html), (el) => el.tagName === 'link' && String(el.properties.rel) === 'preconnect').map(
    (el) => attr(el, 'href') ?? '',
  );
  for (const href of hints.filter((h) => h.includes('algolia'))) expect(URL.canParse(href), href).toBe(false);
});

test('the data sources matrix reads as words, not symbols, in its Markdown copy', async () => {
  const markdown = await (await get(markdownPath('/docs/data-sources/'))).text();
  const row = markdown.split('\n').find((line) => line.startsWith('| `physical_summary` |'));
  // The states of the coverage module, in words (core/data/coverage.ts).
  expect(row).toMatch(/\| Delivered \|/);
  expect(row).toMatch(/\| Not provided \|/);
  expect(row).not.toMatch(/[✓✗?–]/);
});
