/**
 * The shape of a migration table: one row per field of another platform's
 * documented payload, saying where its value goes in a ROOK document (and how
 * its unit changes), what it is applied to, or why ROOK has no place for it.
 * The converter (`convert.ts`) and the migration pages both read these rows.
 */

/** The ROOK structures the kit converts to, and the contract schema each document validates against. */
export const rookStructures = {
  sleep_summary: {pillar: 'sleep_health', group: 'summary', schema: 'SleepSummaryDocument'},
  physical_summary: {pillar: 'physical_health', group: 'summary', schema: 'PhysicalSummaryDocument'},
  body_summary: {pillar: 'body_health', group: 'summary', schema: 'BodySummaryDocument'},
  activity_event: {pillar: 'physical_health', group: 'events', schema: 'ActivityEventsDocument'},
  heart_rate_event: {pillar: 'physical_health', group: 'events', schema: 'PhysicalHeartRateEventsDocument'},
} as const;

type RookStructure = keyof typeof rookStructures;

/** One value a source field writes into the ROOK structure. */
interface Target {
  /** Path inside the structure (`duration.sleep_duration_seconds_int`); `[]` stands for the source field's array index. */
  rook: string;
  /** The unit change or rewrite, in words, when there is one. */
  conversion?: string;
  /** Turns the source value into ROOK's; `record` is the whole source record, for values that need another field. */
  convert?: (value: unknown, record: Record<string, unknown>) => unknown;
}

interface RowBase {
  /** Path in the platform's record; `[]` stands for every item of an array. */
  field: string;
  /** The unit the platform documents for the field, when it documents one. */
  unit?: string;
}

export type FieldRow =
  | (RowBase & {
      kind: 'mapped';
      targets: Target[];
      /** Set when the mapping is our reading rather than a documented equivalence: what was judged. */
      judgement?: string;
    })
  | (RowBase & {kind: 'applied'; note: string})
  | (RowBase & {kind: 'dropped'; reason: string});

export type PlatformId = 'terra' | 'junction' | 'open-wearables';

/** Where a platform's field names and units were read. */
export interface Citation {
  /** What the document is, in our words. */
  document: string;
  url: string;
  /** The date of the version read (YYYY-MM-DD). */
  date: string;
}

/** One documented payload type of a platform and its table to ROOK. */
export interface PayloadTable {
  /** Stable id, `<platform>-<kind>` (the fixture files carry the same). */
  id: string;
  platform: PlatformId;
  kind: string;
  /** The platform's own name for the payload (schema or event type). */
  title: string;
  structure: RookStructure;
  citation: Citation;
  /** Fields of the webhook envelope around the record, when the platform wraps it; the record sits in `data`. */
  envelope: FieldRow[];
  rows: FieldRow[];
  /** True when a record (already out of its envelope) is this payload type. */
  matches: (record: Record<string, unknown>, envelope: Record<string, unknown> | null) => boolean;
  /** Where the structure's `metadata.datetime_string` comes from, in words (every table sets it through a row). */
  dayAttribution: string;
}

export interface Platform {
  id: PlatformId;
  name: string;
  tables: PayloadTable[];
  /** Unwraps a webhook envelope: the record and the envelope, or the payload itself when it has none. */
  unwrap: (payload: Record<string, unknown>) => {record: Record<string, unknown>; envelope: Record<string, unknown> | null};
}
