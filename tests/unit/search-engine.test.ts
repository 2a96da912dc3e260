import {describe, expect, it} from 'vitest';
import {SearchEngine} from '../../core/search/engine';
import {escapeHtml, highlight, snippet} from '../../core/search/text';
import type {Hierarchy, IndexPayload, RecordType, SearchParams, SearchRecord} from '../../core/search/types';

let next = 0;
function record(
  type: RecordType,
  levels: Partial<Hierarchy>,
  content: string | null = null,
  extra: Partial<SearchRecord> = {},
): SearchRecord {
  const hierarchy: Hierarchy = {lvl0: 'Docs', lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null, ...levels};
  next += 1;
  return {
    objectID: `r${next}`,
    type,
    hierarchy,
    content,
    url: `/docs/page-${next}/`,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    ...extra,
  };
}

const records: SearchRecord[] = [
  record('content', {lvl1: 'Webhooks', lvl2: 'Retries'}, 'We mention Withings once in a long paragraph about retries.'),
  record('lvl1', {lvl0: 'Data sources', lvl1: 'Withings'}),
  record('content', {lvl0: 'Data sources', lvl1: 'Withings'}, 'Withings revocation is delayed until overnight.'),
  record('lvl2', {lvl1: 'Sleep', lvl2: 'Sleep summary'}),
  record('content', {lvl1: 'Sleep', lvl2: 'Sleep summary'}, 'The sleep_summary document holds duration and scores.'),
  record('content', {lvl1: 'Users', lvl2: 'Identifiers'}, 'Every call needs the user_id of an existing user.'),
  record('content', {lvl1: 'Users', lvl2: 'Identifiers'}, 'The user can be identified in many ways.'),
  record('content', {lvl1: 'Danger'}, 'Text with <script>alert("x")</script> & <b>bold</b> tags about webhooks.'),
  record('lvl2', {lvl1: 'Overview', lvl2: 'Withings and Garmin'}),
  record('content', {lvl1: 'Overview', lvl2: 'Withings and Garmin'}, 'Withings, Withings and more Withings here.'),
  record('lvl1', {lvl1: 'Spanish page'}, null, {language: 'es'}),
  record('lvl1', {lvl1: 'Blog page'}, null, {docusaurus_tag: 'blog-default'}),
];

const engine = new SearchEngine(records, {origin: 'https://docs.example', indexName: 'rook'});
const docsearch = {
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
};

function titles(query: string, extra = {}) {
  return engine.search({query, ...extra}).hits.map((h) => `${h.type}:${h.hierarchy.lvl1}`);
}

describe('search engine matching', () => {
  it('matches word prefixes', () => {
    expect(titles('withi')).toContain('lvl1:Withings');
    expect(titles('webho')).toContain('content:Webhooks');
  });

  it('tolerates typos', () => {
    expect(titles('withngs')[0]).toBe('lvl1:Withings');
    expect(titles('wtihings')).toContain('lvl1:Withings');
  });

  it('ranks the page title above headings, and headings above body text', () => {
    const found = titles('withings');
    expect(found[0]).toBe('lvl1:Withings');
    expect(found.indexOf('lvl2:Overview')).toBeLessThan(found.indexOf('content:Webhooks'));
    expect(found.indexOf('content:Webhooks')).toBeGreaterThan(found.indexOf('content:Withings'));
  });

  it('puts a heading that names the term above paragraphs that only inherit a matching title', () => {
    const own = new SearchEngine(
      [
        record('lvl1', {lvl1: 'Resend webhook documents'}),
        record('content', {lvl1: 'Resend webhook documents'}, 'Pick a start and finish date.'),
        record('content', {lvl1: 'Resend webhook documents'}, 'The answer counts the documents.'),
        record('lvl2', {lvl1: 'Data delivery', lvl2: 'Data Webhook'}),
      ],
      {origin: '', indexName: 'rook'},
    );
    const found = own.search({query: 'webhook'}).hits.map((h) => `${h.type}:${h.hierarchy.lvl2 ?? h.hierarchy.lvl1}`);
    expect(found.slice(0, 2)).toEqual(['lvl1:Resend webhook documents', 'lvl2:Data Webhook']);
  });

  it('requires every query word, across headings and body', () => {
    const found = titles('sleep summary');
    expect(found.slice(0, 2).sort()).toEqual(['content:Sleep', 'lvl2:Sleep']);
    expect(titles('sleep withings')).toEqual([]);
  });

  it('keeps snake_case identifiers whole and still finds their parts', () => {
    expect(titles('user_id')).toEqual(['content:Users']);
    expect(titles('summary')).toContain('content:Sleep');
  });

  it('applies facet filters: AND between entries, OR inside arrays', () => {
    const filter = {facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]};
    expect(titles('page', filter)).toEqual([]);
    expect(titles('page').sort()).toEqual(['lvl1:Blog page', 'lvl1:Spanish page']);
    expect(titles('page', {facetFilters: ['-language:en']})).toEqual(['lvl1:Spanish page']);
  });

  it('paginates and reports totals in Algolia’s shape', () => {
    const first = engine.search({query: 'user', hitsPerPage: 1, page: 0});
    const second = engine.search({query: 'user', hitsPerPage: 1, page: 1});
    expect(first).toMatchObject({nbHits: 2, nbPages: 2, page: 0, hitsPerPage: 1, query: 'user', exhaustiveNbHits: true});
    expect(first.hits[0]!.objectID).not.toBe(second.hits[0]!.objectID);
    expect(engine.search({query: 'user'}).hitsPerPage).toBe(20);
  });

  it('counts facets when asked (the search page helper does)', () => {
    const result = engine.search({query: 'page', hitsPerPage: 0, facets: ['language']});
    expect(result.hits).toEqual([]);
    expect(result.facets).toEqual({language: {en: 1, es: 1}});
  });

  it('returns absolute URLs with the anchor split out', () => {
    const hit = engine.search({query: 'withings'}).hits[0]!;
    expect(hit.url).toMatch(/^https:\/\/docs\.example\/docs\/page-\d+\/$/);
    expect(hit.url_without_anchor).toBe(hit.url);
  });
});

describe('an engine loaded from a serialized index', () => {
  const options = {origin: 'https://docs.example', indexName: 'rook'};
  // Through JSON, as the manifest carries it.
  const serialized = JSON.parse(JSON.stringify(engine.serialize()));
  const loaded = new SearchEngine(records, options, serialized);
  // Everything but the time each took.
  const answer = (from: SearchEngine, params: SearchParams) => ({...from.search(params), processingTimeMS: 0});

  it('answers every query as the engine built from the same records, hits, order and highlights alike', () => {
    const queries = ['withings', 'withngs', 'sleep summary', 'user_id', 'webhooks', 'with', 'garmin withings', 'zzqqxv'];
    for (const query of queries) {
      for (const params of [{query}, {query, ...docsearch}, {query, facetFilters: [['language:en']], facets: ['language']}]) {
        expect(answer(loaded, params), JSON.stringify(params)).toEqual(answer(engine, params));
      }
    }
    expect(loaded.search({query: 'withings'}).nbHits).toBeGreaterThan(2);
  });

  it('refuses an index serialized for other records', () => {
    expect(() => new SearchEngine(records.slice(1), options, serialized)).toThrow(
      'Search index does not match its records (12 indexed, 11 records).',
    );
  });
});

describe('an engine indexed in slices', () => {
  const options = {origin: 'https://docs.example', indexName: 'rook'};
  const answer = (from: SearchEngine, params: SearchParams) => ({...from.search(params), processingTimeMS: 0});
  // The form the whole index arrives in: a page's records after its title.
  const payload: IndexPayload = {
    version: 1,
    pages: [
      ['/docs/webhooks/', 'Docs', 'Webhooks', 'en', 'docs-default-current'],
      ['/data-sources/withings/', 'Data sources', 'Withings', 'en', 'docs-default-current'],
      ['/docs/users/', 'Docs', 'Users', 'en', 'docs-default-current'],
    ],
    records: [
      [0, 'lvl1', '', [], null],
      [0, 'content', 'retries', ['Retries'], 'We mention Withings once in a long paragraph about retries.'],
      [1, 'lvl1', '', [], null],
      [1, 'content', '', [], 'Withings revocation is delayed until overnight.'],
      [1, 'lvl2', 'sleep-summary', ['Sleep summary'], null],
      [1, 'content', 'sleep-summary', ['Sleep summary'], 'The sleep_summary document holds duration and scores.'],
      [2, 'lvl1', '', [], null],
      [2, 'lvl2', 'identifiers', ['Identifiers'], null],
      [2, 'content', 'identifiers', ['Identifiers'], 'Every call needs the user_id of an existing user.'],
      [2, 'content', 'identifiers', ['Identifiers'], 'The user can be identified in many ways.'],
    ],
  };

  it('answers as the engine built in one go, and lets other tasks run between its slices', async () => {
    const whole = SearchEngine.fromPayload(payload, options);
    let otherTasks = 0;
    let building = true;
    const other = () => {
      otherTasks += 1;
      if (building) setTimeout(other, 0);
    };
    setTimeout(other, 0);
    const sliced = await SearchEngine.inSlices(payload, options, 3);
    building = false;
    // Four slices of at most three records, each after a task of its own.
    expect(otherTasks).toBeGreaterThanOrEqual(3);
    for (const query of ['withings', 'withngs', 'sleep summary', 'user_id', 'webhooks', 'zzqqxv']) {
      expect(answer(sliced, {query, ...docsearch}), query).toEqual(answer(whole, {query, ...docsearch}));
    }
    expect(sliced.records).toEqual(whole.records);
    expect(sliced.search({query: 'withings'}).nbHits).toBeGreaterThan(1);
  });
});

describe('highlights and snippets', () => {
  it('wraps matches in the requested tags, in DocSearch’s shape', () => {
    const hit = engine.search({query: 'sleep summary', ...docsearch}).hits.find((h) => h.type === 'content')!;
    expect(hit._highlightResult.hierarchy.lvl2).toEqual({
      value: '<mark>Sleep</mark> <mark>summary</mark>',
      matchLevel: 'full',
      matchedWords: ['sleep', 'summary'],
    });
    expect(hit._snippetResult.content!.value).toBe('The <mark>sleep_summary</mark> document holds duration and scores.');
    expect(hit._highlightResult.hierarchy.lvl3).toBeUndefined();
  });

  it('highlights the word a typo matched', () => {
    const hit = engine.search({query: 'withngs', ...docsearch}).hits[0]!;
    expect(hit._highlightResult.hierarchy.lvl1!.value).toBe('<mark>Withings</mark>');
  });

  it('escapes record text everywhere it goes out, tags included', () => {
    const hit = engine.search({query: 'webhooks', ...docsearch}).hits.find((h) => h.hierarchy.lvl1 === 'Danger')!;
    const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;';
    expect(hit.content).toContain(escaped);
    expect(hit._highlightResult.content!.value).toContain(escaped);
    expect(hit._highlightResult.content!.value).toContain('<mark>webhooks</mark>');
    expect(JSON.stringify(hit)).not.toMatch(/<script|<b>/);
  });

  it('treats an HTML query as words, never as markup', () => {
    const result = engine.search({query: '<img src=x onerror=alert(1)>', ...docsearch});
    expect(result.query).toBe('<img src=x onerror=alert(1)>');
    expect(result.hits).toEqual([]);
  });

  it('cuts snippets to the word budget around the first match', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve webhook thirteen fourteen';
    const tags = {pre: '<mark>', post: '</mark>'};
    expect(snippet(text, ['webhook'], 5, tags, '…').value).toBe('…eleven twelve <mark>webhook</mark> thirteen fourteen');
    expect(snippet(text, ['absent'], 3, tags, '…')).toEqual({value: 'one two three…', matchLevel: 'none'});
    expect(snippet('short text', ['short'], 10, tags, '…').value).toBe('<mark>short</mark> text');
  });

  it('reports partial matches', () => {
    const marked = highlight('Sleep data', ['sleep', 'summary'], {pre: '[', post: ']'});
    expect(marked).toEqual({value: '[Sleep] data', matchLevel: 'partial', matchedWords: ['sleep']});
  });

  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
