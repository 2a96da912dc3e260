/**
 * Helpers for the API contract tests: load openapi/rook-api.yaml, walk its
 * schemas and examples, and report problems as readable strings so a failing
 * test names the exact place in the contract.
 */
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Ajv2020} from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {contractFiles, loadContract} from '../../../core/contract/load';

export const contractPath = contractFiles.rook;

/* The contract is plain JSON: the reference model's one Json type. */
import type {Json, JsonObject} from '../../../core/contract/model/types';
export type {Json, JsonObject};
export type OpenApiDoc = JsonObject;

const httpMethods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/* Everything comes from the one contract reader (core/contract/load.ts). */

export async function readContractText(): Promise<string> {
  return (await loadContract()).text;
}

/** The contract as written, $refs untouched (a copy the caller may change). */
export async function loadRawContract(): Promise<OpenApiDoc> {
  return structuredClone((await loadContract()).raw) as OpenApiDoc;
}

/**
 * A document with every $ref replaced by its target, read by the same loader
 * as the real contract: written to a temporary file as JSON (which is YAML).
 */
export async function loadDereferencedContract(doc?: OpenApiDoc): Promise<OpenApiDoc> {
  if (!doc) return (await loadContract()).dereferenced as OpenApiDoc;
  const file = writeTemporaryContract(doc);
  try {
    return (await loadContract(file.path)).dereferenced as OpenApiDoc;
  } finally {
    file.remove();
  }
}

/** Writes a contract to a fresh temporary folder; `remove` deletes it. */
export function writeTemporaryContract(doc: OpenApiDoc): {path: string; remove: () => void} {
  const dir = mkdtempSync(path.join(tmpdir(), 'rook-contract-'));
  const file = path.join(dir, 'rook-api.json');
  writeFileSync(file, JSON.stringify(doc, null, 2));
  return {path: file, remove: () => rmSync(dir, {recursive: true, force: true})};
}

export interface Operation {
  method: string;
  path: string;
  operation: JsonObject;
}

export function operationsOf(doc: OpenApiDoc): Operation[] {
  const paths = isObject(doc.paths) ? doc.paths : {};
  return Object.entries(paths).flatMap(([p, item]) =>
    httpMethods.flatMap((method) => {
      const operation = isObject(item) ? item[method] : undefined;
      return isObject(operation) ? [{method: method.toUpperCase(), path: p, operation}] : [];
    }),
  );
}

/** Sub-schema keywords that hold one schema, a list of schemas, or a map of schemas. */
const single = ['items', 'additionalProperties', 'not', 'contains', 'propertyNames', 'if', 'then', 'else'];
const lists = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const maps = ['properties', 'patternProperties', '$defs'];

/** Calls visit for a schema and every schema nested in it, with a JSON-pointer-like location. */
function walkSchema(
  schema: Json | undefined,
  where: string,
  visit: (schema: JsonObject, where: string) => void,
  seen = new Set<Json>(),
): void {
  if (!isObject(schema) || seen.has(schema)) return;
  seen.add(schema);
  visit(schema, where);
  for (const key of single) walkSchema(schema[key], `${where}/${key}`, visit, seen);
  for (const key of lists) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((s, i) => walkSchema(s, `${where}/${key}/${i}`, visit, seen));
  }
  for (const key of maps) {
    const map = schema[key];
    if (isObject(map)) for (const [name, s] of Object.entries(map)) walkSchema(s, `${where}/${key}/${name}`, visit, seen);
  }
}

/** Every schema in the document: named components, parameters, request bodies, responses. */
function forEachSchema(doc: OpenApiDoc, visit: (schema: JsonObject, where: string) => void): void {
  const seen = new Set<Json>();
  const components = isObject(doc.components) ? doc.components : {};
  for (const [name, schema] of Object.entries(isObject(components.schemas) ? components.schemas : {})) {
    walkSchema(schema, `#/components/schemas/${name}`, visit, seen);
  }
  for (const {where, schema} of schemaHolders(doc)) walkSchema(schema, where, visit, seen);
}

interface SchemaHolder {
  where: string;
  /** The parameter or media type object holding the schema and its examples. */
  holder: JsonObject;
  schema: Json | undefined;
}

/** Parameters and media types, wherever they are declared. */
function schemaHolders(doc: OpenApiDoc): SchemaHolder[] {
  const found: SchemaHolder[] = [];
  const mediaTypes = (content: Json | undefined, where: string) => {
    if (!isObject(content)) return;
    for (const [type, media] of Object.entries(content)) {
      if (isObject(media)) found.push({where: `${where}/content/${type}`, holder: media, schema: media.schema});
    }
  };
  const parameters = (list: Json | undefined, where: string) => {
    if (!Array.isArray(list)) return;
    list.forEach((p, i) => {
      if (isObject(p)) found.push({where: `${where}/parameters/${i}`, holder: p, schema: p.schema});
    });
  };
  const responses = (map: Json | undefined, where: string) => {
    if (!isObject(map)) return;
    for (const [status, response] of Object.entries(map)) {
      if (isObject(response)) mediaTypes(response.content, `${where}/responses/${status}`);
    }
  };
  for (const {method, path: p, operation} of operationsOf(doc)) {
    const where = `${method} ${p}`;
    parameters(operation.parameters, where);
    if (isObject(operation.requestBody)) mediaTypes(operation.requestBody.content, `${where}/requestBody`);
    responses(operation.responses, where);
  }
  const components = isObject(doc.components) ? doc.components : {};
  if (isObject(components.parameters)) {
    for (const [name, p] of Object.entries(components.parameters)) {
      if (isObject(p)) found.push({where: `#/components/parameters/${name}`, holder: p, schema: p.schema});
    }
  }
  if (isObject(components.responses)) {
    for (const [name, r] of Object.entries(components.responses)) {
      if (isObject(r)) mediaTypes(r.content, `#/components/responses/${name}`);
    }
  }
  return found;
}

/** Required properties must come before optional ones, so readers meet what they must send or handle first. */
export function requiredFirstProblems(doc: OpenApiDoc): string[] {
  const problems: string[] = [];
  forEachSchema(doc, (schema, where) => {
    if (!isObject(schema.properties)) return;
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    const names = Object.keys(schema.properties);
    const firstOptional = names.findIndex((n) => !required.has(n));
    if (firstOptional === -1) return;
    const late = names.slice(firstOptional).filter((n) => required.has(n));
    if (late.length > 0) {
      problems.push(`${where}: required ${late.join(', ')} listed after optional ${names[firstOptional]}`);
    }
  });
  return problems;
}

function createValidator(): Ajv2020 {
  const ajv = new Ajv2020({strict: true, allowUnionTypes: true, allErrors: true});
  addFormats(ajv);
  // The contract's own schema annotation (field provenance); any other unknown keyword stays an error.
  ajv.addKeyword('x-rook-published');
  return ajv;
}

export interface ExampleCase {
  where: string;
  schema: JsonObject;
  value: Json;
}

/** Every example in a dereferenced document, paired with the schema it must satisfy. */
export function examplesOf(doc: OpenApiDoc): ExampleCase[] {
  const cases: ExampleCase[] = [];
  for (const {where, holder, schema} of schemaHolders(doc)) {
    if (!isObject(schema)) continue;
    if ('example' in holder) cases.push({where: `${where}/example`, schema, value: holder.example});
    if (isObject(holder.examples)) {
      for (const [name, example] of Object.entries(holder.examples)) {
        if (isObject(example) && 'value' in example) cases.push({where: `${where}/examples/${name}`, schema, value: example.value});
      }
    }
  }
  forEachSchema(doc, (schema, where) => {
    if ('example' in schema) cases.push({where: `${where}/example`, schema, value: schema.example});
    if (Array.isArray(schema.examples)) {
      schema.examples.forEach((value, i) => cases.push({where: `${where}/examples/${i}`, schema, value}));
    }
  });
  return cases;
}

/** One line per example that does not match its schema. */
export function invalidExamples(doc: OpenApiDoc, ajv: Ajv2020 = createValidator()): string[] {
  // Compile each schema once: many examples share a schema, and compiling the large documents is slow.
  const compiled = new Map<JsonObject, ReturnType<Ajv2020['compile']>>();
  return examplesOf(doc).flatMap(({where, schema, value}) => {
    const validate = compiled.get(schema) ?? ajv.compile(schema);
    compiled.set(schema, validate);
    if (validate(value)) return [];
    const reasons = (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''}`);
    return [`${where}: ${reasons.join('; ')}`];
  });
}

/** The error, detail or message strings a response documents in its examples. */
export function responseMessages(response: Json | undefined): string[] {
  if (!isObject(response) || !isObject(response.content)) return [];
  const values: (Json | undefined)[] = [];
  for (const media of Object.values(response.content)) {
    if (!isObject(media)) continue;
    if ('example' in media) values.push(media.example);
    if (isObject(media.examples)) {
      for (const example of Object.values(media.examples)) if (isObject(example)) values.push(example.value);
    }
  }
  return values.flatMap((v) =>
    isObject(v) ? (['error', 'detail', 'message'] as const).flatMap((k) => (typeof v[k] === 'string' ? [v[k]] : [])) : [],
  );
}

/** Schemas or properties without a description, and properties whose type cannot be told. */
export function undocumentedSchemaProblems(doc: OpenApiDoc): string[] {
  const problems: string[] = [];
  const components = isObject(doc.components) ? doc.components : {};
  for (const [name, schema] of Object.entries(isObject(components.schemas) ? components.schemas : {})) {
    if (!isObject(schema) || typeof schema.description !== 'string') problems.push(`#/components/schemas/${name}: no description`);
  }
  forEachSchema(doc, (schema, where) => {
    if (!isObject(schema.properties)) return;
    for (const [name, property] of Object.entries(schema.properties)) {
      if (!isObject(property)) continue;
      if (typeof property.description !== 'string') problems.push(`${where}/properties/${name}: no description`);
      const typed = 'type' in property || 'const' in property || 'anyOf' in property || 'oneOf' in property || 'allOf' in property;
      if (!typed) problems.push(`${where}/properties/${name}: no type`);
    }
  });
  return problems;
}

/**
 * Error examples whose `path` is not a path of their own operation (each
 * `{parameter}` of the template standing for one segment), or whose `method`
 * is not the operation's: one line each. Returns the problems and how many
 * examples with a `path` it checked, so a test can tell a check that found
 * nothing to look at.
 */
export function errorExamplePathProblems(doc: OpenApiDoc): {problems: string[]; checked: number} {
  const problems: string[] = [];
  let checked = 0;
  for (const {method, path: template, operation} of operationsOf(doc)) {
    // Escape what a regular expression reads (not braces), then let each {parameter} stand for one segment.
    const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
    const responses = isObject(operation.responses) ? operation.responses : {};
    for (const [status, response] of Object.entries(responses)) {
      if (!/^[45]/.test(status) || !isObject(response) || !isObject(response.content)) continue;
      for (const [type, media] of Object.entries(response.content)) {
        if (!isObject(media)) continue;
        const values: [string, Json | undefined][] = [];
        if ('example' in media) values.push(['example', media.example]);
        if (isObject(media.examples)) {
          for (const [name, example] of Object.entries(media.examples))
            if (isObject(example)) values.push([`examples/${name}`, example.value]);
        }
        for (const [name, value] of values) {
          if (!isObject(value) || typeof value.path !== 'string') continue;
          checked += 1;
          const where = `${method} ${template} ${status} ${type} ${name}`;
          if (!pattern.test(value.path)) problems.push(`${where}: path ${value.path} is not this operation's`);
          if (value.method !== undefined && value.method !== method)
            problems.push(`${where}: method ${String(value.method)} is not ${method}`);
        }
      }
    }
  }
  return {problems, checked};
}
