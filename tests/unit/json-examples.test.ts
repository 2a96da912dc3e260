import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {loadContract} from '../../core/contract/load';

/**
 * Every ```json block in docs/ must name the contract schema it shows, with
 * `schema=Name` (or `schema=Name[]` for an array of Name) in its meta, and must
 * validate against it. A block without a schema name fails: an example nobody
 * checks is an example that silently rots.
 */

const root = path.resolve(__dirname, '../..');
const contract = await loadContract();

const ajv = new Ajv2020({allErrors: true, strict: false});
addFormats(ajv);
ajv.addSchema({$id: 'rook-contract', components: contract.bundled.components});

function validatorFor(ref: string) {
  const isArray = ref.endsWith('[]');
  const name = isArray ? ref.slice(0, -2) : ref;
  if (!contract.model.schemas.some((s) => s.name === name)) throw new Error(`schema "${name}" is not in the contract`);
  const item = {$ref: `rook-contract#/components/schemas/${name}`};
  return ajv.compile(isArray ? {type: 'array', items: item} : item);
}

type Schema = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The schemas that apply at one place: the schema itself and its allOf/oneOf/anyOf branches, flattened. */
function branches(schema: Schema | undefined): Schema[] {
  if (!schema || typeof schema !== 'object') return [];
  return [schema, ...['allOf', 'oneOf', 'anyOf'].flatMap((k) => (Array.isArray(schema[k]) ? schema[k].flatMap(branches) : []))];
}

/**
 * Properties of the example that no applicable schema declares, as paths
 * (`$.metadata.extra`). Ajv accepts them because the contract leaves
 * additionalProperties open; an example must still show only documented
 * fields. An object the contract declares open (`additionalProperties: true`),
 * a map (additionalProperties a schema) and a free-form object are open.
 */
export function undeclaredProperties(schema: Schema, value: unknown, at = '$'): string[] {
  const applicable = branches(schema);
  if (Array.isArray(value)) {
    const items = applicable.map((s) => s.items).filter(Boolean);
    return items.length ? value.flatMap((item, i) => items.flatMap((s) => undeclaredProperties(s, item, `${at}[${i}]`))) : [];
  }
  if (!value || typeof value !== 'object') return [];
  const declared = new Map<string, Schema[]>();
  let open = false;
  for (const s of applicable) {
    for (const [name, sub] of Object.entries<Schema>(s.properties ?? {})) declared.set(name, [...(declared.get(name) ?? []), sub]);
    // `additionalProperties: true` written out is the contract declaring the object open.
    if (s.additionalProperties === true || (s.additionalProperties && typeof s.additionalProperties === 'object' && !s.properties))
      open = true;
  }
  // A free-form object (no property declared anywhere, as for non-structured data) is open too.
  if (open || (declared.size === 0 && !applicable.some((s) => s.additionalProperties === false))) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const subs = declared.get(key);
    if (!subs) return [`${at}.${key}`];
    // A key declared by several branches: undeclared only if every branch finds it undeclared.
    const found = subs.map((sub) => undeclaredProperties(sub, child, `${at}.${key}`));
    return found.reduce((a, b) => (a.length <= b.length ? a : b));
  });
}

function schemaNamed(ref: string): Schema {
  const name = ref.endsWith('[]') ? ref.slice(0, -2) : ref;
  const schema = (contract.dereferenced as Schema).components.schemas[name];
  return ref.endsWith('[]') ? {type: 'array', items: schema} : schema;
}

interface Example {
  file: string;
  line: number;
  meta: string;
  body: string;
}

function docFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return docFiles(full);
    return /\.mdx?$/.test(entry) ? [full] : [];
  });
}

export function extractJsonExamples(file: string, text: string): Example[] {
  const out: Example[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,})json\b(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const [, indent, fence, meta] = open;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && lines[j]!.trim() !== fence) body.push(lines[j++]!.slice(indent!.length));
    out.push({file: path.relative(root, file), line: i + 1, meta: meta!.trim(), body: body.join('\n')});
    i = j;
  }
  return out;
}

export function schemaNameOf(meta: string): string | null {
  return /(?:^|\s)schema=["']?([A-Za-z0-9]+(?:\[\])?)["']?/.exec(meta)?.[1] ?? null;
}

const examples = docFiles(path.join(root, 'docs')).flatMap((f) => extractJsonExamples(f, readFileSync(f, 'utf8')));

/** The contract's own examples of named schemas (the documents the reference and the sandbox show). */
const extraExamples = Object.entries<Schema>((contract.dereferenced as Schema).components.schemas).flatMap(([name, schema]) =>
  (Array.isArray(schema.examples) ? schema.examples : []).map((value: unknown, i: number) => ({
    where: `${name}.examples[${i}]`,
    schema,
    value,
  })),
);

describe('JSON examples in the guides', () => {
  it('exist (the extractor finds the guides’ examples)', () => {
    expect(examples.length).toBeGreaterThanOrEqual(5);
  });

  it.each(examples.map((e) => [`${e.file}:${e.line}`, e] as const))('%s matches its schema', (_where, e) => {
    const name = schemaNameOf(e.meta);
    expect(name, `add schema=<ContractSchemaName> to the json block's meta`).not.toBeNull();
    const value = JSON.parse(e.body);
    const validate = validatorFor(name!);
    const ok = validate(value);
    expect(ok, ajv.errorsText(validate.errors, {separator: '\n'})).toBe(true);
    expect(undeclaredProperties(schemaNamed(name!), value), 'properties the schema does not declare').toEqual([]);
  });

  it.each(extraExamples.map((e) => [e.where, e] as const))('contract example %s declares every property it shows', (_where, e) => {
    expect(undeclaredProperties(e.schema, e.value)).toEqual([]);
  });
});

describe('the checker itself', () => {
  it('flags a property no schema declares, at any depth, but not a map or a branch that declares it', () => {
    expect(undeclaredProperties(schemaNamed('DataSourceAuthorizer'), {data_source: 'Oura', authorized: true, extra: 1})).toEqual([
      '$.extra',
    ]);
    const nested = {type: 'object', properties: {a: {type: 'array', items: {allOf: [{properties: {x: {}}}, {properties: {y: {}}}]}}}};
    expect(undeclaredProperties(nested, {a: [{x: 1, y: 2}, {z: 3}]})).toEqual(['$.a[1].z']);
    expect(undeclaredProperties({type: 'object', additionalProperties: {type: 'number'}}, {anything: 1})).toEqual([]);
    expect(undeclaredProperties({oneOf: [{properties: {a: {}}}, {properties: {b: {}}}]}, {a: 1, b: 2})).toEqual([]);
  });

  it('rejects an example that breaks its schema', () => {
    const validate = validatorFor('DataSourceAuthorizer');
    expect(validate({data_source: 'Fitbit Pro', authorized: 'yes', authorization_url: null})).toBe(false);
    expect(validatorFor('AuthorizedDataSourceV2[]')([{data_source: 'Garmin'}])).toBe(false);
  });

  it('reads the schema name from the block meta and flags blocks without one', () => {
    expect(schemaNameOf('schema=RevokeRequest')).toBe('RevokeRequest');
    expect(schemaNameOf('title="x" schema="AuthorizedDataSourceV2[]"')).toBe('AuthorizedDataSourceV2[]');
    expect(schemaNameOf('title="payload.json"')).toBeNull();
    const found = extractJsonExamples('x.mdx', 'a\n```json\n{"a": 1}\n```\n   ```json schema=Message\n   {"message": "ok"}\n   ```\n');
    expect(found.map((f) => [f.meta, f.body])).toEqual([
      ['', '{"a": 1}'],
      ['schema=Message', '{"message": "ok"}'],
    ]);
  });

  it('fails loudly on an unknown schema name', () => {
    expect(() => validatorFor('NoSuchSchema')).toThrow('schema "NoSuchSchema" is not in the contract');
  });
});
