import {describe, expect, it} from 'vitest';
import {readOptions} from '../../plugins/openapi-reference/index';
import {richText} from '../../core/markdown/parse';
import {firstParagraph, plainText} from '../../core/markdown/text';

describe('Markdown from data (the one pipeline for contract and data-module text)', () => {
  it('parses headings, paragraphs, lists and fenced code into mdast without positions', () => {
    const text = richText('## Dates and times\n\nDates are\n`YYYY-MM-DD`.\n\n- **one**\n  continued\n- two\n\n```json\n{"a": 1}\n```')!;
    expect(text.map((n) => n.type)).toEqual(['heading', 'paragraph', 'list', 'code']);
    expect(plainText(text)).toContain('Dates are YYYY-MM-DD.');
    expect(firstParagraph(text)).toBe('Dates are YYYY-MM-DD.');
    expect(JSON.stringify(text)).not.toContain('position');
  });

  it('follows CommonMark where a hand-written reader would not: snake_case, nested emphasis, escapes, references', () => {
    expect(plainText(richText('See [the *v2* call](/api/operations/x/), not hr_avg_bpm_int or \\*literal\\*.'))).toBe(
      'See the v2 call, not hr_avg_bpm_int or *literal*.',
    );
    expect(JSON.stringify(richText('a **b _c_** d'))).toContain('"type":"emphasis"');
    const reference = richText('Read [the guide][g].\n\n[g]: /docs/QuickStart/')!;
    expect(JSON.stringify(reference)).toContain('"type":"linkReference"');
    expect(JSON.stringify(reference)).toContain('"url":"/docs/QuickStart/"');
  });

  it('returns nothing for an empty source and refuses raw HTML with the place named', () => {
    expect(richText(undefined)).toBeUndefined();
    expect(richText('  \n')).toBeUndefined();
    expect(() => richText('Hello <script>x</script>', 'Pet.name')).toThrow('Pet.name: raw HTML is not supported');
  });
});

describe('plugin options', () => {
  it('accepts the documented options and rejects mistakes clearly', () => {
    expect(readOptions(undefined)).toEqual({});
    expect(readOptions({specPath: 'contracts/api.yaml'})).toEqual({specPath: 'contracts/api.yaml'});
    expect(() => readOptions({specpath: 'x.yaml'})).toThrow('unknown option(s): specpath');
    expect(() => readOptions({routeBasePath: '/api/'})).toThrow('unknown option(s): routeBasePath');
    expect(() => readOptions({specPath: ''})).toThrow('specPath must be a non-empty path');
    expect(readOptions({contract: 'sandbox'})).toEqual({contract: 'sandbox'});
    expect(() => readOptions({contract: 'other'})).toThrow('contract must be one of rook, sandbox');
    expect(() => readOptions({contract: 'sandbox', specPath: 'x.yaml'})).toThrow('either contract or specPath');
  });
});
