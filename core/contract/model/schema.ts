import {richText} from '../../markdown/parse';
import type {Constraints, Json, PropertyNode, SchemaNode} from './types';

/* The contract as plain JSON: the loader validated its shape already. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Raw = any;

/** Deep enough for real payloads, shallow enough to stop runaway nesting. */
const MAX_DEPTH = 16;

/** Follows a local JSON pointer ("#/components/…") in the bundled document. */
function resolvePointer(doc: Raw, ref: string): Raw {
  if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported after bundling, got "${ref}"`);
  let node = doc;
  for (const part of ref.slice(2).split('/')) {
    const key = decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
    node = node?.[key];
    if (node === undefined) throw new Error(`$ref "${ref}" points at nothing`);
  }
  return node;
}

/** Name behind a component $ref, e.g. "#/components/schemas/User" → "User". */
export function refName(ref: string, kind = 'schemas'): string | undefined {
  const prefix = `#/components/${kind}/`;
  return ref.startsWith(prefix) ? decodeURIComponent(ref.slice(prefix.length)) : undefined;
}

/** Follows $ref chains (parameters, responses, bodies), returning the last name seen. */
export function deref(doc: Raw, value: Raw, kind = 'schemas'): {value: Raw; name?: string} {
  let name: string | undefined;
  const seen = new Set<string>();
  while (value && typeof value === 'object' && typeof value.$ref === 'string') {
    if (seen.has(value.$ref)) throw new Error(`$ref cycle at "${value.$ref}"`);
    seen.add(value.$ref);
    name = refName(value.$ref, kind) ?? name;
    value = resolvePointer(doc, value.$ref);
  }
  return {value, name};
}

/**
 * Turns a schema of the un-dereferenced contract into a display tree. $refs
 * are followed by hand so each node knows the component name behind it;
 * a $ref already on the current path becomes a `circular` leaf.
 */
export function buildSchema(doc: Raw, raw: Raw, ancestors: readonly string[] = []): SchemaNode {
  if (raw && typeof raw.$ref === 'string') {
    const name = refName(raw.$ref) ?? raw.$ref;
    if (ancestors.includes(raw.$ref) || ancestors.length >= MAX_DEPTH) {
      return {...emptyNode(name), refName: refName(raw.$ref), circular: true};
    }
    const target = resolvePointer(doc, raw.$ref);
    const node = buildSchema(doc, target, [...ancestors, raw.$ref]);
    // OpenAPI 3.1 lets a $ref carry its own description.
    if (raw.description) node.description = richText(raw.description);
    return {...node, refName: node.refName ?? refName(raw.$ref)};
  }
  if (!raw || typeof raw !== 'object') return emptyNode('any');
  const schema = mergeAllOf(doc, raw, ancestors);

  let types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  let nullable = schema.nullable === true || types.includes('null');
  types = types.filter((t) => t !== 'null');

  const node: SchemaNode = {
    type: types.join(' | ') || inferType(schema),
    description: richText(schema.description),
    constraints: constraintsOf(schema),
    nullable,
    deprecated: schema.deprecated === true,
    readOnly: schema.readOnly === true,
    writeOnly: schema.writeOnly === true,
    properties: [],
  };
  if (schema.format) node.format = String(schema.format);
  if (schema.title) node.title = String(schema.title);
  if (Array.isArray(schema.enum)) {
    node.enum = schema.enum.filter((v: Json) => v !== null);
    if (schema.enum.includes(null)) nullable = node.nullable = true;
  }
  if (schema.const !== undefined) node.enum = [schema.const];
  if (schema.default !== undefined) node.default = schema.default;
  const example = schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined);
  if (example !== undefined) node.example = example;
  if (schema.__refName) node.refName = schema.__refName;

  const required = new Set<string>(Array.isArray(schema.required) ? schema.required : []);
  const props: PropertyNode[] = Object.entries(schema.properties ?? {}).map(([name, value]) => ({
    name,
    required: required.has(name),
    schema: buildSchema(doc, value, ancestors),
  }));
  // Required properties first, each group in contract order (stable sort).
  node.properties = [...props.filter((p) => p.required), ...props.filter((p) => !p.required)];

  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    node.additionalProperties = buildSchema(doc, schema.additionalProperties, ancestors);
  }
  if (schema.items) {
    node.items = buildSchema(doc, schema.items, ancestors);
    node.type = `array<${node.items.refName ?? node.items.type}>`;
  }
  if (schema.discriminator?.propertyName) node.discriminator = String(schema.discriminator.propertyName);

  if (schema['x-rook-published'] !== undefined)
    markProvenance(node, publishedMatcher(schema['x-rook-published'], node.refName ?? node.title ?? 'schema'));

  for (const kind of ['oneOf', 'anyOf'] as const) {
    if (!Array.isArray(schema[kind])) continue;
    const isNull = (option: Raw) =>
      option?.type === 'null' || (Array.isArray(option?.type) && option.type.every((t: string) => t === 'null'));
    const nonNull: SchemaNode[] = schema[kind].filter((o: Raw) => !isNull(o)).map((o: Raw) => buildSchema(doc, o, ancestors));
    if (nonNull.length < schema[kind].length) node.nullable = true;
    if (nonNull.length === 1 && !types.length && !node.properties.length) {
      // `oneOf: [X, {type: null}]` is just a nullable X.
      const only = nonNull[0]!;
      return {...only, nullable: true, description: node.description ?? only.description};
    }
    node.variants = {kind, options: nonNull};
    if (!types.length) node.type = kind;
  }
  return node;
}

/** `x-rook-published`: field names ROOK's published material uses; `*` matches any run of characters. */
function publishedMatcher(list: unknown, where: string): (name: string) => boolean {
  if (!Array.isArray(list) || !list.length || list.some((entry) => typeof entry !== 'string' || !/^[A-Za-z0-9_*]+$/.test(entry))) {
    throw new Error(`${where}: x-rook-published must be a non-empty list of field names (letters, digits, "_" and "*")`);
  }
  const patterns = list.map((entry: string) => new RegExp(`^${entry.replace(/\*/g, '[A-Za-z0-9_]*')}$`));
  return (name) => patterns.some((pattern) => pattern.test(name));
}

/**
 * Marks every field below a structure: published when its name is on the
 * list (its sub-fields too), modelled when it is a leaf that is not.
 * Objects that only group fields stay unmarked.
 */
function markProvenance(node: SchemaNode, isPublished: (name: string) => boolean, inherited = false): void {
  // The nodes that hold a property's own fields: itself, its array items, its alternatives.
  const holders = (n: SchemaNode): SchemaNode[] =>
    [n, n.items, ...(n.variants?.options ?? []), ...(n.items?.variants?.options ?? [])].filter(
      (h): h is SchemaNode => !!h && h.properties.length > 0,
    );
  for (const prop of node.properties) {
    const published = inherited || isPublished(prop.name);
    const nested = holders(prop.schema);
    if (published) prop.schema.provenance = 'published';
    else if (!nested.length) prop.schema.provenance = 'modelled';
    for (const holder of nested) markProvenance(holder, isPublished, published);
  }
}

function emptyNode(type: string): SchemaNode {
  return {type, constraints: {}, nullable: false, deprecated: false, readOnly: false, writeOnly: false, properties: []};
}

function inferType(schema: Raw): string {
  if (schema.properties || schema.additionalProperties) return 'object';
  if (schema.items) return 'array';
  if (Array.isArray(schema.enum) && schema.enum.length) {
    const kinds = new Set(schema.enum.filter((v: Json) => v !== null).map((v: Json) => typeof v));
    if (kinds.size === 1) return [...kinds][0] as string;
  }
  if (schema.const !== undefined) return typeof schema.const;
  return 'any';
}

/** Folds allOf members into one schema, remembering a lone $ref's name. */
function mergeAllOf(doc: Raw, raw: Raw, ancestors: readonly string[]): Raw {
  if (!Array.isArray(raw.allOf)) return raw;
  const {allOf, ...rest} = raw;
  const merged: Raw = {};
  const required: string[] = [];
  const properties: Record<string, Raw> = {};
  for (const member of allOf) {
    let part = member;
    if (member?.$ref) {
      if (ancestors.includes(member.$ref)) continue;
      part = resolvePointer(doc, member.$ref);
      if (allOf.length === 1) merged.__refName = refName(member.$ref);
    }
    part = mergeAllOf(doc, part, member?.$ref ? [...ancestors, member.$ref] : ancestors);
    Object.assign(properties, part.properties ?? {});
    required.push(...(part.required ?? []));
    for (const [key, value] of Object.entries(part)) {
      if (key !== 'properties' && key !== 'required' && merged[key] === undefined) merged[key] = value;
    }
  }
  Object.assign(properties, rest.properties ?? {});
  required.push(...(rest.required ?? []));
  return {
    ...merged,
    ...rest,
    ...(Object.keys(properties).length ? {properties} : {}),
    ...(required.length ? {required: [...new Set(required)]} : {}),
  };
}

const CONSTRAINT_KEYS = [
  'pattern',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'multipleOf',
] as const;

function constraintsOf(schema: Raw): Constraints {
  const out: Constraints = {};
  for (const key of CONSTRAINT_KEYS) {
    if (schema[key] !== undefined) (out as Record<string, unknown>)[key] = schema[key];
  }
  // 3.0 spells exclusive bounds as booleans next to minimum/maximum; 3.1 as numbers.
  for (const [key, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    const value = schema[key];
    if (typeof value === 'number') out[key] = value;
    else if (value === true && typeof schema[bound] === 'number') {
      out[key] = schema[bound];
      delete out[bound];
    }
  }
  return out;
}

/**
 * An example value for a node: the contract's own example, default or first
 * enum value where it has one, otherwise a value built from its properties.
 */
export function exampleOf(node: SchemaNode, depth = 0): Json {
  if (node.example !== undefined) return node.example;
  if (node.default !== undefined) return node.default;
  if (node.enum?.length) return node.enum[0]!;
  if (node.circular || depth > MAX_DEPTH) return node.type.startsWith('array') ? [] : {};
  if (node.variants?.options[0]) return exampleOf(node.variants.options[0], depth + 1);
  if (node.items) return [exampleOf(node.items, depth + 1)];
  if (node.properties.length || node.type === 'object') {
    const out: {[key: string]: Json} = {};
    for (const prop of node.properties) out[prop.name] = exampleOf(prop.schema, depth + 1);
    if (!node.properties.length && node.additionalProperties) out.key = exampleOf(node.additionalProperties, depth + 1);
    return out;
  }
  if (node.type === 'integer' || node.type === 'number') return node.constraints.minimum ?? 0;
  if (node.type === 'boolean') return true;
  if (node.type === 'string') return node.format ? `<${node.format}>` : 'string';
  return null;
}
