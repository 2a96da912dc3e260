import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {markKinds, marks} from '../../core/data/marks';
import {unconfirmedNames} from '../../core/data/sdkUnconfirmed';
import {markSpellings, strayMarks} from '../unit/support/markSpellings';
import {buildDir} from './support/dom';

/**
 * The built site writes the marks of core/data/marks.ts and no other
 * spelling: every badge in the HTML says its mark's label, and the Markdown
 * copies and llms-full.txt write each mark in parentheses, after a space, in
 * the four spellings only (tests/unit/marks.test.ts holds the sources to them).
 */

function walk(dir: string, test: RegExp): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full, test);
    return test.test(entry.name) ? [full] : [];
  });
}

const markdownFiles = [...walk(buildDir, /\.md$/), path.join(buildDir, 'llms-full.txt')];
const labels = markKinds.map((kind) => marks[kind].label);
const glued = new RegExp(`[^\\s([]\\((?:${labels.join('|')})\\b`, 'i');

describe('the built site spells every mark as core/data/marks.ts does', () => {
  test('every badge in the HTML says its mark’s label', () => {
    const wrong: string[] = [];
    let seen = 0;
    for (const file of walk(buildDir, /\.html$/)) {
      for (const [, attributes, text] of readFileSync(file, 'utf8').matchAll(/<[a-z]+(\s[^>]*)>([^<]*)/g)) {
        const kind = /\bdata-mark="?([a-z-]+)/.exec(attributes!)?.[1];
        if (!kind) continue;
        seen++;
        if (marks[kind as keyof typeof marks]?.label !== text)
          wrong.push(`${path.relative(buildDir, file)}: data-mark="${kind}" says "${text}"`);
      }
    }
    expect(wrong).toEqual([]);
    expect(seen).toBeGreaterThan(100);
  });

  test('the Markdown copies and llms-full.txt use the four spellings only, each after a space', () => {
    const stray: string[] = [];
    const gluedMarks: string[] = [];
    const used = new Set<string>();
    for (const file of markdownFiles) {
      const text = readFileSync(file, 'utf8');
      for (const spelling of markSpellings(text, 'markdown')) used.add(spelling);
      stray.push(...strayMarks(text, 'markdown').map((spelling) => `${path.relative(buildDir, file)}: "${spelling}"`));
      for (const line of text.split('\n')) if (glued.test(line)) gluedMarks.push(`${path.relative(buildDir, file)}: ${line.slice(0, 160)}`);
    }
    expect(stray).toEqual([]);
    expect(gluedMarks).toEqual([]);
    expect([...used].sort()).toEqual([...labels].sort());
  });

  test('the mobile setup generator’s copy says its caution once and marks each use of it', () => {
    const markdown = readFileSync(path.join(buildDir, 'docs/rookconnect/sdk/setup.md'), 'utf8');
    const caution = unconfirmedNames['merged-manifest permissions'].why;
    expect(markdown.split(caution).length - 1).toBe(1);
    // The warning, the removal entry and the list of what the SDK declares.
    expect(markdown.split(`(${marks['not-published'].label})`).length - 1).toBeGreaterThanOrEqual(3);
  });
});
