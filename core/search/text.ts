/**
 * Word splitting, escaping, highlighting and snippets. Shared by the engine
 * and its tests; no DOM needed, so it runs the same in Node and the browser.
 */

/** Letters, digits and underscores: `user_id` and `sleep_summary` stay whole. */
const WORD = /[\p{L}\p{N}_]+/gu;

export function normalizeTerm(term: string): string {
  return term
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Terms of a query: whole words, normalised. */
export function queryTerms(query: string): string[] {
  return (query.match(WORD) ?? []).map(normalizeTerm).filter(Boolean);
}

/**
 * Terms stored for a text: every word, plus the parts of snake_case words so
 * `summary` also finds `sleep_summary` while `user_id` still matches exactly.
 */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of text.match(WORD) ?? []) {
    terms.push(word);
    if (word.includes('_')) terms.push(...word.split('_').filter(Boolean));
  }
  return terms;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

/** Levenshtein distance, giving up (returning max + 1) once it exceeds max. */
function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Typos tolerated for a query term of this length (Algolia's 4/8 rule). */
export function typoBudget(term: string): number {
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

/** Whether a word of the text answers a query term: prefix or within the typo budget. */
export function termMatches(wordTerm: string, query: string): boolean {
  if (wordTerm.startsWith(query)) return true;
  const budget = typoBudget(query);
  return budget > 0 && boundedDistance(wordTerm, query, budget) <= budget;
}

interface Word {
  start: number;
  end: number;
  matchedQueries: string[];
}

function scanWords(text: string, queries: string[]): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    const parts = [match[0], ...(match[0].includes('_') ? match[0].split('_') : [])].map(normalizeTerm).filter(Boolean);
    const matchedQueries = queries.filter((q) => parts.some((part) => termMatches(part, q)));
    words.push({start: match.index, end: match.index + match[0].length, matchedQueries});
  }
  return words;
}

export interface Tags {
  pre: string;
  post: string;
}

export interface Marked {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

function levelOf(matched: Set<string>, queries: string[]): Marked['matchLevel'] {
  if (!matched.size) return 'none';
  return queries.every((q) => matched.has(q)) ? 'full' : 'partial';
}

/** Escapes `text[from, to)` and wraps matching words in the highlight tags. */
function render(text: string, words: Word[], from: number, to: number, tags: Tags): string {
  let out = '';
  let cursor = from;
  for (const word of words) {
    if (word.end <= from || word.start >= to || !word.matchedQueries.length) continue;
    out += escapeHtml(text.slice(cursor, word.start));
    out += tags.pre + escapeHtml(text.slice(word.start, word.end)) + tags.post;
    cursor = word.end;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

export function highlight(text: string, queries: string[], tags: Tags): Marked {
  const words = scanWords(text, queries);
  const matched = new Set(words.flatMap((w) => w.matchedQueries));
  return {
    value: render(text, words, 0, text.length, tags),
    matchLevel: levelOf(matched, queries),
    matchedWords: [...matched],
  };
}

/**
 * At most `size` words around the first match (or the opening words when
 * nothing matches), with the ellipsis where text was cut.
 */
export function snippet(text: string, queries: string[], size: number, tags: Tags, ellipsis: string): Omit<Marked, 'matchedWords'> {
  const words = scanWords(text, queries);
  const matched = new Set(words.flatMap((w) => w.matchedQueries));
  const matchLevel = levelOf(matched, queries);
  if (words.length <= size) {
    return {value: render(text, words, 0, text.length, tags), matchLevel};
  }
  const first = Math.max(
    0,
    words.findIndex((w) => w.matchedQueries.length),
  );
  // Keep a couple of words of lead-in so the match reads in context.
  const startWord = Math.max(0, Math.min(first - 2, words.length - size));
  const endWord = startWord + size - 1;
  const from = startWord === 0 ? 0 : words[startWord]!.start;
  const to = endWord >= words.length - 1 ? text.length : words[endWord]!.end;
  const value = (startWord > 0 ? ellipsis : '') + render(text, words, from, to, tags) + (to < text.length ? ellipsis : '');
  return {value, matchLevel};
}
