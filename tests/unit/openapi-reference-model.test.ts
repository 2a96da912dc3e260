import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadContract} from '../../core/contract/load';
import type {OperationModel, ReferenceModel, SchemaNode} from '../../core/contract/model/types';
import {describeConstraints} from '../../core/contract/model/fields';

const fixture = (name: string) => path.resolve(__dirname, '../fixtures/openapi', name);
const load = async (name: string): Promise<ReferenceModel> => (await loadContract(fixture(name))).model;

const op = (model: ReferenceModel, id: string): OperationModel => {
  const found = model.operations.find((o) => o.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};
const schema = (model: ReferenceModel, name: string): SchemaNode => {
  const found = model.schemas.find((s) => s.name === name);
  if (!found) throw new Error(`no schema ${name}`);
  return found.schema;
};
const prop = (node: SchemaNode, name: string): SchemaNode => {
  const found = node.properties.find((p) => p.name === name);
  if (!found) throw new Error(`no property ${name}`);
  return found.schema;
};

describe('refs', () => {
  it('keeps the names behind $refs for schemas, responses and links', async () => {
    const model = await load('refs.yaml');
    const getPet = op(model, 'getPet');
    const ok = getPet.responses.find((r) => r.status === '200')!;
    expect(ok.content[0]!.schema!.refName).toBe('Pet');
    expect(prop(ok.content[0]!.schema!, 'owner').refName).toBe('Owner');
    const notFound = getPet.responses.find((r) => r.status === '404')!;
    expect(notFound.refName).toBe('NotFound');
    expect(notFound.anchor).toBe('response-404');
    expect(notFound.content[0]!.schema!.refName).toBe('Error');
  });

  it('merges path-level parameters and resolves shared bodies', async () => {
    const model = await load('refs.yaml');
    const getPet = op(model, 'getPet');
    expect(getPet.parameters.map((p) => [p.in, p.name, p.required])).toEqual([
      ['path', 'pet_id', true],
      ['query', 'verbose', false],
    ]);
    expect(getPet.parameters[0]!.anchor).toBe('parameter-path-pet_id');
    const replace = op(model, 'replacePet');
    expect(replace.requestBody?.required).toBe(true);
    expect(replace.requestBody?.content[0]!.examples[0]!.value).toEqual({name: 'Rex', owner: {name: 'Ana'}});
  });

  it('builds schema pages with the operations that use them, and routes', async () => {
    const model = await load('refs.yaml');
    expect(model.schemas.map((s) => s.name)).toEqual(['Pet', 'Owner', 'Error']);
    const owner = model.schemas.find((s) => s.name === 'Owner')!;
    expect(owner.permalink).toBe('/api/schemas/Owner/');
    expect(owner.usedBy.map((o) => o.operationId).sort()).toEqual(['getPet', 'replacePet']);
    expect(op(model, 'getPet').permalink).toBe('/api/operations/getPet/');
    expect(model.nav.tags).toEqual([{name: 'Pets', operations: expect.any(Array)}]);
    expect(model.overview.errors).toEqual([expect.objectContaining({status: '404', refName: 'NotFound', schemaName: 'Error'})]);
    expect(model.overview.downloads).toEqual({yaml: '/api/rook-api.yaml', json: '/api/rook-api.json'});
  });

  it('inherits global security and generates samples against the sandbox server', async () => {
    const model = await load('refs.yaml');
    const getPet = op(model, 'getPet');
    expect(getPet.security).toEqual([[expect.objectContaining({name: 'basicAuth', kind: 'http', scheme: 'basic'})]]);
    const curl = getPet.samples.find((s) => s.language === 'curl')!.code;
    // The host is the reader's ROOK_API_URL, never a server written into the sample.
    expect(curl).toContain('--url "$ROOK_API_URL/pets/rex-1?verbose=true"');
    expect(curl).toContain('--user "$ROOK_CLIENT_UUID:$ROOK_SECRET_KEY"');
    // The response had no example: one is built from the schema's examples.
    const ok = getPet.responses.find((r) => r.status === '200')!;
    expect(ok.content[0]!.examples[0]).toMatchObject({generated: true, value: {name: 'string', owner: {name: 'Ana'}}});
  });
});

describe('required-first ordering', () => {
  it('lists required properties first, each group in contract order', async () => {
    const model = await load('required-first.yaml');
    const profile = schema(model, 'Profile');
    expect(profile.properties.map((p) => [p.name, p.required])).toEqual([
      ['beta', true],
      ['zeta', true],
      ['alpha', false],
      ['gamma', false],
    ]);
  });

  it('merges allOf members, keeping their required lists', async () => {
    const model = await load('required-first.yaml');
    const extended = schema(model, 'Extended');
    expect(extended.properties.map((p) => p.name)).toEqual(['beta', 'zeta', 'delta', 'alpha', 'gamma']);
  });
});

describe('enums and constraints', () => {
  it('carries patterns, lengths, bounds, defaults and enums', async () => {
    const model = await load('enums-constraints.yaml');
    const [userId, source, page] = op(model, 'getStatus').parameters;
    expect(userId!.schema.constraints).toEqual({pattern: '^[A-Za-z0-9-]+$', minLength: 1, maxLength: 50});
    expect(describeConstraints(userId!.schema.constraints)).toEqual(['1–50 characters', 'pattern ^[A-Za-z0-9-]+$']);
    expect(source!.name).toBe('source');
    expect(source!.schema.enum).toEqual(['Garmin', 'Oura', 'Polar']);
    expect(source!.example).toBe('Garmin');
    expect(page!.schema.default).toBe(1);
    expect(page!.required).toBe(false);

    const status = schema(model, 'Status');
    expect(prop(status, 'mood').constraints).toEqual({minimum: 1, maximum: 5});
    expect(prop(status, 'ratio').constraints).toEqual({exclusiveMinimum: 0, exclusiveMaximum: 1});
    expect(describeConstraints(prop(status, 'tags').constraints)).toEqual(['1–3 items', 'unique items']);
    expect(prop(status, 'tags').type).toBe('array<string>');
    expect(prop(status, 'day')).toMatchObject({type: 'string', format: 'date', example: '2022-10-28'});
    expect(prop(status, 'phase')).toMatchObject({enum: ['menstrual', 'follicular', 'ovulatory', 'luteal'], default: 'follicular'});
  });
});

describe('deprecated', () => {
  it('flags deprecated operations, parameters and properties and links the successor', async () => {
    const model = await load('deprecated.yaml');
    const v1 = op(model, 'listThingsV1');
    expect(v1.deprecated).toBe(true);
    expect(v1.supersededBy).toMatchObject({operationId: 'listThingsV2', permalink: '/api/operations/listThingsV2/'});
    expect(v1.parameters[0]!.deprecated).toBe(true);
    expect(prop(v1.responses[0]!.content[0]!.schema!, 'old_field').deprecated).toBe(true);
    expect(op(model, 'listThingsV2').deprecated).toBe(false);
    expect(v1.security).toEqual([]);
    expect(v1.samples.find((s) => s.language === 'curl')!.code).not.toContain('--user');
  });
});

describe('nullable and oneOf', () => {
  it('reads 3.1 null types and folds `oneOf: [X, null]` into a nullable X', async () => {
    const model = await load('nullable-oneof.yaml');
    const reading = schema(model, 'Reading');
    expect(prop(reading, 'url')).toMatchObject({type: 'string', format: 'uri', nullable: true});
    expect(prop(reading, 'owner')).toMatchObject({refName: 'Owner', nullable: true, type: 'object'});
    const value = prop(reading, 'value');
    expect(value.type).toBe('oneOf');
    expect(value.variants?.options.map((o) => o.type)).toEqual(['integer', 'string']);
    expect(prop(reading, 'level')).toMatchObject({type: 'string', enum: ['low', 'high'], nullable: true});
  });
});

describe('recursion', () => {
  it('stops at a schema that contains itself instead of looping', async () => {
    const model = await load('recursion.yaml');
    const tree = schema(model, 'TreeNode');
    expect(prop(tree, 'children').items).toMatchObject({refName: 'TreeNode', circular: true});
    const target = prop(prop(tree, 'parent'), 'target');
    expect(target).toMatchObject({refName: 'TreeNode', circular: true});
    expect(() => JSON.stringify(model)).not.toThrow();
    expect(model.schemas.find((s) => s.name === 'TreeNode')!.example).toEqual({id: 'string', children: [{}], parent: {target: {}}});
  });
});

describe('bad contracts fail with the file and the problem', () => {
  it.each([
    ['invalid-yaml.yaml', /invalid-yaml\.yaml: invalid YAML/],
    ['invalid-broken-ref.yaml', /invalid-broken-ref\.yaml: invalid OpenAPI: .*Missing/],
    ['invalid-missing-operation-id.yaml', /invalid-missing-operation-id\.yaml: GET \/nothing has no operationId/],
    ['invalid-superseded-by.yaml', /invalid-superseded-by\.yaml: GET \/old: x-superseded-by names "newCall"/],
    ['does-not-exist.yaml', /does-not-exist\.yaml: cannot read the contract/],
  ])('%s', async (name, message) => {
    await expect(loadContract(fixture(name))).rejects.toThrow(message);
  });
});
