import {readdirSync} from 'node:fs';
import path from 'node:path';
import {markKinds, marks} from '../../../core/data/marks';

/**
 * Finds the phrases of a text that stand as a mark for something ROOK has not
 * confirmed, so a test can hold them to the spellings of core/data/marks.ts.
 * A mark is short (at most four words) and names one of the meanings' stems
 * ("unconfirmed", "to be confirmed", "not published", "not documented",
 * "sandbox model", "the sandbox's choice", "integration guides", "sources
 * disagree"); it stands on its own: a quoted string of code, a JSX text, a
 * bold or parenthesised phrase, an admonition title. Longer phrases, and
 * clauses with a verb ("ROOK has not published it", "What ROOK has not
 * published"), are sentences and are left alone.
 */

const root = path.resolve(__dirname, '../../..');

const STEM =
  /\bunconfirmed\b|to be confirmed|not published|not documented|\bsandbox model\b|sandbox['’]s choice|integration guides?|sources disagree/i;
const MAX_WORDS = 5;
const VERB = /\b(?:has|have|is|are|was|were) not\b/i;

/** How a file is written: code (quoted strings and JSX text), MDX or YAML (bold, parentheses, admonition titles), Markdown as the twins write it. */
export type SourceKind = 'code' | 'mdx' | 'yaml' | 'markdown';

/** The mark spellings the site allows, lower case: the labels of core/data/marks.ts. */
export const allowedSpellings = markKinds.map((kind) => marks[kind].label.toLowerCase());

function clauses(phrase: string): string[] {
  // A parenthesised group inside a phrase is a phrase of its own ("Delivered (integration guides only)").
  const inner = [...phrase.matchAll(/\(([^()]+)\)/g)].map((m) => m[1]!);
  const outer = phrase.replace(/\([^()]*\)/g, ' ');
  return [...inner, outer].flatMap((part) => part.split(/[.;:!?,]\s|[.;:!?,]$|\n/));
}

/** The mark-like phrases of a text, lower case, in order. */
export function markSpellings(text: string, kind: SourceKind): string[] {
  const found: string[] = [];
  const add = (phrase: string | undefined) => {
    // Code, a JSX element or an expression is not a phrase.
    if (!phrase || /<|\$\{|=|=>/.test(phrase)) return;
    for (const clause of clauses(phrase)) {
      const words = clause
        .replace(/\s+/g, ' ')
        .replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
        .toLowerCase();
      if (STEM.test(words) && !VERB.test(words) && words.split(' ').length <= MAX_WORDS) found.push(words);
    }
  };
  if (kind === 'code') {
    // Quoted strings with a space: a one-word string is a key ('unconfirmed', 'sandbox-model'), an import path is not words.
    for (const m of text.matchAll(/(['"`])((?:(?!\1)[^\n\\])*)\1/g)) if (/\s/.test(m[2]!) && !/^[./@]/.test(m[2]!)) add(m[2]);
  } else {
    for (const m of text.matchAll(/\*\*([^*\n]+)\*\*/g)) add(m[1]);
    for (const m of text.matchAll(/\(([^()\n]+)\)/g)) add(m[1]);
    for (const m of text.matchAll(/^:::\w+ (.+)$/gm)) add(m[1]);
  }
  // The text between two tags: a badge's words, in JSX, MDX or HTML.
  for (const m of text.matchAll(/>([^<>{}\n]+)</g)) add(m[1]);
  return found;
}

/** Phrases that stand as a mark but are spelled as no mark of core/data/marks.ts, each once. */
export const strayMarks = (text: string, kind: SourceKind): string[] => [
  ...new Set(markSpellings(text, kind).filter((spelling) => !allowedSpellings.includes(spelling))),
];

function walk(dir: string, test: RegExp): string[] {
  return readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return ['node_modules', 'generated'].includes(entry.name) ? [] : walk(full, test);
      return test.test(entry.name) ? [full] : [];
    })
    .sort();
}

/**
 * The sources of the built pages, with how each is written: components and
 * plugins (their themes, the Markdown twin's renderer), the data and rule
 * modules and the contract model they read, the MDX pages and the contracts.
 */
export function pageSources(): {file: string; kind: SourceKind}[] {
  const code = ['src', 'ui', 'plugins', 'core/data', 'core/contract/model', 'core/rules'].flatMap((dir) =>
    walk(path.join(root, dir), /\.tsx?$/),
  );
  return [
    ...code.map((file) => ({file, kind: 'code' as const})),
    ...['docs', 'src/pages'].flatMap((dir) => walk(path.join(root, dir), /\.mdx?$/)).map((file) => ({file, kind: 'mdx' as const})),
    ...walk(path.join(root, 'openapi'), /\.yaml$/).map((file) => ({file, kind: 'yaml' as const})),
  ];
}
