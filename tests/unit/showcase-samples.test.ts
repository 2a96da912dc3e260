/**
 * Every sample answer the Showcase prototypes display must be a valid
 * response of the OpenAPI contract: validated with Ajv (JSON Schema 2020-12,
 * which OpenAPI 3.1 uses) after dereferencing, plus a check that the samples
 * use no field name the contract does not declare.
 */
import {Ajv2020} from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {loadContract} from '../../core/contract/load';
import {authorizedCall, authorizerCall, revokeCall} from '../../src/components/showcase/state/apiCalls';
import {beforeAll, describe, expect, it} from 'vitest';
import {apiSources} from '../../src/components/showcase/state/connections';
import {dataSources} from '../../core/data/dataSources';
import {
  authorizedSourcesSample,
  authorizerSample,
  bodySummaries,
  physicalSummaries,
  revokeSample,
  sampleDates,
  sleepSummaries,
} from '../../core/data/showcaseSamples';

type Schema = Record<string, unknown>;

let schemas: Record<string, Schema>;
let ajv: InstanceType<typeof Ajv2020>;

beforeAll(async () => {
  const doc = (await loadContract()).dereferenced as {components: {schemas: Record<string, Schema>}};
  schemas = doc.components.schemas;
  // OpenAPI adds keywords (deprecated, examples, discriminator…) that plain JSON Schema validators call unknown.
  ajv = new Ajv2020({strict: false, allErrors: true});
  addFormats(ajv);
});

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Ajv's verdict, as readable lines. */
function errorsOf(schemaName: string, value: unknown): string[] {
  const schema = schemas[schemaName];
  if (!schema) return [`the contract has no schema ${schemaName}`];
  const validate = ajv.compile(schema);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${schemaName}${e.instancePath} ${e.message}`);
}

/** Property schemas an object may have under `schema`, through allOf/anyOf/oneOf; null when any key is allowed. */
function declaredProperties(schema: Schema): Map<string, Schema> | null {
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) return null;
  const found = new Map<string, Schema>(Object.entries((schema.properties as Record<string, Schema>) ?? {}));
  for (const part of [...((schema.allOf as Schema[]) ?? [])]) {
    const inner = declaredProperties(part);
    if (inner === null) return null;
    for (const [k, v] of inner) if (!found.has(k)) found.set(k, v);
  }
  return found;
}

/** Object branch of a nullable anyOf/oneOf, else the schema itself. */
function objectBranch(schema: Schema): Schema {
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  return branches?.find((b) => b.type === 'object' || b.properties || b.allOf) ?? schema;
}

/** Keys in `value` that its schema does not declare (a misspelt or renamed field passes Ajv otherwise). */
function undeclaredKeys(schema: Schema, value: unknown, at: string): string[] {
  if (Array.isArray(value)) {
    const items = schema.items as Schema | undefined;
    return items ? value.flatMap((v, i) => undeclaredKeys(objectBranch(items), v, `${at}[${i}]`)) : [];
  }
  if (!isObject(value)) return [];
  const props = declaredProperties(objectBranch(schema));
  if (props === null) return [];
  return Object.entries(value).flatMap(([key, v]) => {
    const sub = props.get(key);
    return sub ? undeclaredKeys(objectBranch(sub), v, `${at}.${key}`) : [`${at}.${key}`];
  });
}

function check(schemaName: string, value: unknown): string[] {
  const schema = schemas[schemaName];
  return [...errorsOf(schemaName, value), ...(schema ? undeclaredKeys(schema, value, schemaName) : [])];
}

describe('Showcase samples match the API contract', () => {
  it('the key check catches an undeclared field', () => {
    const doc = structuredClone(physicalSummaries[0]!) as unknown as {
      physical_health: {summary: {physical_summary: {distance: Record<string, unknown>}}};
    };
    doc.physical_health.summary.physical_summary.distance.step_count_int = 1;
    expect(check('PhysicalSummaryDocument', doc)).toEqual([
      'PhysicalSummaryDocument.physical_health.summary.physical_summary.distance.step_count_int',
    ]);
  });

  it('the schema check catches a wrong type and a missing area', () => {
    const doc = structuredClone(sleepSummaries[0]!) as unknown as {
      document_version: unknown;
      sleep_health: {summary: {sleep_summary: Record<string, unknown>}};
    };
    doc.document_version = '1';
    delete doc.sleep_health.summary.sleep_summary.scores;
    const problems = check('SleepSummaryDocument', doc);
    expect(problems.some((p) => p.includes('/document_version must be integer'))).toBe(true);
    expect(problems.some((p) => p.includes("must have required property 'scores'"))).toBe(true);
  });

  it.each(apiSources.map((s) => [s.name, s] as const))('%s authorizer answers, before and after consent', (_name, source) => {
    for (const authorized of [false, true]) {
      expect(check('DataSourceAuthorizer', authorizerSample(source.authorizerName, source.slug, authorized))).toEqual([]);
    }
  });

  it('the v2 authorized-sources list, with nobody and everybody linked', () => {
    for (const linked of [new Set<string>(), new Set(dataSources.map((s) => s.slug))]) {
      const list = authorizedSourcesSample(linked);
      expect(list.length).toBeGreaterThan(0);
      list.forEach((entry) => expect(check('AuthorizedDataSourceV2', entry)).toEqual([]));
    }
  });

  it.each(dataSources.flatMap((s) => (s.revokeName ? [[s.revokeName]] : [])))('revoking %s: request body and message', (name) => {
    expect(check('RevokeRequest', {data_source: name})).toEqual([]);
    expect(check('Message', revokeSample(name))).toEqual([]);
  });

  it.each(sampleDates)('physical, sleep and body summary documents for %s', (date) => {
    const i = sampleDates.indexOf(date);
    expect(check('PhysicalSummaryDocument', physicalSummaries[i])).toEqual([]);
    expect(check('SleepSummaryDocument', sleepSummaries[i])).toEqual([]);
    expect(check('BodySummaryDocument', bodySummaries[i])).toEqual([]);
  });

  it('has one document of each summary per sample date', () => {
    expect(physicalSummaries).toHaveLength(sampleDates.length);
    expect(sleepSummaries).toHaveLength(sampleDates.length);
    expect(bodySummaries).toHaveLength(sampleDates.length);
  });
});

describe('Showcase API calls are operations of the contract', () => {
  const calls = () => [
    ...dataSources.flatMap((s) =>
      s.authorizerName ? [authorizerCall(s.authorizerName, authorizerSample(s.authorizerName, s.slug, false))] : [],
    ),
    authorizedCall(authorizedSourcesSample(new Set())),
    ...dataSources.flatMap((s) => (s.revokeName ? [revokeCall(s.revokeName, revokeSample(s.revokeName))] : [])),
  ];

  it('every call the panel shows matches an operation path, method and documented status', async () => {
    const {model} = await loadContract();
    const templates = model.operations.map((op) => ({
      op,
      pattern: new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
    }));
    for (const call of calls()) {
      const match = templates.find((t) => t.op.method === call.method && t.pattern.test(call.path.split('?')[0]!));
      expect(match, `${call.method} ${call.path}`).toBeDefined();
      expect(match!.op.deprecated, `${call.method} ${call.path} uses a deprecated operation`).toBe(false);
      expect(match!.op.responses.map((r) => r.status)).toContain(String(call.status));
    }
  });
});
