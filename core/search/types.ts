/**
 * Shapes shared by the index builder (Node, at build time) and the embedded
 * search client (browser). The request and response types follow the part of
 * Algolia's v5 search API that DocSearch and the search page actually use, so
 * the hosted service and the embedded index are interchangeable.
 */

import type {AsPlainObject} from 'minisearch';

export const hierarchyLevels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof hierarchyLevels)[number];
export type Hierarchy = Record<HierarchyLevel, string | null>;

/** DocSearch record type: a heading of that level, or a paragraph under it. */
export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content';

/** One DocSearch record, as the builder extracts it (plain text, unescaped). */
export interface SearchRecord {
  objectID: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /** Site-relative URL, with `#anchor` when the record sits under a heading. */
  url: string;
  language: string;
  docusaurus_tag: string;
}

/**
 * The JSON file the browser downloads. Page-level fields are stored once per
 * page and records point at them, which keeps the file small.
 */
export interface IndexPayload {
  version: 1;
  /** [path, lvl0, lvl1, language, docusaurus_tag] */
  pages: [string, string, string, string, string][];
  /** [page index, type, anchor ('' for none), lvl2..lvl6 headings, content or null] */
  records: [number, RecordType, string, string[], string | null][];
}

/**
 * The unhashed file the client fetches first (revalidated on every visit).
 * `index` names the hashed file of the whole index; `first` is the part of
 * the index that answers a first keystroke (every page title and heading, no
 * paragraphs), carried in the manifest itself, in the same format, so the
 * first answer costs one request and not two.
 */
export interface IndexManifest {
  index: string;
  records: number;
  first: IndexPayload;
  /** The first part's search index, built at build time, so the browser loads it instead of building it. */
  firstIndex: SerializedIndex;
}

/** An engine's built search index as plain data (minisearch's own serialization). */
export type SerializedIndex = AsPlainObject;

/** Parameters the engine understands; anything else is accepted and ignored. */
export interface SearchParams {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: string | (string | string[])[];
  facets?: string | string[];
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  [other: string]: unknown;
}

export interface SearchRequest extends SearchParams {
  indexName: string;
}

/** What algoliasearch-helper sends: the legacy `[{indexName, params}]` form. */
export interface LegacySearchRequest {
  indexName: string;
  params?: SearchParams | string;
}

interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

export interface SearchHit {
  objectID: string;
  type: RecordType;
  /** HTML-escaped text: DocSearch renders hierarchy values as HTML. */
  hierarchy: Hierarchy;
  content: string | null;
  /** Absolute URL: the theme parses it with `new URL()`. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  language: string;
  docusaurus_tag: string;
  _highlightResult: {
    hierarchy: Partial<Record<HierarchyLevel, HighlightValue>>;
    content?: HighlightValue;
  };
  _snippetResult: {
    hierarchy: Partial<Record<HierarchyLevel, SnippetValue>>;
    content?: SnippetValue;
  };
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  facets?: Record<string, Record<string, number>>;
  queryID?: string;
}

export interface SearchResponse {
  results: SearchResult[];
}
