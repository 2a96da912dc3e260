/**
 * The site speaks to its readers about ROOK, never about how it was written:
 * no authoring vocabulary (tests/support/authoring-vocabulary.ts) in any
 * built page, Markdown twin, llms file, changelog feed, downloadable contract
 * or Postman file. Pages are read as a reader gets them: their text and the
 * attributes a reader sees or hears (title, alt, aria-label, meta content),
 * not scripts or class names.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {changelogDatePrecision} from '../../core/data/changelog';
import {authoringHits, readableText} from '../support/authoring-vocabulary';
import {buildDir} from './support/dom';

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : filesUnder(full, keep);
    return keep(full) ? [full] : [];
  });
}

/** Every public text file of the build, by kind. */
function publicFiles() {
  const all = existsSync(buildDir) ? filesUnder(buildDir, (f) => /\.(html|md|txt|xml|json|yaml)$/.test(f)) : [];
  const rel = (f: string) => path.relative(buildDir, f).split(path.sep).join('/');
  return {
    html: all.filter((f) => f.endsWith('.html')),
    markdown: all.filter((f) => f.endsWith('.md')),
    llms: all.filter((f) => /^llms(-full)?\.txt$/.test(rel(f))),
    feeds: all.filter((f) => /^changelog\/(rss\.xml|atom\.xml|feed\.json)$/.test(rel(f))),
    downloads: all.filter((f) => /^api\/.*\.(yaml|json)$/.test(rel(f))),
  };
}

const files = publicFiles();
const report = (file: string, text: string) =>
  authoringHits(text).map((hit) => `${path.relative(buildDir, file)}: "${hit.phrase}" (${hit.why}) in “…${hit.context}…”`);

describe('no public page, twin, feed or download says how the site was written', () => {
  test('the build has every kind of file this test reads', () => {
    expect(files.html.length).toBeGreaterThan(300);
    expect(files.markdown.length).toBeGreaterThan(300);
    expect(files.llms).toHaveLength(2);
    expect(files.feeds.length).toBeGreaterThanOrEqual(2);
    expect(files.downloads.map((f) => path.basename(f))).toEqual(
      expect.arrayContaining(['rook-api.yaml', 'rook-api.json', 'sandbox-api.yaml', 'rook-api.postman_collection.json']),
    );
  });

  test('HTML pages, as a reader reads them', () => {
    expect(files.html.flatMap((file) => report(file, readableText(readFileSync(file, 'utf8'))))).toEqual([]);
  });

  test.each([
    ['Markdown twins', files.markdown],
    ['llms.txt and llms-full.txt', files.llms],
    ['changelog feeds', files.feeds],
    ['contracts and Postman files', files.downloads],
  ])('%s', (_kind, list) => {
    expect(list.flatMap((file) => report(file, readFileSync(file, 'utf8')))).toEqual([]);
  });
});

test('a changelog entry whose day ROOK has not published says so once, in its date line and in its feed items', () => {
  const count = (text: string, part: string) => text.split(part).length - 1;
  const feeds = ['rss.xml', 'atom.xml'].map((f) => readFileSync(path.join(buildDir, 'changelog', f), 'utf8'));
  const entries = Object.entries(changelogDatePrecision);
  expect(entries.length).toBeGreaterThan(0);
  for (const [slug, {shown, published}] of entries) {
    const line = `${shown} (${published})`;
    const page = readableText(readFileSync(path.join(buildDir, 'changelog', slug, 'index.html'), 'utf8'));
    expect(count(page, published), slug).toBe(1);
    // The server HTML splits the line into several text nodes, which readableText joins with spaces.
    expect(page.replace(/\s+/g, ''), slug).toContain(line.replace(/\s+/g, ''));
    expect(count(readFileSync(path.join(buildDir, 'changelog', `${slug}.md`), 'utf8'), published), `${slug}.md`).toBe(1);
    // Once per feed item: entries that share a date line (the undated ones) each say it once.
    const sharing = entries.filter(([, other]) => `${other.shown} (${other.published})` === line).length;
    for (const feed of feeds) expect(count(feed, `Date: ${line}.`), `${slug} in a feed`).toBe(sharing);
  }
});
