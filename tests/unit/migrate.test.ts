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
