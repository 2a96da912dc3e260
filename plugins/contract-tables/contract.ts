import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';

/**
 * Reads the OpenAPI contract and answers the questions the guides ask of it:
 * which operations exist, and which fields a schema has. Only local
 * `#/components/...` references occur in the contract, so a small resolver is
 * enough and keeps this synchronous (remark and tests both call it).
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  deprecated?: boolean;
  [key: string]: unknown;
};

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
  deprecated: boolean;
}

export interface Contract {
  openapi: string;
  tags?: {name: string; description?: string}[];
  paths: Record<string, Record<string, {operationId?: string; summary?: string; tags?: string[]; deprecated?: boolean}>>;
  components: {schemas: Record<string, JsonSchema>; [key: string]: unknown};
}

export const defaultContractPath = path.resolve(__dirname, '../../openapi/rook-api.yaml');

const cache = new Map<string, Contract>();

export function loadContract(file: string = defaultContractPath): Contract {
  const cached = cache.get(file);
  if (cached) return cached;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`contract-tables: cannot read the API contract at ${file}. It comes from the api branch (openapi/rook-api.yaml).`);
  }
  const doc = parse(text) as Contract;
  if (!doc?.paths || !doc.components?.schemas) {
    throw new Error(`contract-tables: ${file} has no paths or components.schemas; is it an OpenAPI document?`);
  }
  cache.set(file, doc);
  return doc;
}

const httpMethods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Every operation in contract order. */
export function listOperations(contract: Contract): Operation[] {
  const ops: Operation[] = [];
  for (const [p, item] of Object.entries(contract.paths)) {
    for (const method of httpMethods) {
      const op = item[method];
      if (!op) continue;
      if (!op.operationId) throw new Error(`contract-tables: ${method.toUpperCase()} ${p} has no operationId.`);
      ops.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path: p,
        summary: op.summary ?? op.operationId,
        tag: op.tags?.[0] ?? 'Other',
        deprecated: Boolean(op.deprecated),
      });
    }
  }
  return ops;
}

export function resolveRef(contract: Contract, ref: string): JsonSchema {
  if (!ref.startsWith('#/')) throw new Error(`contract-tables: only local $ref values are supported, got "${ref}".`);
  let node: unknown = contract;
  for (const part of ref.slice(2).split('/')) {
    node = (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  if (!node) throw new Error(`contract-tables: $ref "${ref}" does not resolve.`);
  return node as JsonSchema;
}

export function getSchema(contract: Contract, name: string): JsonSchema {
  const schema = contract.components.schemas[name];
  if (!schema) {
    const known = Object.keys(contract.components.schemas).join(', ');
    throw new Error(`contract-tables: schema "${name}" is not in the contract. Known schemas: ${known}.`);
  }
  return schema;
}

/** Follows $ref and merges allOf so callers see one object schema. */
export function flatten(contract: Contract, schema: JsonSchema, seen: string[] = []): JsonSchema {
  if (schema.$ref) {
    if (seen.includes(schema.$ref)) return {type: 'object', description: schema.description};
    const target = flatten(contract, resolveRef(contract, schema.$ref), [...seen, schema.$ref]);
    // A description next to a $ref is more specific than the target's.
    return schema.description ? {...target, description: schema.description} : target;
  }
  if (schema.allOf) {
    const parts = schema.allOf.map((s) => flatten(contract, s, seen));
    const merged: JsonSchema = {...schema, allOf: undefined, properties: {...schema.properties}, required: [...(schema.required ?? [])]};
    for (const p of parts) {
      Object.assign(merged.properties!, p.properties);
      merged.required!.push(...(p.required ?? []));
      merged.type ??= p.type;
      merged.description ??= p.description;
    }
    delete merged.allOf;
    return merged;
  }
  return schema;
}

export interface FieldRow {
  /** Dotted path; `[]` marks the items of an array. */
  path: string;
  type: string;
  required: boolean;
  nullable: boolean;
  description: string;
  /** Allowed values, bounds or format, in words. */
  constraints: string[];
}

function typeLabel(s: JsonSchema): {label: string; nullable: boolean} {
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  const nullable = types.includes('null') || s.nullable === true;
  let main = types.filter((t) => t !== 'null');
  if (main.length === 0 && (s.oneOf || s.anyOf)) main = ['one of several shapes'];
  if (main.length === 0 && s.properties) main = ['object'];
  if (main.length === 0 && s.items) main = ['array'];
  let label = main.join(' or ') || 'any';
  if (label === 'array' && s.items) {
    const item = s.items;
    const itemType = Array.isArray(item.type) ? item.type.filter((t) => t !== 'null').join(' or ') : item.type;
    if (item.$ref) label = `array of ${item.$ref.split('/').pop()}`;
    else if (itemType) label = `array of ${itemType}`;
  }
  if (s.format) label += ` (${s.format})`;
  return {label, nullable};
}

function constraintsOf(s: JsonSchema): string[] {
  const out: string[] = [];
  if (s.enum) out.push(`One of: ${s.enum.filter((v) => v !== null).map((v) => `\`${String(v)}\``).join(', ')}`);
  if (s.const !== undefined) out.push(`Always \`${String(s.const)}\``);
  if (s.minimum !== undefined && s.maximum !== undefined) out.push(`${s.minimum} to ${s.maximum}`);
  else if (s.minimum !== undefined) out.push(`At least ${s.minimum}`);
  else if (s.maximum !== undefined) out.push(`At most ${s.maximum}`);
  if (s.minLength !== undefined || s.maxLength !== undefined) {
    out.push(`Length ${s.minLength ?? 0} to ${s.maxLength ?? 'any'}`);
  }
  if (s.pattern) out.push(`Pattern \`${s.pattern}\``);
  return out;
}

/**
 * One row per field, depth first, so nested objects read as a tree:
 * `physical_health.summary.physical_summary.distance.steps_int`.
 */
export function schemaFieldRows(contract: Contract, name: string, maxDepth = 12): FieldRow[] {
  const rows: FieldRow[] = [];
  const walk = (schema: JsonSchema, prefix: string, depth: number, refs: string[]) => {
    const refHere = schema.$ref ?? (schema.items?.$ref ? schema.items.$ref : undefined);
    if (refHere && refs.includes(refHere)) return; // recursive schema: stop, the row above names it
    const nextRefs = refHere ? [...refs, refHere] : refs;
    const s = flatten(contract, schema);
    const target = s.items ? flatten(contract, s.items) : s;
    if (!target.properties || depth > maxDepth) return;
    const required = new Set(target.required ?? []);
    for (const [key, raw] of Object.entries(target.properties)) {
      const prop = flatten(contract, raw);
      const {label, nullable} = typeLabel(raw.$ref ? {...prop, $ref: undefined} : prop);
      const fieldPath = `${prefix}${s.items ? '[].' : prefix ? '.' : ''}${key}`.replace(/^\./, '');
      rows.push({
        path: fieldPath,
        type: label,
        required: required.has(key),
        nullable,
        description: (prop.description ?? '').trim().replace(/\s+/g, ' '),
        constraints: constraintsOf(prop.enum || !prop.items ? prop : flatten(contract, prop.items)),
      });
      walk(raw, fieldPath, depth + 1, nextRefs);
    }
  };
  walk(getSchema(contract, name), '', 0, [`#/components/schemas/${name}`]);
  return rows;
}
