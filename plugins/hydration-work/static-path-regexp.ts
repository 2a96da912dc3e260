/**
 * `path-to-regexp` as React Router reads it, in the browser bundle only
 * (./index.ts aliases it). React Router tries a page's routes in order and
 * compiles each route's path to a regular expression the first time; the
 * browser then compiles each expression on its first use. With several hundred
 * routes, the first match of a page (before hydration) compiled a few hundred
 * expressions in one task. Our routes are plain paths, so for those this
 * returns the same expression whose `exec` compares strings instead; every
 * other path (parameters, wildcards, groups, escapes, options React Router
 * does not pass) goes to the package unchanged.
 */
import pathToRegexp from 'path-to-regexp/index.js';

type Options = pathToRegexp.RegExpOptions & pathToRegexp.ParseOptions;

// Characters with a meaning in a path-to-regexp 1.x path; a path without them
// (and in printable ASCII) compiles to a literal.
const PLAIN_PATH = /^[\x20-\x7e]*$/;
const PATH_SYNTAX = /[\\:()*?+]/;
// What the package escapes in a literal.
const REGEXP_SYNTAX = /[.+*?=^!:${}()[\]|/\\]/g;

const escapeLiteral = (text: string) => text.replace(REGEXP_SYNTAX, '\\$&');
/**
 * Whether `text` starts with `literal` (lower-case ASCII when matching ignores
 * case). Case-insensitive matching without the `u` flag folds ASCII letters
 * only: a non-ASCII character never matches an ASCII one, as here.
 */
function startsWithLiteral(text: string, literal: string, sensitive: boolean): boolean {
  if (text.length < literal.length) return false;
  if (sensitive) return text.startsWith(literal);
  // A loop rather than folding `text`: this runs for every route a page is matched against.
  for (let index = 0; index < literal.length; index += 1) {
    let code = text.charCodeAt(index);
    if (code >= 65 && code <= 90) code += 32;
    if (code !== literal.charCodeAt(index)) return false;
  }
  return true;
}

/** A route path's expression whose `exec` (and so `test`, `match`…) compares strings. */
class PlainPathRegExp extends RegExp {
  keys: pathToRegexp.Key[] = [];

  constructor(
    source: string,
    flags: string,
    private readonly literal: string,
    private readonly end: boolean,
    private readonly sensitive: boolean,
  ) {
    super(source, flags);
  }

  override exec(input: string): RegExpExecArray | null {
    const text = String(input);
    if (!startsWithLiteral(text, this.literal, this.sensitive)) return null;
    const rest = text.slice(this.literal.length);
    // `(?:\/(?=$))?` then `$` (end) or `(?=\/|$)`: one trailing slash is allowed.
    let length: number;
    if (rest === '' || rest === '/') length = text.length;
    else if (!this.end && rest.startsWith('/')) length = this.literal.length;
    else return null;
    const match: RegExpExecArray = Object.assign([text.slice(0, length)] as [string], {index: 0, input: text, groups: undefined});
    return match;
  }
}

function plainPathRegExp(path: string, options: Options): PlainPathRegExp {
  const sensitive = options.sensitive === true;
  const end = options.end !== false;
  // The package drops one trailing slash and makes it optional instead.
  const literalPath = path.endsWith('/') ? path.slice(0, -1) : path;
  const source = `^${escapeLiteral(literalPath)}(?:\\/(?=$))?${end ? '$' : '(?=\\/|$)'}`;
  // A plain path is ASCII, where toLowerCase folds as the `i` flag does.
  const literal = sensitive ? literalPath : literalPath.toLowerCase();
  return new PlainPathRegExp(source, sensitive ? '' : 'i', literal, end, sensitive);
}

const isPlain = (path: pathToRegexp.Path, options: Options) =>
  typeof path === 'string' &&
  PLAIN_PATH.test(path) &&
  !PATH_SYNTAX.test(path) &&
  options.strict !== true &&
  (options.delimiter === undefined || options.delimiter === '/');

function routePathRegExp(
  path: pathToRegexp.Path,
  keysOrOptions?: pathToRegexp.Key[] | Options,
  maybeOptions?: Options,
): pathToRegexp.PathRegExp {
  const options = (Array.isArray(keysOrOptions) ? maybeOptions : keysOrOptions) ?? {};
  if (isPlain(path, options)) {
    const regexp = plainPathRegExp(path as string, options);
    // Like the package, the keys array passed in is the one attached (a plain path adds none).
    if (Array.isArray(keysOrOptions)) regexp.keys = keysOrOptions;
    return regexp;
  }
  return Array.isArray(keysOrOptions) ? pathToRegexp(path, keysOrOptions, options) : pathToRegexp(path, options);
}

export default Object.assign(routePathRegExp, {
  parse: pathToRegexp.parse,
  compile: pathToRegexp.compile,
  tokensToFunction: pathToRegexp.tokensToFunction,
  tokensToRegExp: pathToRegexp.tokensToRegExp,
});
