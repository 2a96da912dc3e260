import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {loadContract} from '../../plugins/openapi-reference/load';

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
  });
});

describe('the checker itself', () => {
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
    expect(found.map((f) => [f.meta, f.body])).toEqual([['', '{"a": 1}'], ['schema=Message', '{"message": "ok"}']]);
  });

  it('fails loudly on an unknown schema name', () => {
    expect(() => validatorFor('NoSuchSchema')).toThrow('schema "NoSuchSchema" is not in the contract');
  });
});
