import {existsSync} from 'node:fs';
import path from 'node:path';
import type {Element} from 'hast';
import {beforeAll, describe, expect, test} from 'vitest';
import {loadContract} from '../../core/contract/load';
import {containsCodeBlock} from '../../core/markdown/text';
import type {ReferenceModel} from '../../core/contract/model/types';
import {marks} from '../../core/data/marks';
import {reactNativePages, sdkTopics} from '../../core/data/sdk';
import {expectedDataSourceSlugs} from '../support/data-source-routes';
import {attr, buildDir, builtPage, byId, classesOf, closest, findAll, headings, main, squash, tag, textOf, type Page} from './support/dom';

/**
 * What the server HTML of the built pages must say, read without a browser:
 * the page of every route the site promises, with its headings, and the
 * reference pages the contract implies. Interaction stays in tests/e2e.
 */

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Text as a reader (and an accessible name) has it: the headings' zero-width hash-link text left out. */
const text = (el: Element) => squash(textOf(el).replace(/\u200b/g, ''));
/** Answers 200 at exactly this path: the server serves build/<route>/index.html without a redirect. */
const built = (route: string) => existsSync(path.join(buildDir, route, 'index.html'));
const h1s = (page: Page, scope?: Element) => headings(page, 1, scope);
/** The elements whose own text is exactly `value` (as Playwright's exact getByText). */
const exactText = (page: Page, value: string, scope?: Element) => findAll(page, (el) => text(el) === value, scope);
const linkNamed = (page: Page, name: string, scope?: Element) => findAll(page, (el) => el.tagName === 'a' && text(el) === name, scope);

let model: ReferenceModel;
beforeAll(async () => {
  model = (await loadContract()).model;
});

describe('the API reference', () => {
  const LANGUAGES = ['curl', 'JavaScript', 'Python', 'Kotlin', 'Swift'];

  test('every operation page renders with its method, path, title, responses and samples', () => {
    for (const op of model.operations) {
      const page = builtPage(op.permalink);
      const content = main(page);
      expect(h1s(page, content).map(text), op.operationId).toEqual([op.summary]);
      expect(exactText(page, op.method, content).length, `${op.operationId} method`).toBeGreaterThan(0);
      expect(exactText(page, op.path, content).length, `${op.operationId} path`).toBeGreaterThan(0);
      for (const response of op.responses) expect(byId(page, response.anchor), response.anchor).toBeDefined();
      for (const parameter of op.parameters) expect(byId(page, parameter.anchor), parameter.anchor).toBeDefined();
      expect(findAll(page, (el) => attr(el, 'role') === 'tab', content).map(text), op.operationId).toEqual(LANGUAGES);
      const notes = findAll(page, (el) => attr(el, 'role') === 'note', content);
      if (op.deprecated) expect(notes.map(text).join(' '), op.operationId).toContain('Deprecated');
      if (op.supersededBy) {
        const links = notes.flatMap((note) => linkNamed(page, op.supersededBy!.summary, note));
        expect(
          links.map((a) => attr(a, 'href')),
          op.operationId,
        ).toContain(op.supersededBy.permalink);
      }
    }
  });

  test('every schema page renders with its name as the heading and an anchor per property', () => {
    for (const schema of model.schemas) {
      const page = builtPage(schema.permalink);
      expect(h1s(page, main(page)).map(text), schema.name).toEqual([schema.name]);
      for (const prop of schema.schema.properties) {
        const id = `property-${prop.name.replace(/[^A-Za-z0-9_-]/g, '_')}`;
        expect(byId(page, id), `${schema.name} ${id}`).toBeDefined();
      }
    }
  });

  test('an operation page has all its content in the HTML, without JavaScript', () => {
    const op = model.operations.find((o) => o.operationId === 'getUsersStatus')!;
    const page = builtPage(op.permalink);
    expect(h1s(page).map(text)).toEqual([op.summary]);
    const table = findAll(page, tag('table'))[0]!;
    expect(findAll(page, (el) => el.tagName === 'th' && text(el) === 'up_to_date', table)).toHaveLength(1);
    expect(byId(page, 'response-200')).toBeDefined();
    // Every language is in the page; only the first tab shows.
    const all = textOf(page.root);
    for (const sample of op.samples) expect(all).toContain(sample.code.split('\n')[0]!);
    const reference = findAll(page, (el) => el.tagName === 'nav' && attr(el, 'ariaLabel') === 'API reference')[0]!;
    expect(linkNamed(page, 'Overview', reference)).toHaveLength(1);
  });

  test("the navigation, and an operation's fields when no code block is among them, are marked to keep their server HTML", () => {
    const kept = (el: Element) => attr(el, 'dataServerHtml') !== undefined;
    let keptExplanations = 0;
    for (const op of model.operations) {
      const page = builtPage(op.permalink);
      const reference = findAll(page, (el) => el.tagName === 'nav' && attr(el, 'ariaLabel') === 'API reference')[0]!;
      expect(kept(reference), op.operationId).toBe(true);
      const fields = closest(page, byId(page, 'responses')!, (el) => el.tagName === 'div' && kept(el));
      expect(fields !== undefined, op.operationId).toBe(!containsCodeBlock(op));
      if (fields) keptExplanations += 1;
      // The server list follows the sandbox the browser finds, so it is React's.
      const servers = headings(page, 2).find((h) => text(h) === 'Servers');
      if (servers) expect(closest(page, servers, kept), op.operationId).toBeUndefined();
    }
    expect(keptExplanations).toBeGreaterThan(0);
  });

  test("a schema's field tree and a webhook payload's headers and fields are marked to keep their server HTML", () => {
    const kept = (el: Element) => el.tagName === 'div' && attr(el, 'dataServerHtml') !== undefined;
    let trees = 0;
    for (const {name, permalink, schema} of model.schemas) {
      const page = builtPage(permalink);
      const section = closest(page, byId(page, 'fields')!, tag('section'))!;
      const hasTree = schema.properties.length > 0 || schema.variants !== undefined || schema.items !== undefined;
      expect(findAll(page, kept, section).length, name).toBe(hasTree && !containsCodeBlock(schema) ? 1 : 0);
      if (hasTree) trees += 1;
    }
    expect(trees).toBeGreaterThan(0);
    for (const webhook of model.webhookPages) {
      const page = builtPage(webhook.permalink);
      const payload = closest(page, byId(page, 'payload')!, kept);
      expect(payload !== undefined, webhook.permalink).toBe(!containsCodeBlock([webhook.webhook.parameters, webhook.schema]));
    }
  });
});

describe('Markdown kept as the server sent it', () => {
  const kept = (el: Element) => attr(el, 'dataServerHtml') !== undefined;

  test('a paragraph of text and links is marked; a tab group is in no marked block', () => {
    const page = builtPage('/docs/QuickStart/');
    const paragraph = findAll(page, (el) => el.tagName === 'p' && text(el).startsWith('The sandbox that comes with these docs'))[0]!;
    expect(kept(paragraph)).toBe(true);
    const tabs = findAll(page, (el) => attr(el, 'role') === 'tablist', main(page));
    expect(tabs.length).toBeGreaterThan(0);
    for (const tablist of tabs) expect(closest(page, tablist, kept)).toBeUndefined();
  });
});

describe('guide routes the site promises', () => {
  /**
   * Every non-SDK route the site promises that the guides own, typed by
   * hand rather than derived from the site, so a page that disappears fails
   * here.
   */
  const guideRoutes = [
    '/',
    '/docs/QuickStart/',
    '/docs/user-lifecycle/',
    '/docs/going-live/',
    '/docs/definitions/',
    '/docs/api/',
    '/docs/data-sources/',
    '/docs/rookconnect/introduction/',
    '/docs/rookconnect/data-authorization/',
    '/docs/rookconnect/data_extraction/',
    '/docs/rookconnect/data_processing/',
    '/docs/rookconnect/data_delivery/',
    '/docs/rookconnect/data-types/',
    '/docs/rookconnect/data-types/physical_summary/',
    '/docs/rookconnect/data-types/shared-objects/',
    '/docs/rookconnect/add-ons/',
    '/docs/ROOKExtractionApp/introduction/',
    '/docs/ROOKExtractionApp/implementation/',
    '/docs/rookscore2.0/QuickStart/',
    '/docs/rookscore2.0/implementation/',
    '/data-sources/',
    ...expectedDataSourceSlugs.map((slug) => `/data-sources/${slug}/`),
  ];

  test.each(guideRoutes)('%s is built at its own path with one h1', (route) => {
    expect(built(route)).toBe(true);
    expect(h1s(builtPage(route))).toHaveLength(1);
  });
});

describe('journey pages', () => {
  const journeys = ['/docs/user-lifecycle/', '/docs/going-live/'];

  test.each(journeys)('%s is linked from the QuickStart and in the docs sidebar', (route) => {
    const quickStart = builtPage('/docs/QuickStart/');
    const hrefs = (scope: Element | undefined) => findAll(quickStart, (el) => el.tagName === 'a', scope).map((a) => attr(a, 'href'));
    expect(hrefs(main(quickStart))).toContain(route);
    const sidebar = findAll(quickStart, (el) => el.tagName === 'nav' && classesOf(el).includes('menu'))[0];
    expect(hrefs(sidebar)).toContain(route);
  });
});

describe('SDK guides', () => {
  const base = '/docs/rookconnect/sdk';
  const platforms = ['android/health-connect', 'android/samsung-health', 'iOS/apple-health', 'flutter', 'capacitor'];
  /** The page that serves a topic: its own URL, except the ones that keep an established address. */
  const topicUrl = (dir: string, topic: string) =>
    dir === 'android/health-connect' && topic === 'best-practices'
      ? `${base}/android/rook-sdk/best-practices/`
      : `${base}/${dir}/${topic}/`;

  const pages: Record<string, string[]> = {};
  for (const dir of platforms) for (const {slug} of sdkTopics) pages[topicUrl(dir, slug)] = [];
  for (const page of Object.values(reactNativePages)) pages[`${base}/reactnative/rook-sdk/${page}/`] = [];
  // Headings that prove a page answers its task.
  Object.assign(pages, {
    [`${base}/`]: ['Pick your platform', 'Shared rules'],
    [`${base}/android/`]: ['Rules every Android SDK shares'],
    [`${base}/iOS/`]: ['Requirements', 'Managers'],
    [`${base}/flutter/`]: ['Requirements', 'How the packages work'],
    [`${base}/capacitor/`]: ['Requirements', 'Modules'],
    [`${base}/reactnative/`]: ['Requirements'],
    [`${base}/android/api-sources/`]: ['Getting started', 'Environments and logging', 'User ID', 'Connect a source', 'Known exceptions'],
    [`${base}/iOS/api-sources/`]: ['Getting started', 'Environments and logging', 'User ID', 'Connect a source', 'Known exceptions'],
    [`${base}/android/health-connect/getting-started/`]: [
      'Requirements',
      'Install',
      'Configure',
      'Initialise',
      'Check that it works',
      'If it goes wrong',
    ],
    [`${base}/android/health-connect/permissions/`]: [
      'Check availability',
      'Request data permissions',
      'Background read',
      'If it goes wrong',
    ],
    [`${base}/android/health-connect/known-exceptions/`]: ['All exceptions'],
    [`${base}/android/health-connect/changelog/`]: ['4.1.0', '4.0.0'],
    [`${base}/android/health-connect/migrations/`]: ['From 1.x to 4.x'],
    [`${base}/android/samsung-health/known-exceptions/`]: ['All exceptions', 'Samsung Health error codes'],
    [`${base}/iOS/apple-health/background-configuration/`]: ['Check that it works', 'If it goes wrong'],
    [`${base}/iOS/apple-health/changelog/`]: ['4.1.1', '4.0.0', '1.8.2'],
    [`${base}/flutter/getting-started/`]: ['Install, configure and initialise', 'Check that it works'],
    [`${base}/capacitor/known-exceptions/`]: ['Known issues in 4.1.1', 'Native exceptions'],
    [`${base}/reactnative/fundamentals/datasources/`]: ['Summaries and events'],
    [`${base}/reactnative/rook-sdk/ListenNotifications/`]: ['Notification types'],
    [`${base}/reactnative/rook-sdk/Extra-HC-Quota/`]: ['How to stay under the quota'],
    [`${base}/reactnative/rook-sdk/migratetorooksdk/`]: ['From 2.x to 4.x'],
    [`${base}/reactnative/health-connect/`]: ['What changes when you move'],
    [`${base}/reactnative/health-connect/changelog/`]: ['0.11.0', '0.8.0', '0.5.1'],
    [`${base}/reactnative/rook-sdk/api-reference/`]: ['RookSyncGate', 'useRookConfiguration', 'useRookPermissions', 'useRookSync'],
    [`${base}/capacitor/api-reference/`]: ['RookConfig', 'RookPermissions', 'RookEvents', 'RookStepsCounter'],
  });

  test.each(Object.entries(pages))('%s has its h1 and topic headings', (route, wanted) => {
    expect(built(route), `${route} is not built`).toBe(true);
    const page = builtPage(route);
    const content = main(page);
    expect(h1s(page, content)).toHaveLength(1);
    const found = headings(page, undefined, content).map(text);
    for (const heading of wanted) {
      expect(
        found.some((h) => new RegExp(`^${escape(heading)}`).test(h)),
        `${route} lacks the heading "${heading}"`,
      ).toBe(true);
    }
  });

  test('a known-exceptions page lists the quota exception with its cause and fix', () => {
    const page = builtPage(`${base}/android/health-connect/known-exceptions/`);
    const row = findAll(page, (el) => el.tagName === 'tr' && text(el).includes('HCQuotaExceededException'))[0]!;
    expect(text(row)).toContain('request quota is used up');
    expect(text(row)).toContain('a few hours');
  });

  test('a changelog says plainly what ROOK has not published', () => {
    const all = squash(textOf(main(builtPage(`${base}/iOS/apple-health/changelog/`))));
    expect(all).toContain('What ROOK has not published');
    expect(all).toMatch(/tags jump from 1\.8\.2 to 4\.0\.0/);
  });

  test('an unconfirmed name is visibly flagged', () => {
    const page = builtPage(`${base}/android/health-connect/permissions/`);
    expect(squash(textOf(main(page)))).toMatch(
      /not published RequestPermissionsStatus: .* Check the SDK’s classes in your IDE before you rely on them./,
    );
    expect(exactText(page, marks['not-published'].label, main(page)).length).toBeGreaterThan(0);
  });

  /** Category listing pages: slug → h1 and, for topic categories, the first and last card in topic order. */
  const categories: Record<string, {title: string; order?: [string, string]}> = {
    sdks: {title: 'SDKs'},
    android: {title: 'Android'},
    'fundamentals-android': {title: 'Fundamentals'},
    'health-connect': {title: 'Health Connect', order: ['Getting started', 'Migrations']},
    'samsung-health': {title: 'Samsung Health', order: ['Getting started', 'Migrations']},
    ios: {title: 'iOS'},
    'fundamentals-ios': {title: 'Fundamentals'},
    'apple-health': {title: 'Apple Health', order: ['Getting started', 'Migrations']},
    flutter: {title: 'Flutter'},
    'fundamentals-flutter': {title: 'Fundamentals'},
    'react-native': {title: 'React Native'},
    fundamentals: {title: 'Fundamentals'},
    'rook-sdk-api-reference': {title: 'API reference'},
    migrations: {title: 'Migrations'},
    'individual-kit-sdk': {title: 'Individual kit SDK'},
    'capacitor-ionic': {title: 'Capacitor / Ionic'},
    'fundamentals-capacitor': {title: 'Fundamentals'},
    'capacitor-api-reference': {title: 'API reference'},
  };

  test.each(Object.entries(categories))('/docs/category/%s/ lists its pages', (slug, {title, order}) => {
    const route = `/docs/category/${slug}/`;
    expect(built(route)).toBe(true);
    const page = builtPage(route);
    const content = main(page);
    expect(h1s(page, content).map(text)).toEqual([title]);
    expect(findAll(page, tag('article'), content).length).toBeGreaterThan(0);
    // One card link per child page, in sidebar order.
    const cards = findAll(page, (el) => el.tagName === 'a' && classesOf(el).includes('card'), content);
    if (order) {
      expect(cards).toHaveLength(sdkTopics.length);
      expect(text(cards[0]!)).toContain(order[0]);
      expect(text(cards.at(-1)!)).toContain(order[1]);
    }
  });

  test('the SDK landing explains what the SDKs are for and links every platform', () => {
    const page = builtPage('/docs/category/sdks/');
    const content = main(page);
    expect(squash(textOf(content))).toMatch(/read Apple Health, Health Connect and Samsung Health/);
    const articles = findAll(page, tag('article'), content);
    for (const name of ['Choose an SDK', 'Android', 'iOS', 'Flutter', 'React Native', 'Capacitor / Ionic']) {
      expect(
        articles.some((article) => findAll(page, (el) => el.tagName === 'a' && text(el).includes(name), article).length > 0),
        name,
      ).toBe(true);
    }
  });
});

test('closest() finds the row of a cell', () => {
  // Guards the helper the wording checks rely on.
  const page = builtPage('/docs/rookconnect/sdk/android/health-connect/known-exceptions/');
  const cell = findAll(page, tag('td'))[0]!;
  expect(closest(page, cell, tag('tr'))?.tagName).toBe('tr');
});

describe('guides and data-source pages', () => {
  const tableNamed = (page: Page, caption: string) =>
    findAll(page, tag('table')).find((table) => findAll(page, tag('caption'), table).some((c) => text(c) === caption));

  test('a hub source explains where its data comes from', () => {
    const page = builtPage('/data-sources/xiaomi/');
    expect(attr(linkNamed(page, 'Apple Health')[0]!, 'href')).toBe('/data-sources/apple-health/');
    expect(squash(textOf(main(page)))).toContain(marks['not-published'].label);
  });

  test('the index lists every source and the comparison matrix', () => {
    const page = builtPage('/data-sources/');
    for (const name of ['Garmin', 'Oura', 'Apple Health', 'Samsung Health', 'Xiaomi (Mi Fitness)', 'Zepp']) {
      expect(linkNamed(page, name, main(page)).length, name).toBeGreaterThan(0);
    }
    const matrix = tableNamed(page, 'Data structures each source provides');
    expect(matrix).toBeDefined();
    expect(findAll(page, (el) => el.tagName === 'tr' && text(el).includes('blood_glucose_event'), matrix).length).toBeGreaterThan(0);
  });

  test('the data-types guide lists every structure under its kept anchor, linked to the structure’s own page', () => {
    const overview = builtPage('/docs/rookconnect/data-types/');
    expect(headings(overview, 3).map(text)).toContain('Physical summary');
    expect(byId(overview, 'physical_summary')?.tagName).toBe('h3');
    expect(linkNamed(overview, 'All physical summary fields').map((a) => attr(a, 'href'))).toEqual([
      '/docs/rookconnect/data-types/physical_summary/',
    ]);
  });

  test('a structure’s page has field tables generated from the contract, one per object, and links shared objects', () => {
    const page = builtPage('/docs/rookconnect/data-types/physical_summary/');
    expect(h1s(page).map(text)).toEqual(['Physical summary']);
    const h2 = headings(page, 2).map(text);
    for (const object of ['activity', 'calories', 'distance', 'heart_rate']) expect(h2, object).toContain(object);
    // metadata is defined once on the shared objects page: a row linked there, not a group here.
    expect(h2).not.toContain('metadata');
    expect(
      findAll(page, (el) => el.tagName === 'a' && attr(el, 'href') === '/docs/rookconnect/data-types/shared-objects/#metadata').length,
    ).toBe(1);
    const heading = byId(page, 'physical_summary-heart_rate')!;
    expect(heading.tagName).toBe('h2');
    expect(linkNamed(page, 'heart_rate', heading).map((a) => attr(a, 'href'))).toEqual([
      '/api/schemas/PhysicalSummary/#property-heart_rate',
    ]);
    // Under the heading: the object's type, then its fields by their own names, linked to their full-path anchors.
    const siblings = page.parentOf.get(heading)!.children.filter((c): c is Element => c.type === 'element');
    const next = siblings[siblings.indexOf(heading) + 1]!;
    expect(next.tagName).toBe('p');
    expect(text(next)).toContain('HeartRateData object, required');
    expect(attr(linkNamed(page, 'hr_avg_bpm_int')[0]!, 'href')).toBe('/api/schemas/PhysicalSummary/#property-heart_rate-hr_avg_bpm_int');
    expect(findAll(page, (el) => el.tagName === 'td' && text(el) === 'heart_rate.hr_avg_bpm_int')).toHaveLength(0);
    // The granular samples' fields are on the shared objects page, not folded here.
    expect(
      findAll(page, (el) => el.tagName === 'a' && attr(el, 'href') === '/docs/rookconnect/data-types/shared-objects/#heart_rate_sample')
        .length,
    ).toBeGreaterThan(0);
    // A dotted path is inline code in its heading and cells, never a code block (which the theme makes of code holding markup).
    const markdown = findAll(page, (el) => classesOf(el).includes('markdown'))[0]!;
    const blocks = findAll(page, (el) => ['h2', 'h3', 'td'].includes(el.tagName), markdown);
    expect(blocks.filter((el) => findAll(page, tag('pre'), el).length > 0)).toEqual([]);
  });

  test('the shared objects page defines each shared object under its own heading', () => {
    const page = builtPage('/docs/rookconnect/data-types/shared-objects/');
    for (const id of ['metadata', 'event_metadata', 'non_structured_data_item', 'heart_rate_sample'])
      expect(byId(page, id)?.tagName, id).toBe('h2');
  });

  test('the API guide lists operations that open the reference', () => {
    const page = builtPage('/docs/api/');
    expect(attr(linkNamed(page, 'Get the physical summary for a day')[0]!, 'href')).toBe('/api/operations/getPhysicalSummary/');
    expect(headings(page, 3).map(text)).toContain('Body health');
    expect(squash(textOf(main(page)))).toContain('Google Fit ended on 4 November 2025');
  });
});

describe('webhook pages', () => {
  test('the notice page lists its types, and the menu and the reference overview link every payload page', async () => {
    const {webhookPages} = (await loadContract()).model;
    const page = builtPage('/api/webhooks/notification-webhook/');
    const header = findAll(page, tag('header'), main(page))[0]!;
    for (const type of ['user_created', 'data_source_linked', 'rejected_information'])
      expect(exactText(page, type, header).length, type).toBeGreaterThan(0);
    expect(squash(textOf(main(page)))).toContain('ROOK has not published a retry schedule for the Notification Webhook');
    const menu = findAll(page, (el) => el.tagName === 'nav' && attr(el, 'ariaLabel') === 'API reference')[0]!;
    for (const webhook of webhookPages)
      expect(
        linkNamed(page, webhook.title, menu).map((a) => attr(a, 'href')),
        webhook.slug,
      ).toContain(webhook.permalink);
    const overview = builtPage('/api/');
    expect(text(byId(overview, 'webhooks')!)).toBe('Webhooks');
    expect(byId(overview, 'webhooks')!.tagName).toBe('h2');
    for (const webhook of webhookPages)
      expect(
        linkNamed(overview, webhook.title, main(overview)).map((a) => attr(a, 'href')),
        webhook.slug,
      ).toContain(webhook.permalink);
  });

  test('webhook pages are server-rendered, and the overview gives the test vector', async () => {
    const {signatureTestVector: vector} = await import('../../core/data/webhooks');
    const {webhookPages} = (await loadContract()).model;
    const page = builtPage('/api/webhooks/activity-events/');
    expect(h1s(page).map(text)).toEqual(['Activity events document']);
    expect(findAll(page, (el) => el.tagName === 'th' && text(el) === 'X-ROOK-HASH')).toHaveLength(1);
    const example = findAll(page, (el) => attr(el, 'ariaLabel') === 'Payload example')[0]!;
    expect(
      findAll(page, tag('pre'), example)
        .map((pre) => textOf(pre))
        .join('\n'),
    ).toContain('"activity_event"');
    expect(byId(page, 'payload-physical_health')).toBeDefined();
    const overview = builtPage('/api/webhooks/');
    const all = squash(textOf(main(overview)));
    expect(all).toContain('The verifier runs in your browser, with JavaScript');
    expect(all).toContain(`the HMAC-SHA256 of ${vector.message} keyed with ${vector.key} is ${vector.hash}`);
    for (const webhook of webhookPages) expect(linkNamed(overview, webhook.title, main(overview)).length, webhook.slug).toBeGreaterThan(0);
  });
});
