import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {changelogDatePrecision} from '../../core/data/changelog';
import {changelogSources} from '../e2e/support/changelog';
import {contractFiles} from '../../core/contract/load';

/**
 * Dates read true for the reader: a changelog entry whose day ROOK has not
 * published says so once, in its date line (core/data/changelog.ts), not in its
 * text; and a statement about a date that has passed is in the past tense.
 * "Passed" is measured against REVIEWED_ON, the day the pages were last read
 * for tense, not the wall clock: move it forward when you review them again.
 */
const REVIEWED_ON = '2026-11-26';

const root = path.resolve(__dirname, '../..');
const filesIn = (dir: string, ext: RegExp): string[] =>
  readdirSync(path.join(root, dir), {withFileTypes: true, recursive: true})
    .filter((e) => e.isFile() && ext.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAY = new RegExp(`\\b(\\d{1,2}) (${MONTHS.join('|')}) (20\\d\\d)\\b|\\b(20\\d\\d)-(\\d\\d)-(\\d\\d)\\b`, 'g');
/** Words that put a statement in the future (or the present of a period still running). */
const FUTURE = /(?<![-\w])(ends|will|is supported until|supports [^.]* until|keeps [^.]* until|is scheduled|expires)\b/i;

/** The ISO days a sentence names. */
function daysIn(sentence: string): string[] {
  return [...sentence.matchAll(DAY)].map((m) =>
    m[3] ? `${m[3]}-${String(MONTHS.indexOf(m[2]!) + 1).padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : `${m[4]}-${m[5]}-${m[6]}`,
  );
}

/** Sentences of a page that name a day before REVIEWED_ON in the future tense. */
function futureAboutThePast(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n/)
    .filter((sentence) => FUTURE.test(sentence) && daysIn(sentence).some((day) => day < REVIEWED_ON))
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim());
}

describe('dates in the changelog and the pages', () => {
  const entries = changelogSources();

  it('each entry with an unknown day names its precision in the date line, never in its text', () => {
    const slugs = entries.map((e) => e.slug);
    for (const slug of Object.keys(changelogDatePrecision)) expect(slugs, slug).toContain(slug);
    for (const file of filesIn('changelog', /\.md$/))
      expect(readFileSync(path.join(root, file), 'utf8'), file).not.toMatch(/date precision|sits on the/i);
  });

  it('statements about days that have passed are in the past tense', () => {
    const files = [
      ...filesIn('docs', /\.mdx?$/),
      ...filesIn('changelog', /\.md$/),
      ...filesIn('core/data', /\.ts$/),
      ...Object.values(contractFiles).map((file) => path.relative(root, file)),
    ];
    const found = files.flatMap((file) => futureAboutThePast(readFileSync(path.join(root, file), 'utf8')).map((s) => `${file}: ${s}`));
    expect(found).toEqual([]);
  });

  it('the check finds a future tense about a past day, and only that', () => {
    expect(futureAboutThePast('Google Fit support ends on 4 November 2025. It is fine.')).toHaveLength(1);
    expect(futureAboutThePast('ROOK supports the LTS line until 2026-09-27.')).toHaveLength(1);
    expect(futureAboutThePast('Google Fit support ended on 4 November 2025. Support ends on 4 November 2099.')).toEqual([]);
  });
});

describe('the platform changes ROOK has confirmed', () => {
  /** Each change, by its entry's slug, with words its text must contain. ROOK gave none of them a date or period. */
  const changes: Record<string, RegExp> = {
    'signed-data-webhooks': /X-ROOK-HASH[\s\S]*HMAC-SHA256/,
    'steps-events': /steps_event[\s\S]*accumulated_steps_int/,
    'pre-existing-data-on-link': /7 days[\s\S]*29 days/,
    'partial-summaries': /every 4 hours/,
    'rook-score-2-0': /ROOK Score 2\.0[\s\S]*Data Webhook only/,
  };
  const entries = filesIn('changelog', /\.md$/).map((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const [, frontMatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
    return {file, slug: /^slug: (.+)$/m.exec(frontMatter)?.[1], tags: /^tags: \[(.*)\]$/m.exec(frontMatter)?.[1], body};
  });

  it.each(Object.entries(changes))('%s has a platform entry, shown as undated, whose text gives no date either', (slug, words) => {
    const entry = entries.find((e) => e.slug === slug);
    expect(entry, slug).toBeDefined();
    expect(entry!.tags).toContain('platform');
    expect(entry!.body).toMatch(words);
    expect(changelogDatePrecision[slug]).toMatchObject({shown: 'Undated', undated: true});
    // No day, month or year: ROOK published none, and the date line already says so.
    expect(entry!.body).not.toMatch(new RegExp(`\\b(20\\d\\d|${MONTHS.join('|')})\\b`));
  });
});
