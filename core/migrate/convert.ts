import {junction} from './junction';
import {openWearables} from './openWearables';
import {terra} from './terra';
import {rookStructures, type FieldRow, type PayloadTable, type Platform, type PlatformId} from './types';

/**
 * Converts one documented payload of another platform into a ROOK-shaped
 * document, driven by the platform's tables: every field of the payload is
 * either mapped (to which ROOK field, with which conversion), applied to
 * another field's conversion, dropped with the reason, or reported as not in
 * the table. Pure and browser-safe: no request, no Node module.
 */

export const platforms: Record<PlatformId, Platform> = {terra, junction, 'open-wearables': openWearables};

export const platformIds = Object.keys(platforms) as PlatformId[];

export function isPlatformId(value: unknown): value is PlatformId {
  return typeof value === 'string' && value in platforms;
}

/** The contract's own example client UUID: a converted document needs one, and yours replaces it. */
const exampleClientUuid = 'c2f4961b-9d3c-4ff0-915e-f70655892b89';

interface MappedField {
  field: string;
  rook: string[];
  conversion: string[];
  judgement?: string;
  /** Applied to another field's conversion rather than written to a field of its own. */
  applied?: string;
}

interface DroppedField {
  field: string;
  reason: string;
}

export interface Conversion {
  table: PayloadTable;
  document: Record<string, unknown>;
  mapped: MappedField[];
  dropped: DroppedField[];
  /** Fields the table has no row for: not in the platform's documented payload. */
  unknown: string[];
}

export interface ConvertOptions {
  /** Your ROOK client UUID; the contract's example one otherwise. */
  clientUuid?: string;
  /** Your own ID for the user, used as ROOK's user_id; the platform's user ID otherwise. */
  userId?: string;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

interface Leaf {
  /** Path with `[]` for array items: the form the tables use. */
  pattern: string;
  indices: number[];
  value: unknown;
}

/** Every leaf of a JSON value: scalars, nulls, empty arrays and empty objects. */
function leaves(value: unknown, pattern = '', indices: number[] = []): Leaf[] {
  if (Array.isArray(value) && value.length) return value.flatMap((item, i) => leaves(item, `${pattern}[]`, [...indices, i]));
  if (isObject(value) && Object.keys(value).length)
    return Object.entries(value).flatMap(([key, child]) => leaves(child, pattern ? `${pattern}.${key}` : key, indices));
  return [{pattern, indices, value}];
}

/** Every field path a payload holds, in the tables' form, once each. */
export function fieldsOf(value: unknown): string[] {
  return [...new Set(leaves(value).map((leaf) => leaf.pattern))];
}

/** The row for a path: its own, or the row of an object or array it sits in. */
function rowFor(rows: FieldRow[], pattern: string): FieldRow | undefined {
  return (
    rows.find((row) => row.field === pattern) ??
    rows.find((row) => pattern.startsWith(`${row.field}.`) || pattern.startsWith(`${row.field}[]`))
  );
}

/** Writes a value at a path, `[]` taking the source's array indices in order. */
function put(target: Json, path: string, indices: number[], value: unknown): void {
  let at = 0;
  const steps: (string | number)[] = path.split('.').flatMap((part) => {
    const [name = '', ...arrays] = part.split('[]');
    return [name, ...arrays.map(() => indices[at++] ?? 0)];
  });
  let node = target as Record<string | number, unknown>;
  steps.forEach((step, i) => {
    if (i === steps.length - 1) node[step] = value;
    else {
      if (node[step] === undefined || node[step] === null) node[step] = typeof steps[i + 1] === 'number' ? [] : {};
      node = node[step] as Record<string | number, unknown>;
    }
  });
}

/** An empty structure with every part the contract requires, so unmapped parts are empty rather than missing. */
function skeleton(table: PayloadTable): Json {
  const parts: Record<PayloadTable['structure'], string[]> = {
    sleep_summary: ['duration', 'scores', 'heart_rate', 'breathing', 'oxygenation', 'temperature'],
    physical_summary: ['activity', 'calories', 'distance', 'heart_rate', 'oxygenation', 'stress'],
    body_summary: [
      'body_metrics',
      'blood_glucose',
      'blood_pressure',
      'heart_rate',
      'hydration',
      'menstruation',
      'mood',
      'nutrition',
      'oxygenation',
      'temperature',
    ],
    activity_event: ['activity', 'calories', 'distance', 'heart_rate', 'movement', 'oxygenation', 'position', 'power', 'stress'],
    heart_rate_event: ['heart_rate'],
  };
  const structure: Json = {metadata: {sources_of_data_array: []}};
  for (const part of parts[table.structure]) structure[part] = {};
  structure.non_structured_data_array = [];
  return structure;
}

/** Which of a platform's tables a payload is, or null. */
export function tableFor(platform: Platform, payload: Json): PayloadTable | null {
  const {record, envelope} = platform.unwrap(payload);
  return platform.tables.find((table) => table.matches(record, envelope)) ?? null;
}

/** Applies the rows of one part of the payload (the envelope or the record). */
function applyRows(
  rows: FieldRow[],
  value: Json,
  record: Json,
  structure: Json,
  result: Pick<Conversion, 'mapped' | 'dropped' | 'unknown'>,
  label = '',
) {
  const seen = new Set<string>();
  for (const leaf of leaves(value)) {
    const row = rowFor(rows, leaf.pattern);
    // A null or empty object or list whose fields have rows: nothing to convert.
    const container = rows.some((r) => r.field.startsWith(`${leaf.pattern}.`) || r.field.startsWith(`${leaf.pattern}[]`));
    if (!row && container) continue;
    if (!row) {
      if (!seen.has(leaf.pattern)) result.unknown.push(leaf.pattern);
      seen.add(leaf.pattern);
      continue;
    }
    if (row.kind === 'mapped')
      for (const target of row.targets) {
        const converted = target.convert ? target.convert(leaf.value, record) : leaf.value;
        if (converted !== null && converted !== undefined) put(structure, target.rook, leaf.indices, converted);
      }
    if (seen.has(row.field)) continue;
    seen.add(row.field);
    const field = `${label}${row.field}`;
    if (row.kind === 'dropped') result.dropped.push({field, reason: row.reason});
    else if (row.kind === 'applied') result.mapped.push({field, rook: [], conversion: [], applied: row.note});
    else
      result.mapped.push({
        field,
        rook: row.targets.map((t) => t.rook),
        conversion: row.targets.flatMap((t) => (t.conversion ? [t.conversion] : [])),
        ...(row.judgement ? {judgement: row.judgement} : {}),
      });
  }
}

/**
 * Converts a payload. Throws an Error with a reader-facing message when the
 * payload is not one of the platform's tables.
 */
export function convertPayload(platformId: PlatformId, payload: unknown, options: ConvertOptions = {}): Conversion {
  const platform = platforms[platformId];
  if (!isObject(payload)) throw new Error(`A ${platform.name} payload is a JSON object.`);
  const table = tableFor(platform, payload);
  if (!table)
    throw new Error(
      `This is not one of the ${platform.name} payloads the kit converts (${platform.tables.map((t) => t.title).join('; ')}).`,
    );
  const {record, envelope} = platform.unwrap(payload);
  const structure = skeleton(table);
  const result: Pick<Conversion, 'mapped' | 'dropped' | 'unknown'> = {mapped: [], dropped: [], unknown: []};
  // Envelope fields are labelled: Junction's envelope and record both have a user_id.
  if (envelope) applyRows(table.envelope, envelope, record, structure, result, 'envelope: ');
  applyRows(table.rows, record, record, structure, result);

  const metadata = structure.metadata as Json;
  if (options.userId) metadata.user_id_string = options.userId;
  const {pillar, group} = rookStructures[table.structure];
  const document: Json = {
    client_uuid: options.clientUuid ?? exampleClientUuid,
    user_id: metadata.user_id_string,
    version: 2,
    document_version: 1,
    data_structure: table.structure,
    [pillar]: {[group]: {[table.structure]: group === 'events' ? [structure] : structure}},
  };
  return {table, document, ...result};
}
