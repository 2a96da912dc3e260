// What a request may bring in. Every string the sandbox reads from it (path
// parameters, declared query parameters, the Basic pair, a body's keys and
// values at any depth) is text PostgreSQL can store: no NUL character, which
// `text` and `jsonb` cannot hold, and well-formed Unicode, so nothing is
// silently replaced on the way to the database. A JSON body's nesting and
// array sizes are bounded, and checked on its text before it is parsed, so no
// recursive code (Ajv, the reply's serialiser) ever meets an attacker's depth.
// The inbox is the exception: it stores the bytes it is sent, exactly.
import {isUtf8} from 'node:buffer';
import type {FieldProblem} from './errors';

/** The deepest a JSON body may nest; the contracts' bodies are flat objects (1 level), so this leaves ample room. */
export const MAX_JSON_DEPTH = 32;
/** The most items one JSON array in a body may hold; the contracts' bodies have no arrays at all. */
export const MAX_ARRAY_ITEMS = 1_000;

/** What is wrong with a string, as the end of a sentence naming it, or null. */
export function stringProblem(value: string): string | null {
  if (value.includes('\u0000')) return 'contains a NUL character (U+0000): remove it';
  if (!value.isWellFormed()) return 'contains a lone surrogate (half of a UTF-16 pair, not a character): send whole characters';
  return null;
}

/** What is wrong with bytes that should be UTF-8 text, or null. */
function bytesProblem(bytes: Buffer): string | null {
  return isUtf8(bytes) ? stringProblem(bytes.toString('utf8')) : 'is not valid UTF-8: encode it as UTF-8';
}

interface BasicPair {
  username: string;
  secret: string;
  /** Why the pair cannot be used, naming its part; null when it can. */
  problem: string | null;
}

// Every request of a client brings the same header, and the input guard and the login both read it:
// a pair is parsed once and kept (frozen) for the headers a sandbox sees most, bounded in number and length.
const pairs = new Map<string, Readonly<BasicPair> | null>();
const PAIRS_LIMIT = 1_000;
const PAIR_HEADER_LIMIT = 512;

/** The username and secret of a Basic Authorization header, or null when it holds no Basic pair. */
export function basicPair(header: string | undefined): Readonly<BasicPair> | null {
  if (header === undefined) return null;
  if (header.length > PAIR_HEADER_LIMIT) return parsedPair(header);
  let pair = pairs.get(header);
  if (pair === undefined) {
    pair = parsedPair(header);
    if (pairs.size >= PAIRS_LIMIT) pairs.delete(pairs.keys().next().value!);
    pairs.set(header, pair && Object.freeze(pair));
  }
  return pair;
}

function parsedPair(header: string): BasicPair | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match) return null;
  const bytes = Buffer.from(match[1]!, 'base64');
  // A colon byte is never part of a longer UTF-8 sequence, so the bytes split where the text would.
  const colon = bytes.indexOf(0x3a);
  if (colon < 0) return null;
  const username = bytes.subarray(0, colon);
  const secret = bytes.subarray(colon + 1);
  const usernameProblem = bytesProblem(username);
  const secretProblem = bytesProblem(secret);
  const problem = usernameProblem
    ? `The Authorization header's username ${usernameProblem}`
    : secretProblem && `The Authorization header's secret ${secretProblem}`;
  return {username: username.toString('utf8'), secret: secret.toString('utf8'), problem};
}

/**
 * The first path or query value that cannot enter, named as `path.user_id` or `query.date`; with `only`,
 * the other names are not looked at (the query parameters an operation does not declare, which it never reads).
 */
export function parameterProblem(
  context: 'params' | 'querystring',
  values: Record<string, unknown>,
  only?: ReadonlySet<string>,
): FieldProblem | null {
  for (const name of Object.keys(values)) {
    if (only && !only.has(name)) continue;
    const value = values[name];
    // A repeated query parameter arrives as an array of its values.
    const why = Array.isArray(value) ? firstStringProblem(value) : typeof value === 'string' ? stringProblem(value) : null;
    if (why) return {context, field: name, text: `${context === 'params' ? 'path' : 'query'}.${name} ${why}`};
  }
  return null;
}

function firstStringProblem(items: unknown[]): string | null {
  for (const item of items) {
    const why = typeof item === 'string' ? stringProblem(item) : null;
    if (why) return why;
  }
  return null;
}

/** A place in a body: its key, and the place holding it (null at the top). */
interface Place {
  key: string;
  parent: Place | null;
}

function keysOf(place: Place | null): string[] {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.push(at.key);
  return keys.reverse();
}

/** The problem of a string at `place`, named `body.a.0.b` (or a property name there), with its top-level field. */
function bodyProblem(place: Place | null, why: string, isKey: boolean): FieldProblem {
  const keys = keysOf(place);
  const where = ['body', ...keys].join('.');
  return {context: 'body', field: keys[0] ?? '', text: isKey ? `A property name in ${where} ${why}` : `${where} ${why}`};
}

/** The first key or string of a parsed body that cannot enter, named by its place. Walked with a stack, not recursion. */
export function bodyValueProblem(value: unknown): FieldProblem | null {
  const pending: [unknown, Place | null][] = [[value, null]];
  while (pending.length) {
    const [item, place] = pending.pop()!;
    const why = typeof item === 'string' ? stringProblem(item) : null;
    if (why) return bodyProblem(place, why, false);
    if (item === null || typeof item !== 'object') continue;
    for (const [key, child] of Object.entries(item)) {
      const keyWhy = stringProblem(key);
      if (keyWhy) return bodyProblem(place, keyWhy, true);
      pending.push([child, {key, parent: place}]);
    }
  }
  return null;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }
const COMMA = 0x2c;
const ARRAY = 0x5b;

/**
 * Why a JSON text is outside the bounds (nested deeper than MAX_JSON_DEPTH, or, when `arrays`, an
 * array of more than MAX_ARRAY_ITEMS items), or null. One pass over the text, before it is parsed:
 * commas outside strings separate the items of the innermost open array or object.
 */
export function jsonBoundsProblem(text: string, arrays = true): string | null {
  // For each open array or object: its commas so far, or -1 for an object (its members are not counted).
  const open: number[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (OPENERS.has(code)) {
      open.push(code === ARRAY ? 0 : -1);
      if (open.length > MAX_JSON_DEPTH) return `The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels, the most the sandbox reads`;
    } else if (CLOSERS.has(code)) open.pop();
    else if (code === COMMA && arrays && open.length && open.at(-1)! >= 0) {
      const commas = open[open.length - 1]! + 1;
      open[open.length - 1] = commas;
      if (commas >= MAX_ARRAY_ITEMS)
        return `The JSON body has an array of more than ${MAX_ARRAY_ITEMS} items, the most the sandbox reads in one array`;
    }
  }
  return null;
}

/** The text of a body's bytes, or null when they are not UTF-8 (decoding would replace what it cannot read). */
export function bodyText(bytes: Buffer): string | null {
  return isUtf8(bytes) ? bytes.toString('utf8') : null;
}
