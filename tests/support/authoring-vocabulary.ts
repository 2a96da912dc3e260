import type {Nodes} from 'hast';
import {fromHtml} from 'hast-util-from-html';

/**
 * Words that describe how the site was written rather than ROOK: the notes a
 * writer keeps (a facts sheet, its sections and confidence tags, an earlier
 * guide, the product spec, tracker issues, TODOs). A reader cannot look any of
 * them up, and a model that reads llms-full.txt learns nonsense from them, so
 * no public page, twin, feed or download may contain them
 * (tests/built/voice.test.ts). Public text says what ROOK has published
 * instead.
 *
 * Deliberately allowed: "specification" ("the OpenAPI specification"), and
 * "spec" right after "OpenAPI" ("an OpenAPI spec file"): both name a public
 * format, not a private document; and Java's package `javax.crypto.spec`
 * (a webhook recipe's import; highlighted code reads `javax . crypto . spec`). Any other lone "spec" is refused.
 */
const authoringVocabulary: readonly {pattern: RegExp; why: string}[] = [
  {pattern: /facts[ -]sheet/i, why: 'names the writers’ notes'},
  {pattern: /provider[- ]facts/i, why: 'names the writers’ notes'},
  {pattern: /\b(the|our|confirmed|ROOK[’']s) facts\b/i, why: 'speaks of "the facts" instead of what ROOK published'},
  {pattern: /\bfacts? (say|give|name|list|describe|confirm)s?\b/i, why: 'speaks of "the facts" instead of what ROOK published'},
  {pattern: /§\s*\d/, why: 'cites a section of the writers’ notes'},
  {pattern: /\[[CSU]\](?!\()/, why: 'a confidence tag of the writers’ notes'},
  {pattern: /\b(earlier|previous|older|former) guide(?:[’']s)?\b/i, why: 'names an earlier version of these docs'},
  {pattern: /\bproduct spec\b/i, why: 'names the product spec'},
  {pattern: /(?<!OpenAPI |crypto\s*\.\s*)\bspecs?\b(?!ification)/i, why: 'names the product spec'},
  {pattern: /\bspec[’']s\b/i, why: 'names the product spec'},
  {pattern: /\bissue #\d+/i, why: 'names a tracker issue'},
  {pattern: /\b(TODO|FIXME)\b/, why: 'a note left for the writers'},
];

export interface AuthoringHit {
  phrase: string;
  why: string;
  /** Some text around the phrase, to find it. */
  context: string;
}

/** Every authoring phrase in a text, with where it is. */
export function authoringHits(text: string): AuthoringHit[] {
  return authoringVocabulary.flatMap(({pattern, why}) => {
    const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    return [...text.matchAll(global)].map((match) => ({
      phrase: match[0],
      why,
      context: text
        .slice(Math.max(0, match.index - 60), match.index + match[0].length + 60)
        .replace(/\s+/g, ' ')
        .trim(),
    }));
  });
}

/** Attributes whose values a reader sees (tooltips, alt text, meta descriptions) or a screen reader speaks. */
const READ_ATTRIBUTES = ['title', 'alt', 'ariaLabel', 'content', 'placeholder'];

/** What a reader gets from an HTML page: its text and read attributes, without scripts (JSON-LD kept) and styles. */
export function readableText(html: string): string {
  const parts: string[] = [];
  const walk = (node: Nodes) => {
    if (node.type === 'text') parts.push(node.value);
    if (node.type !== 'element' && node.type !== 'root') return;
    if (node.type === 'element') {
      if (node.tagName === 'style') return;
      if (node.tagName === 'script' && node.properties.type !== 'application/ld+json') return;
      for (const name of READ_ATTRIBUTES) if (node.properties[name] !== undefined) parts.push(String(node.properties[name]));
    }
    node.children.forEach((child) => walk(child));
  };
  walk(fromHtml(html));
  return parts.join(' ');
}

/**
 * Notes to the writers in the site's source: what a comment or a README says
 * when it cites the writers' notes instead of ROOK ("facts §6", "the spec
 * says", "[U]"). The source archive (/downloads/rook-docs.zip) publishes the
 * source, so its comments must say what ROOK has published, confirmed or not.
 * Shorter than `authoringVocabulary`: code is full of words ("spec" in
 * `guides.spec.ts`, `R[S]`, "the facts of a node") that are fine there.
 */
export const sourceNotes: readonly {pattern: RegExp; why: string}[] = [
  {pattern: /facts[ -]sheet|provider[- ]facts/i, why: 'names the writers’ notes'},
  {pattern: /product[- ]spec/i, why: 'names the product spec'},
  {pattern: /\b(?:the|per) spec\b/i, why: 'names the product spec'},
  {pattern: /\b(?:the|our) facts\b(?! of\b)/i, why: 'speaks of "the facts" instead of what ROOK published'},
  {pattern: /§\s*\d/, why: 'cites a section of the writers’ notes'},
  {pattern: /(?<![\w\]])\[[CSU]\](?!\()/, why: 'a confidence tag of the writers’ notes'},
  {pattern: /\bissue #\d+/i, why: 'names a tracker issue'},
];

/** Every note to the writers in a source file's text, with where it is. */
export function sourceNoteHits(text: string): AuthoringHit[] {
  return sourceNotes.flatMap(({pattern, why}) =>
    [...text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))].map((match) => ({
      phrase: match[0],
      why,
      context: text
        .slice(Math.max(0, match.index - 60), match.index + match[0].length + 60)
        .replace(/\s+/g, ' ')
        .trim(),
    })),
  );
}
