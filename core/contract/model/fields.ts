import {markLabel, type MarkKind} from '../../data/marks';
import type {Constraints, Json, SchemaNode} from './types';

/*
 * How a field is worded, wherever it appears: schema pages, operation pages
 * and the guides' field tables all call these, so the same field reads the
 * same everywhere. Browser-safe (the reference's components import it).
 */

/** A human list of a node's constraints, e.g. ["1–50 characters", "pattern ^[a-z]+$"]. */
export function describeConstraints(c: Constraints): string[] {
  const out: string[] = [];
  const range = (min: number | undefined, max: number | undefined, unit: string) => {
    if (min !== undefined && max !== undefined) out.push(min === max ? `exactly ${min} ${unit}` : `${min}–${max} ${unit}`);
    else if (min !== undefined) out.push(`at least ${min} ${unit}`);
    else if (max !== undefined) out.push(`at most ${max} ${unit}`);
  };
  range(c.minLength, c.maxLength, 'characters');
  range(c.minItems, c.maxItems, 'items');
  if (c.minimum !== undefined) out.push(`≥ ${c.minimum}`);
  if (c.exclusiveMinimum !== undefined) out.push(`> ${c.exclusiveMinimum}`);
  if (c.maximum !== undefined) out.push(`≤ ${c.maximum}`);
  if (c.exclusiveMaximum !== undefined) out.push(`< ${c.exclusiveMaximum}`);
  if (c.multipleOf !== undefined) out.push(`multiple of ${c.multipleOf}`);
  if (c.uniqueItems) out.push('unique items');
  if (c.pattern !== undefined) out.push(`pattern ${c.pattern}`);
  return out;
}

/** Enum values, defaults and examples as readers would type them. */
export function formatValue(value: Json): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The type part of a node, without the array wrapper: "string (date)", "PhysicalSummary object". */
function baseTypeText(node: SchemaNode): string {
  const base = node.format ? `${node.type} (${node.format})` : node.type;
  if (!node.refName) return base;
  return base === node.refName ? node.refName : `${node.refName} ${base}`;
}

/** A piece of a type's wording; `refName` marks the name of a component schema, which views link to its page. */
export interface TypeSegment {
  text: string;
  refName?: string;
}

/** The whole type of a node in pieces: "array of ", "StepsSample" (a schema name), " object", " or null". */
export function typeSegments(node: SchemaNode): TypeSegment[] {
  const main: TypeSegment[] = node.items ? [{text: 'array of '}, ...typeSegments(node.items)] : baseTypeSegments(node);
  return node.nullable ? [...main, {text: ' or null'}] : main;
}

function baseTypeSegments(node: SchemaNode): TypeSegment[] {
  const text = baseTypeText(node);
  if (!node.refName || !text.startsWith(node.refName)) return [{text}];
  const rest = text.slice(node.refName.length);
  return [{text: node.refName, refName: node.refName}, ...(rest ? [{text: rest}] : [])];
}

/** The whole type of a node in words: "array of string (date-time)", "integer or null". */
export function typeText(node: SchemaNode): string {
  return typeSegments(node)
    .map((segment) => segment.text)
    .join('');
}

export interface Fact {
  label: 'Constraints' | 'Allowed values' | 'Default' | 'Example';
  values: string[];
}

/**
 * Constraints, allowed values, default and example of a node. Whole objects
 * and arrays are left to the JSON examples, which read better than one line.
 */
export function factsOf(node: SchemaNode): Fact[] {
  const facts: Fact[] = [];
  const constraints = describeConstraints(node.constraints);
  if (constraints.length) facts.push({label: 'Constraints', values: constraints});
  if (node.enum) facts.push({label: 'Allowed values', values: node.enum.map(formatValue)});
  if (node.default !== undefined) facts.push({label: 'Default', values: [formatValue(node.default)]});
  const example = node.example;
  if (example !== undefined && (example === null || typeof example !== 'object')) {
    facts.push({label: 'Example', values: [formatValue(example)]});
  }
  return facts;
}

/** Whether a node is a named scalar type (Timestamp, UserId…), whose rules its own schema page lists. */
function isNamedScalar(node: SchemaNode): boolean {
  return Boolean(node.refName) && !node.items && !node.variants && !node.additionalProperties && node.properties.length === 0;
}

/**
 * The facts of a node as a field row shows them. A field typed by a named
 * scalar schema leaves that type's constraints to the type's own page (its
 * type label links there), so a long pattern is printed once rather than on
 * every timestamp of every table.
 */
export function fieldFactsOf(node: SchemaNode): Fact[] {
  const facts = factsOf(node);
  return isNamedScalar(node) ? facts.filter((fact) => fact.label !== 'Constraints') : facts;
}

/**
 * Units ROOK's field names carry before their type suffix (`hr_bpm_int`,
 * `weight_kg_float`), longest first, with how a table prints them. Names are
 * the only source of units in the contract, so tables read them from there.
 */
const UNIT_SUFFIXES: ReadonlyArray<readonly [suffix: string, unit: string]> = [
  ['mL_per_min_per_kg', 'mL/kg/min'],
  ['meters_per_second', 'm/s'],
  ['min_per_km', 'min/km'],
  ['mg_per_dL', 'mg/dL'],
  ['per_min', 'per minute'],
  ['bpm', 'bpm'],
  ['kcal', 'kcal'],
  ['kilojoules', 'kJ'],
  ['meters', 'm'],
  ['seconds', 's'],
  ['percentage', '%'],
  ['celsius', '°C'],
  ['mmHg', 'mmHg'],
  ['watts', 'W'],
  ['rpm', 'rpm'],
  ['days', 'days'],
  ['deg', 'degrees'],
  ['mL', 'mL'],
  ['mg', 'mg'],
  ['kg', 'kg'],
  ['cm', 'cm'],
  ['g', 'g'],
];

/** The unit a numeric field's name states (`calories_intake_kcal_float` → "kcal"), if any. */
export function unitOf(fieldName: string): string | undefined {
  const stem = fieldName.replace(/_(int|float)$/, '');
  if (stem === fieldName) return undefined;
  return UNIT_SUFFIXES.find(([suffix]) => stem === suffix || stem.endsWith(`_${suffix}`))?.[1];
}

/**
 * The badge text of a field's provenance (SchemaNode.provenance), the same in guide tables and the reference: a
 * modelled field carries the “sandbox model” mark (core/data/marks.ts), `provenanceMarks` says which.
 */
export const provenanceLabels = {published: 'ROOK', modelled: markLabel('sandbox-model')} as const;
export const provenanceMarks = {modelled: 'sandbox-model'} as const satisfies Partial<Record<'published' | 'modelled', MarkKind>>;
export const provenanceTitles = {
  published: "Named in ROOK's published material",
  modelled: 'ROOK has not published this field; the sandbox models it. Confirm it on a sandbox document before you rely on it',
} as const;

/** Anchor-safe form of a property or parameter name. */
export function anchorPart(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, '_');
}

/** Anchor prefix of the field list on a schema page. */
export const SCHEMA_FIELD_ANCHOR = 'property';

export interface FieldRow {
  /** Dotted path from the root; `[]` marks an array's items, `<option N>` an alternative. */
  path: string;
  /** Last segment of the path: the property's own name. */
  name: string;
  depth: number;
  required: boolean;
  /** The id of the field's element, relative to the anchor the walk started from. */
  anchor: string;
  schema: SchemaNode;
}

/** Whether a node has anything to list below it (fields, alternatives, a cycle note). */
export function hasChildren(node: SchemaNode): boolean {
  return (
    node.circular === true ||
    node.properties.length > 0 ||
    Boolean(node.variants) ||
    Boolean(node.items && hasChildren(node.items)) ||
    Boolean(node.additionalProperties && hasChildren(node.additionalProperties))
  );
}

/**
 * Every field of a tree, depth first, in the order and with the anchors the
 * schema tree renders them (an array's items and a map's values list their
 * fields under the array's own anchor): the guide tables and the reference
 * walk the same list.
 */
export function fieldRows(root: SchemaNode, anchor = SCHEMA_FIELD_ANCHOR): FieldRow[] {
  const rows: FieldRow[] = [];
  const walk = (node: SchemaNode, path: string, prefix: string, depth: number): void => {
    if (node.circular) return;
    if (node.items && hasChildren(node.items)) return walk(node.items, `${path}[]`, prefix, depth);
    if (node.variants) {
      node.variants.options.forEach((option, i) => walk(option, `${path}<option ${i + 1}>`, `${prefix}-option-${i + 1}`, depth));
      return;
    }
    if (!node.properties.length && node.additionalProperties) return walk(node.additionalProperties, `${path}{}`, prefix, depth);
    for (const prop of node.properties) {
      const fieldPath = path ? `${path}.${prop.name}` : prop.name;
      const fieldAnchor = `${prefix}-${anchorPart(prop.name)}`;
      rows.push({path: fieldPath, name: prop.name, depth, required: prop.required, anchor: fieldAnchor, schema: prop.schema});
      walk(prop.schema, fieldPath, fieldAnchor, depth + 1);
    }
  };
  walk(root, '', anchor, 0);
  return rows;
}

/**
 * The objects every structure repeats (`metadata`, non-structured items and
 * the granular samples of time series): defined once on the shared-objects
 * page, one row each elsewhere (guide tables, the coverage explorer).
 */
export const isSharedSchema = (refName: string | undefined): refName is string =>
  refName !== undefined && (['Metadata', 'EventMetadata', 'NonStructuredDataItem'].includes(refName) || /Sample$/.test(refName));

/** The shared schema a field stands for (its own type, or its items' for an array of samples). */
export const sharedRefOf = (row: FieldRow): string | undefined =>
  [row.schema.refName, row.schema.items?.refName].find((name) => isSharedSchema(name));

/** The rows without the fields of shared objects: those objects stay as one row each. */
export function withoutSharedFields(rows: FieldRow[]): FieldRow[] {
  const sharedPaths: string[] = [];
  return rows.filter((row) => {
    if (sharedPaths.some((p) => row.path.startsWith(`${p}.`) || row.path.startsWith(`${p}[]`))) return false;
    if (sharedRefOf(row)) sharedPaths.push(row.path);
    return true;
  });
}
