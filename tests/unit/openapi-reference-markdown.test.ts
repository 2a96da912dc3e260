import {describe, expect, it} from 'vitest';
import {readOptions} from '../../plugins/openapi-reference/index';
import {parseInline, parseMarkdown} from '../../plugins/openapi-reference/markdown';

describe('description Markdown', () => {
  it('reads headings, paragraphs, lists and fenced code', () => {
    const blocks = parseMarkdown('## Dates and times\n\nDates are\n`YYYY-MM-DD`.\n\n- **one**\n  continued\n- two\n\n1. first\n\n```json\n{"a": 1}\n```');
    expect(blocks).toEqual([
      {kind: 'heading', level: 2, id: 'dates-and-times', children: [{kind: 'text', text: 'Dates and times'}]},
      {kind: 'paragraph', children: [{kind: 'text', text: 'Dates are '}, {kind: 'code', text: 'YYYY-MM-DD'}, {kind: 'text', text: '.'}]},
      {
        kind: 'list',
        ordered: false,
        items: [[{kind: 'strong', children: [{kind: 'text', text: 'one'}]}, {kind: 'text', text: ' continued'}], [{kind: 'text', text: 'two'}]],
      },
      {kind: 'list', ordered: true, items: [[{kind: 'text', text: 'first'}]]},
      {kind: 'code', language: 'json', text: '{"a": 1}'},
    ]);
  });

  it('reads links and emphasis, and leaves snake_case names alone', () => {
    expect(parseInline('See [the v2 call](/api/operations/x/) and *Servers*, not hr_avg_bpm_int.')).toEqual([
      {kind: 'text', text: 'See '},
      {kind: 'link', href: '/api/operations/x/', children: [{kind: 'text', text: 'the v2 call'}]},
      {kind: 'text', text: ' and '},
      {kind: 'em', children: [{kind: 'text', text: 'Servers'}]},
      {kind: 'text', text: ', not hr_avg_bpm_int.'},
    ]);
    expect(parseMarkdown(undefined)).toEqual([]);
  });
});

describe('plugin options', () => {
  it('accepts the documented options and rejects mistakes clearly', () => {
    expect(readOptions(undefined)).toEqual({});
    expect(readOptions({specPath: 'openapi/rook-api.yaml', routeBasePath: '/api/'})).toEqual({specPath: 'openapi/rook-api.yaml', routeBasePath: '/api/'});
    expect(() => readOptions({specpath: 'x.yaml'})).toThrow('unknown option(s): specpath');
    expect(() => readOptions({routeBasePath: 'api'})).toThrow('routeBasePath must start and end with "/"');
    expect(() => readOptions({specPath: ''})).toThrow('specPath must be a non-empty path');
  });
});
