import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractPage, sectionOf} from '../../plugins/search-index/extract';
import {firstPart, pagePath, toPayload} from '../../plugins/search-index/build';
import {expandPayload} from '../../core/search/engine';

const fixture = readFileSync(path.join(__dirname, '../fixtures/search/doc-page.html'), 'utf8');

describe('record extraction from built HTML', () => {
  const page = extractPage({path: '/data-sources/garmin/', html: fixture})!;

  it('reads title, section, language and docs tag', () => {
    expect(page.lvl1).toBe('Garmin');
    expect(page.lvl0).toBe('Data sources');
    expect(page.language).toBe('en');
    expect(page.tag).toBe('docs-default-current');
  });

  it('emits a page record, heading records and content records in order', () => {
    expect(page.records.map((r) => [r.type, r.url, r.content])).toEqual([
      ['lvl1', '/data-sources/garmin/', null],
      ['content', '/data-sources/garmin/', 'Garmin watches send <activity> data to ROOK through the Garmin Health API.'],
      ['lvl2', '/data-sources/garmin/#authorization', null],
      ['content', '/data-sources/garmin/#authorization', 'Send the user to the authorization_url returned for their user_id.'],
      ['content', '/data-sources/garmin/#authorization', 'Open the consent screen Nested step about webhooks'],
      ['lvl3', '/data-sources/garmin/#sleep-summary', null],
      ['content', '/data-sources/garmin/#sleep-summary', 'duration_seconds_int — integer'],
    ]);
  });

  it('keeps the heading path of each record', () => {
    const row = page.records.at(-1)!;
    expect(row.hierarchy).toEqual({
      lvl0: 'Data sources',
      lvl1: 'Garmin',
      lvl2: 'Authorization',
      lvl3: 'Sleep summary',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
  });

  it('leaves out navigation, footers, code blocks, tab strips and anchor links', () => {
    const text = JSON.stringify(page.records);
    for (const unwanted of ['Navbar text', 'Edit this page', 'Next page', 'secret-code-sample', 'Android', 'Copyright', 'Direct link']) {
      expect(text).not.toContain(unwanted);
    }
  });

  it('skips not-found, search and redirect pages', () => {
    expect(extractPage({path: '/404.html', html: fixture})).toBeNull();
    expect(extractPage({path: '/search/', html: fixture})).toBeNull();
    const redirect = '<html><head><meta http-equiv="refresh" content="0; url=/docs/QuickStart/"></head><body><h1>x</h1></body></html>';
    expect(extractPage({path: '/docs/', html: redirect})).toBeNull();
  });

  it('keeps a list item whole (an API field: name, type, facts) but indexes linkable nested items apart', () => {
    const html = `<html><body><main><article><h1>SleepSummary</h1>
      <ul><li id="property-user_id"><div><code>user_id</code><span>string</span></div><p>The user the data belongs to.</p>
        <ul><li>Example: demo</li></ul>
        <ul><li id="property-nested"><code>nested_int</code></li></ul></li></ul>
      <p>Broken nesting after an <p>unclosed paragraph</li> still stays inside main.</p>
      </article></main><footer>Footer</footer></body></html>`;
    const records = extractPage({path: '/api/schemas/SleepSummary/', html})!.records;
    expect(records.map((r) => [r.url.split('#')[1] ?? '', r.content])).toEqual([
      ['', null],
      ['property-user_id', 'user_id string The user the data belongs to. Example: demo'],
      ['property-nested', 'nested_int'],
      ['', 'Broken nesting after an'],
      ['', 'unclosed paragraph still stays inside main.'],
    ]);
  });

  it('names sections by route', () => {
    expect(sectionOf('/docs/QuickStart/')).toBe('Docs');
    expect(sectionOf('/api/operations/getSleepSummary/')).toBe('API reference');
    expect(sectionOf('/showcase/mobile/')).toBe('Showcase');
  });

  it('round-trips through the compact payload', () => {
    const records = expandPayload(toPayload([page]));
    expect(records.map(({objectID: _id, ...rest}) => rest)).toEqual(page.records.map(({objectID: _id, ...rest}) => rest));
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('splits off a first part with every title and heading and no paragraph, under the same ids', () => {
    const other = extractPage({path: '/docs/other/', html: '<main><h1>Other</h1><p>Only text.</p></main>'})!;
    const whole = expandPayload(toPayload([other, page]));
    const first = expandPayload(firstPart(toPayload([other, page])));
    const headings = whole.filter((record) => record.type !== 'content');
    expect(headings.length).toBeGreaterThan(2);
    expect(headings.length).toBeLessThan(whole.length);
    expect(first).toEqual(headings);
  });

  it('leaves out of the first part the pages that have no heading record', () => {
    const headless = {...page, path: '/docs/headless/', records: page.records.filter((record) => record.type === 'content')};
    const part = firstPart(toPayload([headless, page]));
    expect(part.pages.map(([pagePath]) => pagePath)).toEqual(['/data-sources/garmin/']);
    expect(part.records.every(([pageIndex]) => pageIndex === 0)).toBe(true);
  });

  it('maps built files to clean paths', () => {
    expect(pagePath('/b', '/b/index.html', '/')).toBe('/');
    expect(pagePath('/b', '/b/docs/QuickStart/index.html', '/')).toBe('/docs/QuickStart/');
    expect(pagePath('/b', '/b/404.html', '/')).toBe('/404.html');
  });
});
