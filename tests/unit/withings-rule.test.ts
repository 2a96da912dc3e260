import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {contractFiles} from '../../core/contract/load';
import {dataSources, withingsUnlinkDelay} from '../../core/data/dataSources';

/**
 * One rule, said wherever it matters: unlinking Withings deletes the user at ROOK. Every page,
 * reference file and contract that discusses revoking or unlinking Withings says so, and gives the
 * delay at Withings as ROOK said it (two statements, each with where it was said), never one merged span.
 */
const under = (dir: string, extension: string) =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith(extension))
    .map((name) => path.join(dir, name));
const contracts = Object.values(contractFiles).map((file) => path.relative(process.cwd(), file));
const files = [...under('docs', '.mdx'), ...under('skills', '.md'), ...contracts];

/** Paragraphs (blank-line separated blocks) that discuss revoking or unlinking Withings. */
function revokeParagraphs(text: string): string[] {
  return text.split(/\n\s*\n/).filter((block) => /Withings/.test(block) && /revok|unlink|disconnect/i.test(block));
}

const saysDeleted = /delet\w* (the|this) (ROOK )?user|user (was |is )?deleted|removes the ROOK user/i;

describe('the Withings revoke rule', () => {
  const discussing = files.filter((file) => revokeParagraphs(readFileSync(file, 'utf8')).length > 0);

  it('is found where revoking Withings is discussed (the pages the rule must reach)', () => {
    for (const page of [
      'docs/rookconnect/data-authorization.mdx',
      'docs/user-lifecycle.mdx',
      'docs/data-behaviour.mdx',
      'docs/troubleshooting/missing-data.mdx',
      'docs/sandbox.mdx',
      'skills/rook/references/authorization.md',
      path.relative(process.cwd(), contractFiles.rook),
    ]) {
      expect(discussing).toContain(page);
    }
  });

  it.each(discussing)('%s says that unlinking Withings deletes the user', (file) => {
    expect(readFileSync(file, 'utf8')).toMatch(saysDeleted);
  });

  it.each(discussing)('%s gives the delay at Withings as ROOK said it, each span with where ROOK said it', (file) => {
    const text = readFileSync(file, 'utf8');
    expect(text).not.toMatch(/30 minutes up to overnight|from 30 minutes up to/);
    for (const paragraph of revokeParagraphs(text).filter((p) => /30 min\w*\s*(to|–|-)\s*2\s*h|supportArticle/.test(p)))
      expect(paragraph, paragraph).toMatch(/support article/);
  });

  it('the Withings data-source page (from the data module) says it too', () => {
    const withings = dataSources.find((source) => source.slug === 'withings')!;
    expect(withings.revokeDeletesUser).toBe(true);
    expect(withings.revoke.map((note) => note.text).join(' ')).toMatch(saysDeleted);
    expect(withings.revoke.map((note) => note.text).join(' ')).toContain(withingsUnlinkDelay.supportArticle);
  });

  it('the check finds a page that discusses the revoke without the rule', () => {
    const text = 'Revoking Withings takes effect at once.\n\nOther text.';
    expect(revokeParagraphs(text)).toHaveLength(1);
    expect(text).not.toMatch(saysDeleted);
  });
});
