/**
 * The migration kit (core/migrate/): every fixture, a payload taken from a
 * platform's public documentation or published schema, converts to a document
 * that validates against ROOK's contract for its structure, and every field of
 * the fixture has a row (mapped, applied or dropped with a reason).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {Ajv2020} from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {beforeAll, describe, expect, it} from 'vitest';
import {loadContract} from '../../core/contract/load';
import {convertPayload, fieldsOf, isPlatformId, platforms, tableFor} from '../../core/migrate/convert';
import {examples} from '../../core/migrate/examples';
import {rookStructures} from '../../core/migrate/types';

type Schema = Record<string, unknown>;
interface Fixture {
  platform: string;
  kind: string;
  source: {url: string; document: string; date: string};
  payload: Record<string, unknown>;
}

const folder = path.resolve(__dirname, '../../core/migrate/fixtures');
const fixtures = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({name, ...(JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as Fixture)}));

let schemas: Record<string, Schema>;
const ajv = addFormats(new Ajv2020({strict: false, allErrors: true}));

beforeAll(async () => {
  schemas = ((await loadContract()).dereferenced as {components: {schemas: Record<string, Schema>}}).components.schemas;
});

function errorsOf(schemaName: string, value: unknown): string[] {
  const validate = ajv.compile(schemas[schemaName]!);
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

describe('the fixtures', () => {
  it('cover every table of every platform, each with its public source and date', () => {
    const tables = Object.values(platforms).flatMap((p) => p.tables.map((t) => t.id));
    expect(fixtures.map((f) => f.name.replace(/\.json$/, '')).sort()).toEqual([...tables].sort());
    for (const fixture of fixtures) {
      expect(isPlatformId(fixture.platform), fixture.name).toBe(true);
      expect(fixture.source.url, fixture.name).toMatch(/^https:\/\//);
      expect(fixture.source.date, fixture.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(fixture.name, fixture.name).toBe(`${fixture.platform}-${fixture.kind.replace('_', '-')}.json`);
    }
  });

  it('are all offered to the pages and the MCP tool, unchanged', () => {
    expect(examples.map((e) => `${e.id}.json`).sort()).toEqual(fixtures.map((f) => f.name).sort());
    for (const example of examples) expect(example.payload).toEqual(fixtures.find((f) => f.name === `${example.id}.json`)!.payload);
  });
});

describe.each(fixtures)('$name', (fixture) => {
  const platform = platforms[fixture.platform as keyof typeof platforms];

  it('is recognised as its own table', () => {
    expect(tableFor(platform, fixture.payload)?.id).toBe(fixture.name.replace(/\.json$/, ''));
  });

  it('converts to a document that validates against the contract', () => {
    const {table, document} = convertPayload(platform.id, fixture.payload);
    expect(errorsOf(rookStructures[table.structure].schema, document)).toEqual([]);
  });

  it('has a row for 100% of its fields: mapped or applied, or dropped with a reason', () => {
    const {table, mapped, dropped, unknown} = convertPayload(platform.id, fixture.payload);
    expect(unknown).toEqual([]);
    const {record, envelope} = platform.unwrap(fixture.payload);
    const rows = new Set([...table.rows, ...(envelope ? table.envelope : [])].map((r) => r.field));
    const covered = [...fieldsOf(record)].filter(
      (f) => rows.has(f) || [...rows].some((r) => f.startsWith(`${r}.`) || f.startsWith(`${r}[]`)),
    );
    expect(covered).toEqual(fieldsOf(record));
    expect(mapped.length + dropped.length).toBeGreaterThan(0);
    for (const {reason} of dropped) expect(reason.length).toBeGreaterThan(10);
  });

  it('writes every mapped value into the document', () => {
    const {document, mapped} = convertPayload(platform.id, fixture.payload);
    const text = JSON.stringify(document);
    for (const {rook} of mapped)
      for (const target of rook) expect(text, target).toContain(`"${target.split('.').at(-1)!.replace('[]', '')}"`);
  });
});

describe('the converter', () => {
  const sleep = fixtures.find((f) => f.name === 'junction-sleep.json')!.payload;

  it('converts units and offsets: seconds stay seconds, UTC times move to the user’s offset', () => {
    const {document} = convertPayload('junction', {
      ...sleep,
      bedtime_start: '2023-02-27T22:00:00+00:00',
      timezone_offset: -21600,
      efficiency: 0.91,
    });
    const summary = (
      document.sleep_health as {summary: {sleep_summary: {duration: Record<string, unknown>; scores: Record<string, unknown>}}}
    ).summary.sleep_summary;
    expect(summary.duration.sleep_start_datetime_string).toBe('2023-02-27T16:00:00.000000-06:00');
    expect(summary.scores.sleep_efficiency_1_100_score_int).toBe(91);
  });

  it('converts minutes to seconds', () => {
    const payload = fixtures.find((f) => f.name === 'open-wearables-sleep.json')!.payload as {data: {stages: Record<string, number>}};
    const {document} = convertPayload('open-wearables', payload);
    const duration = (document.sleep_health as {summary: {sleep_summary: {duration: Record<string, unknown>}}}).summary.sleep_summary
      .duration;
    expect(duration.deep_sleep_duration_seconds_int).toBe(payload.data.stages.deep_minutes! * 60);
  });

  it('reports a field the table does not know, and the contract check catches a broken document', () => {
    const result = convertPayload('junction', {...sleep, sleep_mood: 3, bedtime_stop: 'not a time'});
    expect(result.unknown).toEqual(['sleep_mood']);
    expect(errorsOf('SleepSummaryDocument', result.document)).not.toEqual([]);
  });

  it('unwraps a webhook envelope and labels its fields', () => {
    const result = convertPayload('junction', {
      event_type: 'daily.data.sleep.created',
      user_id: 'u',
      client_user_id: 'c',
      team_id: 't',
      data: sleep,
    });
    expect(result.table.id).toBe('junction-sleep');
    expect(result.dropped.map((d) => d.field)).toContain('envelope: team_id');
    expect(result.unknown).toEqual([]);
  });

  it('uses the reader’s own user ID and client UUID', () => {
    const {document} = convertPayload('junction', sleep, {userId: 'user-42', clientUuid: '0f8fad5b-d9cb-469f-a165-70867728950e'});
    expect(document.user_id).toBe('user-42');
    expect(document.client_uuid).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
  });

  it('refuses what is not one of the tables', () => {
    expect(() => convertPayload('open-wearables', {type: 'connection.created', data: {}})).toThrow(
      /not one of the Open Wearables payloads/,
    );
    expect(() => convertPayload('junction', [])).toThrow(/JSON object/);
  });
});

describe('the Terra tables', () => {
  const event = fixtures.find((f) => f.name === 'terra-sleep.json')!.payload as {user: Record<string, unknown>; data: Json[]};
  type Json = Record<string, unknown>;
  const sleepOf = (document: Json) => (document.sleep_health as {summary: {sleep_summary: Record<string, Json>}}).summary.sleep_summary;

  it('unwraps the first record of a webhook event, chooses the table by type, and names the source as ROOK does', () => {
    // Values from the field-level examples of Terra's published schema.
    const record = {
      ...event.data[0],
      sleep_durations_data: {asleep: {duration_deep_sleep_state_seconds: 5400, duration_REM_sleep_state_seconds: 5400.4}},
      heart_rate_data: {detailed: {hr_samples: [{timestamp: '2022-11-23T09:00:00.000000+02:00', bpm: 142, context: 1}]}},
    };
    const result = convertPayload('terra', {type: 'sleep', version: '2022-03-16', user: event.user, data: [record, {}]});
    expect(result.table.id).toBe('terra-sleep');
    expect(result.unknown).toEqual([]);
    const summary = sleepOf(result.document);
    expect(summary.duration!.deep_sleep_duration_seconds_int).toBe(5400);
    expect(summary.duration!.rem_sleep_duration_seconds_int).toBe(5400);
    expect(summary.heart_rate!.hr_granular_data_array).toEqual([{datetime_string: '2022-11-23T09:00:00.000000+02:00', hr_bpm_int: 142}]);
    expect(summary.metadata!.sources_of_data_array).toEqual(['Fitbit']);
    expect(result.dropped.map((d) => d.field)).toContain('envelope: user.reference_id');
    expect(errorsOf('SleepSummaryDocument', result.document)).toEqual([]);
  });

  it('keeps each time at the offset it carries, and a time without one without one', () => {
    const metadata = {start_time: '2022-11-23T22:00:00+02:00', end_time: '2022-11-24T07:30:00.5', upload_type: 2};
    const {document} = convertPayload('terra', {...event, data: [{...event.data[0], metadata}]});
    const {duration} = sleepOf(document);
    expect(duration!.sleep_start_datetime_string).toBe('2022-11-23T22:00:00.000000+02:00');
    expect(duration!.sleep_end_datetime_string).toBe('2022-11-24T07:30:00.500000');
    expect(duration!.sleep_date_string).toBe('2022-11-24');
  });

  it('splits a workout’s [latitude, longitude] positions into ROOK’s two fields', () => {
    const workout = fixtures.find((f) => f.name === 'terra-activity.json')!.payload as {user: Json; data: Json[]};
    const position_data = {start_pos_lat_lng_deg: [80.2394, 102.931], center_pos_lat_lng_deg: [-18.4911, 130.9123]};
    const {document, table} = convertPayload('terra', {...workout, data: [{...workout.data[0], position_data}]});
    expect(table.id).toBe('terra-activity');
    const [activity] = (document.physical_health as {events: {activity_event: Record<string, Json>[]}}).events.activity_event;
    expect(activity!.position).toMatchObject({
      start_lat_deg_float: 80.2394,
      start_lng_deg_float: 102.931,
      centroid_lat_deg_float: -18.4911,
    });
    expect(errorsOf('ActivityEventsDocument', document)).toEqual([]);
  });

  it('recognises a record pasted without its event by its shape', () => {
    const body = fixtures.find((f) => f.name === 'terra-body.json')!.payload as {data: Json[]};
    const result = convertPayload(
      'terra',
      {...body.data[0], measurements_data: {day_avg_weight_kg: 70.5, day_avg_height_cm: 175.4}},
      {userId: 'user-42'},
    );
    expect(result.table.id).toBe('terra-body');
    const summary = (result.document.body_health as {summary: {body_summary: Record<string, Json>}}).summary.body_summary;
    expect(summary.body_metrics).toEqual({weight_kg_float: 70.5, height_cm_int: 175});
    expect(errorsOf('BodySummaryDocument', result.document)).toEqual([]);
  });
});
