import pathToRegexp from 'path-to-regexp';
import {describe, expect, it} from 'vitest';
import routePathRegExp from '../../plugins/hydration-work/static-path-regexp';

// Route paths of every shape the site has, and the characters a literal path may carry.
const plainPaths = [
  '',
  '/',
  '/api/',
  '/docs',
  '/docs/',
  '/docs/QuickStart/',
  '/docs/rookconnect/data-types/activity_event/',
  '/api/operations/getPhysicalSummary/',
  '/changelog/tags/sdk-v1.2/',
  '/search.html',
  '/a-b_c~d/%20e/',
  '/$x^y!z=w|v[u]t{s}/',
  '/docs//double/',
];

// Pathnames each path is tried against: exact, with and without its slash, other cases,
// deeper, sideways, and characters that fold to ASCII letters only under Unicode rules.
function pathnamesFor(path: string): string[] {
  const bare = path.endsWith('/') ? path.slice(0, -1) : path;
  return [
    path,
    bare,
    `${bare}/`,
    `${bare}//`,
    path.toUpperCase(),
    path.toLowerCase(),
    `${bare}/next`,
    `${bare}/next/`,
    `${bare}next`,
    `${bare}.html`,
    bare.slice(0, -1),
    bare.replace(/k/gi, '\u212a'),
    bare.replace(/s/gi, '\u017f'),
    '',
    '/',
    '/other/',
  ];
}

const optionSets = [
  {end: true, strict: false, sensitive: false},
  {end: false, strict: false, sensitive: false},
  {end: true, strict: false, sensitive: true},
  {end: false, strict: false, sensitive: true},
  {end: true},
  {},
];

const summary = (match: RegExpExecArray | null) => match && {all: [...match], index: match.index, input: match.input};

describe('route paths as React Router compiles them (browser bundle)', () => {
  it('gives a plain path the same expression as path-to-regexp, and the same match for every pathname', () => {
    for (const path of plainPaths) {
      for (const options of optionSets) {
        const expected = pathToRegexp(path, [], options);
        const actual = routePathRegExp(path, [], options);
        expect(actual.exec, path).not.toBe(RegExp.prototype.exec);
        expect([actual.source, actual.flags], `${path} ${JSON.stringify(options)}`).toEqual([expected.source, expected.flags]);
        for (const pathname of pathnamesFor(path)) {
          const context = `${JSON.stringify(path)} ${JSON.stringify(options)} on ${JSON.stringify(pathname)}`;
          expect(summary(actual.exec(pathname)), context).toEqual(summary(expected.exec(pathname)));
          expect(actual.test(pathname), context).toBe(expected.test(pathname));
        }
      }
    }
  });

  it('leaves every other path, and strict matching, to path-to-regexp', () => {
    const others: Array<[string, pathToRegexp.RegExpOptions]> = [
      ['/docs/:id', {}],
      ['/files/*', {end: false}],
      ['/v(\\d+)/', {}],
      ['/a\\:b/', {}],
      ['/docs/caf\u00e9/', {}],
      ['/docs/', {strict: true}],
      ['/docs/', {delimiter: '.'}],
    ];
    for (const [path, options] of others) {
      const regexp = routePathRegExp(path, [], options);
      expect(regexp.exec, path).toBe(RegExp.prototype.exec);
      expect(regexp.source).toBe(pathToRegexp(path, [], options).source);
    }
    const keys: pathToRegexp.Key[] = [];
    routePathRegExp('/docs/:id', keys, {end: true});
    expect(keys.map((key) => key.name)).toEqual(['id']);
  });

  it('attaches the keys array it is given, and takes options in either position', () => {
    const keys: pathToRegexp.Key[] = [];
    expect(routePathRegExp('/docs/', keys, {end: false}).keys).toBe(keys);
    expect(keys).toEqual([]);
    expect(routePathRegExp('/docs/', {end: false}).exec('/docs/x')?.[0]).toBe('/docs');
    expect(routePathRegExp('/docs/').exec('/docs/x')).toBeNull();
  });

  it("keeps the package's other functions, which React Router's generatePath uses", () => {
    expect(routePathRegExp.compile('/docs/:id')({id: 'x'})).toBe('/docs/x');
    expect(routePathRegExp.parse).toBe(pathToRegexp.parse);
  });
});
