// The bounds of what a request may carry: every number a request can hold has
// both bounds in the contracts, the JSON bounds the sandbox states are the ones
// it applies, and the input checks (sandbox/http/input.ts) on their own.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadContracts} from '../../sandbox/contract/operations';
import type {Loose} from '../support/loose';
import {
  basicPair,
  bodyValueProblem,
  jsonBoundsProblem,
  MAX_ARRAY_ITEMS,
  MAX_JSON_DEPTH,
  parameterProblem,
  stringProblem,
} from '../../sandbox/http/input';
import {basicCredentials} from '../../sandbox/http/auth';

const root = path.resolve(import.meta.dirname, '../..');

/** Every integer or number schema under `schema` (examples left out), with where it is. */
function numberSchemas(schema: unknown, where: string, found: [string, Loose][], seen = new Set<unknown>()): [string, Loose][] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return found;
  seen.add(schema);
  const types = ([] as unknown[]).concat((schema as Loose).type ?? []);
  if (types.includes('integer') || types.includes('number')) found.push([where, schema as Loose]);
  for (const [key, value] of Object.entries(schema)) {
    if (key !== 'example' && key !== 'examples') numberSchemas(value, `${where}/${key}`, found, seen);
  }
  return found;
}

describe('numbers a request can carry', () => {
  it('have a lower and an upper bound in the contracts, in every parameter and request body', async () => {
    const {operations} = await loadContracts();
    const found: [string, Loose][] = [];
    for (const operation of operations.values()) {
      for (const parameter of operation.definition.parameters ?? [])
        numberSchemas(parameter.schema, `${operation.operationId} ${parameter.in} ${parameter.name}`, found);
      for (const [type, media] of Object.entries<Loose>(operation.definition.requestBody?.content ?? {}))
        numberSchemas(media.schema, `${operation.operationId} body (${type})`, found);
    }
    const unbounded = found
      .filter(([, schema]) => schema.minimum === undefined && schema.exclusiveMinimum === undefined)
      .concat(found.filter(([, schema]) => schema.maximum === undefined && schema.exclusiveMaximum === undefined))
      .map(([where]) => where);
    expect(unbounded).toEqual([]);
    // page, height, weight, BMI, seconds, limit, delivery_id and respond_with at least: the walk finds them.
    expect(found.length).toBeGreaterThanOrEqual(8);
  });
});

describe('the JSON bounds', () => {
  it("are stated as applied, in the sandbox README and the control contract's description", async () => {
    const control: Loose = (await loadContracts()).control;
    const texts = {
      'sandbox/README.md': readFileSync(path.join(root, 'sandbox/README.md'), 'utf8'),
      'the control contract': control.info.description as string,
    };
    for (const [where, text] of Object.entries(texts)) {
      const flat = text.replace(/\s+/g, ' ');
      expect(flat, where).toContain(`at most ${MAX_JSON_DEPTH} levels`);
      expect(flat, where).toContain(`at most ${MAX_ARRAY_ITEMS.toLocaleString('en-US')} items in one array`);
    }
  });

  it('count levels and array items outside strings only', () => {
    const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
    expect(jsonBoundsProblem(deep(MAX_JSON_DEPTH))).toBeNull();
    expect(jsonBoundsProblem(deep(MAX_JSON_DEPTH + 1))).toBe('The JSON body is nested deeper than 32 levels, the most the sandbox reads');
    expect(jsonBoundsProblem(JSON.stringify({a: '['.repeat(100), b: '\\"['.repeat(100)}))).toBeNull();
    expect(jsonBoundsProblem(JSON.stringify(Array(MAX_ARRAY_ITEMS).fill({a: 1, b: 2})))).toBeNull();
    expect(jsonBoundsProblem(JSON.stringify([Array(MAX_ARRAY_ITEMS + 1).fill(0)]))).toMatch(/more than 1000 items/);
    // An object's members are not array items; commas inside strings are not separators.
    expect(jsonBoundsProblem(JSON.stringify(Object.fromEntries(Array.from({length: 2000}, (_, i) => [`k${i}`, i]))))).toBeNull();
    expect(jsonBoundsProblem(JSON.stringify([','.repeat(5000)]))).toBeNull();
    // The inbox listing bounds the depth only.
    expect(jsonBoundsProblem(JSON.stringify(Array(5000).fill(0)), false)).toBeNull();
  });
});

describe('the input checks', () => {
  it('refuse NUL characters and lone surrogates, and take every other character', () => {
    expect(stringProblem('a\u0000b')).toMatch(/^contains a NUL character/);
    expect(stringProblem('\ud800')).toMatch(/^contains a lone surrogate/);
    expect(stringProblem('x\udc00')).toMatch(/^contains a lone surrogate/);
    expect(stringProblem('Zoë 睡眠 🛌 \u0001\u007f\ufffd')).toBeNull();
  });

  it('name the field of a body value or key at any depth, walking deep bodies without recursion', () => {
    expect(bodyValueProblem({a: [{b: 'x\u0000'}]})).toEqual({
      context: 'body',
      field: 'a',
      text: 'body.a.0.b contains a NUL character (U+0000): remove it',
    });
    expect(bodyValueProblem({a: {'\ud800': 1}})?.text).toMatch(/^A property name in body\.a contains a lone surrogate/);
    expect(bodyValueProblem('\u0000')?.text).toMatch(/^body contains a NUL character/);
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(bodyValueProblem(deep)?.field).toBe('0');
  });

  it('name a path or query parameter, repeated ones included', () => {
    expect(parameterProblem('querystring', {page: '1', user_id: ['ok', 'a\u0000']})).toEqual({
      context: 'querystring',
      field: 'user_id',
      text: 'query.user_id contains a NUL character (U+0000): remove it',
    });
    expect(parameterProblem('params', {user_id: '\ud800'})?.text).toMatch(/^path\.user_id contains a lone surrogate/);
  });

  it('look only at the declared query parameters when told which', () => {
    const query = {undeclared: 'a\u0000', date: ['2024-01-01', '\ud800']};
    expect(parameterProblem('querystring', query, new Set(['user_id']))).toBeNull();
    expect(parameterProblem('querystring', query, new Set(['date']))?.text).toMatch(/^query\.date contains a lone surrogate/);
    expect(parameterProblem('querystring', query)?.field).toBe('undeclared');
  });

  it('read the Basic pair from its bytes, naming the part that is not text the store can take', () => {
    const basic = (bytes: Buffer) => `Basic ${bytes.toString('base64')}`;
    expect(basicPair(basic(Buffer.from('demoClientUUID:s3cr:et')))).toEqual({username: 'demoClientUUID', secret: 's3cr:et', problem: null});
    expect(basicPair(basic(Buffer.from('a\u0000b:secret')))?.problem).toBe(
      "The Authorization header's username contains a NUL character (U+0000): remove it",
    );
    expect(basicPair(basic(Buffer.from([0xed, 0xa0, 0x80, 0x3a, 0x41])))?.problem).toBe(
      "The Authorization header's username is not valid UTF-8: encode it as UTF-8",
    );
    expect(basicPair(basic(Buffer.concat([Buffer.from('user:'), Buffer.from([0xc3, 0x28])])))?.problem).toMatch(
      /^The Authorization header's secret is not valid UTF-8/,
    );
    expect(basicPair(basic(Buffer.from('no colon')))).toBeNull();
    // What authentication and the rate limit's key read: never a pair with a problem.
    expect(basicCredentials(basic(Buffer.from('a\u0000b:secret')))).toBeNull();
    expect(basicCredentials(basic(Buffer.from('demoClientUUID:s\u0000')))).toBeNull();
    expect(basicCredentials(basic(Buffer.from('demoClientUUID:demoClientSecret')))).toEqual(['demoClientUUID', 'demoClientSecret']);
    expect(basicPair('Bearer abc')).toBeNull();
  });

  it('parse a header once for every request that brings it, and each header on its own', () => {
    const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;
    const first = basicPair(basic('runner:one'));
    expect(basicPair(basic('runner:one'))).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(basicPair(basic('runner:two'))).toEqual({username: 'runner', secret: 'two', problem: null});
    // A header longer than those kept is parsed each time, the same way.
    const long = basic(`runner:${'s'.repeat(600)}`);
    expect(basicPair(long)).toEqual({username: 'runner', secret: 's'.repeat(600), problem: null});
    expect(basicPair(long)).not.toBe(basicPair(long));
    // More headers than are kept: the oldest is parsed again when it comes back, with the same answer.
    for (let index = 0; index < 1_100; index += 1) basicPair(basic(`client-${index}:secret`));
    expect(basicPair(basic('runner:one'))).not.toBe(first);
    expect(basicPair(basic('runner:one'))).toEqual(first);
  });
});
