import MiniSearch, {type Options} from 'minisearch';
import {escapeHtml, highlight, indexTerms, normalizeTerm, queryTerms, snippet, termMatches, typoBudget, type Tags} from './text';
import {
  hierarchyLevels,
  type Hierarchy,
  type HierarchyLevel,
  type IndexPayload,
  type RecordType,
  type SearchHit,
  type SearchParams,
  type SearchRecord,
  type SearchResult,
  type SerializedIndex,
  type SnippetValue,
} from './types';

/** Algolia's defaults, used when a request does not set its own. */
const DEFAULT_HITS_PER_PAGE = 20;
const DEFAULT_TAGS: Tags = {pre: '<em>', post: '</em>'};
const DEFAULT_ELLIPSIS = '…';
const DEFAULT_SNIPPET_WORDS = 10;

/** Field weights for minisearch's BM25 score, the last tie-breaker. */
const FIELD_BOOST = {title: 5, headings: 3, own: 2, section: 0.5};
/** Where a match counts most, as in DocSearch's ordered searchable attributes. */
const FIELD_RANK: Record<string, number> = {title: 0, headings: 1, own: 2, section: 3};
/** Page records first, then headings from the top down, then paragraphs. */
const TYPE_RANK: Record<RecordType, number> = {lvl1: 0, lvl2: 1, lvl3: 2, lvl4: 3, lvl5: 4, lvl6: 5, content: 6};

/**
 * Algolia-style ranking with one addition. Order: fewer typos; then more query
 * words found in the record's own text (its heading, or its paragraph); then
 * the best attribute matched (title, heading, body); more exact (not prefix)
 * words; record level; BM25 score. The own-text rule keeps a page whose title
 * matches from filling every slot with paragraphs that merely inherit that
 * title, so a heading elsewhere that names the term still shows.
 */
interface Ranked {
  index: number;
  typos: number;
  own: number;
  attribute: number;
  exact: number;
  level: number;
  score: number;
}

function compareRanked(a: Ranked, b: Ranked): number {
  return (
    a.typos - b.typos ||
    b.own - a.own ||
    a.attribute - b.attribute ||
    b.exact - a.exact ||
    a.level - b.level ||
    b.score - a.score ||
    a.index - b.index
  );
}

/**
 * Records carry their own copy of the page fields so facets are cheap. A
 * record's objectID names its URL, its type and how many records of that URL
 * and type come before it, not its position in the file, so a heading keeps
 * its id in the first part of the index and in the whole index (DocSearch
 * keys recent searches by it).
 */
export function expandPayload(payload: IndexPayload): SearchRecord[] {
  if (payload?.version !== 1 || !Array.isArray(payload.pages) || !Array.isArray(payload.records)) {
    throw new Error('Search index has an unknown format (expected version 1 with pages and records).');
  }
  const seen = new Map<string, number>();
  return payload.records.map(([pageIndex, type, anchor, headings, content], i) => {
    const page = payload.pages[pageIndex];
    if (!page) throw new Error(`Search index record ${i} points at missing page ${pageIndex}.`);
    const [path, lvl0, lvl1, language, tag] = page;
    const hierarchy = {lvl0, lvl1} as Hierarchy;
    hierarchyLevels.slice(2).forEach((level, depth) => {
      hierarchy[level] = headings[depth] ?? null;
    });
    const key = `${path}#${anchor}:${type}`;
    const before = seen.get(key) ?? 0;
    seen.set(key, before + 1);
    return {
      objectID: `${key}:${before}`,
      type,
      hierarchy,
      content,
      url: anchor ? `${path}#${anchor}` : path,
      language,
      docusaurus_tag: tag,
    };
  });
}

type FacetFilter = string | string[];

function parseFacetFilters(filters: SearchParams['facetFilters']): FacetFilter[] {
  if (!filters) return [];
  if (typeof filters === 'string') {
    try {
      return parseFacetFilters(JSON.parse(filters) as SearchParams['facetFilters']);
    } catch {
      return [filters];
    }
  }
  return filters;
}

function facetValue(record: SearchRecord, attribute: string): string | null {
  switch (attribute) {
    case 'language':
      return record.language;
    case 'docusaurus_tag':
      return record.docusaurus_tag;
    case 'type':
      return record.type;
    default:
      if (attribute.startsWith('hierarchy.')) {
        return record.hierarchy[attribute.slice('hierarchy.'.length) as HierarchyLevel] ?? null;
      }
      return null;
  }
}

function matchesFilter(record: SearchRecord, filter: string): boolean {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  if (colon < 0) return true;
  const equal = facetValue(record, body.slice(0, colon)) === body.slice(colon + 1);
  return negated ? !equal : equal;
}

/** Outer list is AND, inner lists are OR, as in Algolia's facetFilters. */
function passesFilters(record: SearchRecord, filters: FacetFilter[]): boolean {
  return filters.every((filter) =>
    Array.isArray(filter) ? filter.length === 0 || filter.some((f) => matchesFilter(record, f)) : matchesFilter(record, filter),
  );
}

/** `["hierarchy.lvl1:10", "content:5"]` → {"hierarchy.lvl1": 10, content: 5} */
function snippetSizes(attributes: string[] | undefined): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const entry of attributes ?? []) {
    const [name, count] = entry.split(':');
    if (name) sizes.set(name, Number(count) > 0 ? Number(count) : DEFAULT_SNIPPET_WORDS);
  }
  return sizes;
}

function paramsString(params: SearchParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}

function toInt(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
}

export interface EngineOptions {
  /** Prefix for hit URLs; the theme needs absolute URLs (`new URL(hit.url)`). */
  origin: string;
  indexName: string;
}

type Indexed = SearchRecord & {id: number};

/**
 * How records are indexed and queried. One set of options for an engine built from records and for
 * one loaded from its serialized index, so both answer alike.
 */
function indexOptions(): Options<Indexed> {
  // Records repeat their page's title and headings, so most words recur:
  // each distinct word goes through Unicode normalisation once, not per use.
  const normalized = new Map<string, string | null>();
  const processTerm = (term: string): string | null => {
    let result = normalized.get(term);
    if (result === undefined) {
      result = normalizeTerm(term) || null;
      normalized.set(term, result);
    }
    return result;
  };
  return {
    // `own` is the record's own text: the title of a page record, the
    // heading of a heading record, the paragraph of a content record.
    fields: ['title', 'headings', 'own', 'section'],
    storeFields: [],
    extractField: (doc, field) => {
      const h = doc.hierarchy;
      switch (field) {
        case 'id':
          return String(doc.id);
        case 'title':
          return h.lvl1 ?? '';
        case 'headings':
          return [h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6].filter(Boolean).join(' ');
        case 'section':
          return h.lvl0 ?? '';
        default:
          return doc.type === 'content' ? (doc.content ?? '') : (h[doc.type] ?? '');
      }
    },
    tokenize: indexTerms,
    processTerm,
    searchOptions: {
      tokenize: (query) => queryTerms(query),
      processTerm: (term) => term,
      boost: FIELD_BOOST,
      // As Algolia's default (prefixLast): only the word being typed is a
      // prefix, and not while it is a single letter, which would match
      // most of the index for no useful answer.
      prefix: (term, i, all) => i === all.length - 1 && term.length >= 2,
      fuzzy: (term) => typoBudget(term) || false,
      combineWith: 'AND',
    },
  };
}

/** Records indexed per task by `SearchEngine.inSlices`: about 5 ms of work each here. */
const INDEX_SLICE = 150;

/**
 * Answers Algolia-shaped search requests from an in-memory index of DocSearch
 * records: prefix and typo-tolerant matching, facet filters, pagination, and
 * escaped highlights and snippets.
 */
export class SearchEngine {
  readonly records: SearchRecord[];
  private readonly mini: MiniSearch<Indexed>;
  private readonly options: EngineOptions;

  /**
   * An engine over `records`. With `index` serialized (what `serialize()` gave for the same records)
   * the index is loaded instead of built: a fraction of the time, since no text is tokenized again.
   * With `index` already built over the same records (`inSlices`), that one.
   */
  constructor(records: SearchRecord[], options: EngineOptions, index?: SerializedIndex | MiniSearch<Indexed>) {
    this.records = records;
    this.options = options;
    if (index instanceof MiniSearch) {
      this.mini = index;
    } else if (index) {
      this.mini = MiniSearch.loadJS<Indexed>(index, indexOptions());
      if (this.mini.documentCount !== records.length) {
        throw new Error(`Search index does not match its records (${this.mini.documentCount} indexed, ${records.length} records).`);
      }
    } else {
      this.mini = new MiniSearch<Indexed>(indexOptions());
      this.mini.addAll(records.map((record, id) => ({...record, id})));
    }
  }

  static fromPayload(payload: IndexPayload, options: EngineOptions, serialized?: SerializedIndex): SearchEngine {
    return new SearchEngine(expandPayload(payload), options, serialized);
  }

  /**
   * An engine over `payload`, indexed `sliceSize` records at a time, each slice in a task of its own.
   * The browser builds the whole index this way: in one task it held the page for about 200 ms, just
   * when the reader types the next keys.
   */
  static async inSlices(payload: IndexPayload, options: EngineOptions, sliceSize = INDEX_SLICE): Promise<SearchEngine> {
    const records = expandPayload(payload);
    const mini = new MiniSearch<Indexed>(indexOptions());
    await mini.addAllAsync(
      records.map((record, id) => ({...record, id})),
      {chunkSize: sliceSize},
    );
    return new SearchEngine(records, options, mini);
  }

  /** The built index as plain data, for a later engine over the same records to load. */
  serialize(): SerializedIndex {
    return this.mini.toJSON();
  }

  search(params: SearchParams): SearchResult {
    const started = performance.now();
    const query = typeof params.query === 'string' ? params.query : '';
    const hitsPerPage = toInt(params.hitsPerPage, DEFAULT_HITS_PER_PAGE);
    const page = toInt(params.page, 0);
    const filters = parseFacetFilters(params.facetFilters);
    const terms = queryTerms(query);

    let matches: SearchRecord[];
    if (terms.length) {
      matches = this.mini
        .search(query)
        .map((result): Ranked => {
          const docTerms = Object.keys(result.match);
          let attribute = 3;
          for (const fields of Object.values(result.match)) {
            for (const field of fields) attribute = Math.min(attribute, FIELD_RANK[field] ?? 3);
          }
          const index = Number(result.id);
          const ownTerms = docTerms.filter((t) => result.match[t]!.includes('own'));
          return {
            index,
            typos: terms.filter((q) => !docTerms.some((t) => t.startsWith(q))).length,
            own: terms.filter((q) => ownTerms.some((t) => termMatches(t, q))).length,
            attribute,
            exact: terms.filter((q) => docTerms.includes(q)).length,
            level: TYPE_RANK[this.records[index]!.type],
            score: result.score,
          };
        })
        .sort(compareRanked)
        .map((ranked) => this.records[ranked.index]!)
        .filter((record) => passesFilters(record, filters));
    } else {
      // Algolia answers an empty query with every record, in index order.
      matches = this.records.filter((record) => passesFilters(record, filters));
    }

    const nbHits = matches.length;
    const nbPages = hitsPerPage ? Math.ceil(nbHits / hitsPerPage) : 0;
    const pageRecords = hitsPerPage ? matches.slice(page * hitsPerPage, (page + 1) * hitsPerPage) : [];
    const tags: Tags = {
      pre: typeof params.highlightPreTag === 'string' ? params.highlightPreTag : DEFAULT_TAGS.pre,
      post: typeof params.highlightPostTag === 'string' ? params.highlightPostTag : DEFAULT_TAGS.post,
    };
    const ellipsis = typeof params.snippetEllipsisText === 'string' ? params.snippetEllipsisText : DEFAULT_ELLIPSIS;
    const sizes = snippetSizes(params.attributesToSnippet);
    const hits = pageRecords.map((record) => this.toHit(record, terms, tags, ellipsis, sizes));

    const result: SearchResult = {
      hits,
      nbHits,
      page,
      nbPages,
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      exhaustiveNbHits: true,
      query,
      params: paramsString(params),
      index: this.options.indexName,
    };
    const facetNames = typeof params.facets === 'string' ? [params.facets] : params.facets;
    if (facetNames?.length) result.facets = this.countFacets(matches, facetNames);
    return result;
  }

  private countFacets(matches: SearchRecord[], names: string[]): Record<string, Record<string, number>> {
    const attributes = names.includes('*') ? ['language', 'docusaurus_tag', 'type'] : names;
    const facets: Record<string, Record<string, number>> = {};
    for (const attribute of attributes) {
      const counts: Record<string, number> = {};
      for (const record of matches) {
        const value = facetValue(record, attribute);
        if (value !== null) counts[value] = (counts[value] ?? 0) + 1;
      }
      facets[attribute] = counts;
    }
    return facets;
  }

  private toHit(record: SearchRecord, terms: string[], tags: Tags, ellipsis: string, sizes: Map<string, number>): SearchHit {
    // DocSearch renders hierarchy values as HTML (recent searches keep no
    // highlight), so even the plain copies go out escaped.
    const hierarchy = {} as Hierarchy;
    const highlighted: SearchHit['_highlightResult']['hierarchy'] = {};
    const snippets: SearchHit['_snippetResult']['hierarchy'] = {};
    for (const level of hierarchyLevels) {
      const text = record.hierarchy[level];
      hierarchy[level] = text === null ? null : escapeHtml(text);
      if (text === null) continue;
      highlighted[level] = highlight(text, terms, tags);
      snippets[level] = this.snippetOf(text, terms, tags, ellipsis, sizes.get(`hierarchy.${level}`));
    }
    const hashIndex = record.url.indexOf('#');
    const path = hashIndex < 0 ? record.url : record.url.slice(0, hashIndex);
    const hit: SearchHit = {
      objectID: record.objectID,
      type: record.type,
      hierarchy,
      content: record.content === null ? null : escapeHtml(record.content),
      url: this.options.origin + record.url,
      url_without_anchor: this.options.origin + path,
      anchor: hashIndex < 0 ? null : record.url.slice(hashIndex + 1),
      language: record.language,
      docusaurus_tag: record.docusaurus_tag,
      _highlightResult: {hierarchy: highlighted},
      _snippetResult: {hierarchy: snippets},
    };
    if (record.content !== null) {
      hit._highlightResult.content = highlight(record.content, terms, tags);
      hit._snippetResult.content = this.snippetOf(record.content, terms, tags, ellipsis, sizes.get('content'));
    }
    return hit;
  }

  private snippetOf(text: string, terms: string[], tags: Tags, ellipsis: string, size: number | undefined): SnippetValue {
    // Attributes not asked for are still returned whole, escaped.
    return snippet(text, terms, size ?? Number.MAX_SAFE_INTEGER, tags, ellipsis);
  }
}
