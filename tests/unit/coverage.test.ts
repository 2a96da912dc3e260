import {describe, expect, it} from 'vitest';
import {loadContract} from '../../core/contract/load';
import {
  cellWords,
  contractCoverageFields,
  coverageRows,
  coverageStates,
  fieldCoverage,
  firstLinkHistory,
  structureCoverage,
  type CoverageState,
} from '../../core/data/coverage';
import {dataSources, dataStructures, type DataSource} from '../../core/data/dataSources';
import {sdk} from '../../core/data/sdk';
import {authoringHits} from '../support/authoring-vocabulary';

/**
 * The coverage module: one state and reason per source, structure and field,
 * derived from the source list, the SDK's event types and the contract's
 * field provenance. The pages' agreement with it is checked over the built
 * site (tests/built/coverage.test.ts).
 */

const {model} = await loadContract();
const fields = contractCoverageFields(model);
const source = (slug: string): DataSource => dataSources.find((s) => s.slug === slug)!;

describe('the coverage module', () => {
  it('gives every source and structure one state, with a reason and a page it rests on', () => {
    for (const s of dataSources) {
      for (const d of dataStructures) {
        const cell = structureCoverage(s, d.name);
        expect(coverageStates, `${s.slug} ${d.name}`).toContain(cell.state);
        expect(cell.reason.length, `${s.slug} ${d.name}`).toBeGreaterThan(20);
        expect(cell.truth.href, `${s.slug} ${d.name}`).toMatch(/^\/(docs|data-sources)\//);
        // Only statements that something arrives carry a confidence.
        expect(cell.confidence !== undefined, `${s.slug} ${d.name}`).toBe(cell.state === 'delivered' || cell.state === 'sdk-only');
      }
    }
  });

  it('says "not provided" only where a source says so, and "not published" where ROOK is silent', () => {
    const garmin = source('garmin');
    const [silent, denied] = dataStructures.filter((d) => !garmin.structures.some((c) => c.structure === d.name)).map((d) => d.name);
    const changed: DataSource = {...garmin, notProvided: {structures: [denied!], why: 'no-api', fact: garmin.caveats[0]!}};
    expect(structureCoverage(changed, silent!).state).toBe('not-published');
    expect(structureCoverage(changed, denied!).state).toBe('not-provided');
    expect(structureCoverage(changed, denied!).reason).toContain('no API');
    expect(structureCoverage(changed, garmin.structures[0]!.structure).state).toBe('delivered');
  });

  it('reads the contract: every structure has fields, and a field ROOK has not published is a sandbox model where the structure is delivered', () => {
    expect(fields.map((f) => f.structure)).toEqual(dataStructures.map((d) => d.name));
    for (const {structure, fields: list} of fields) expect(list.length, structure).toBeGreaterThan(0);
    const physical = fields.find((f) => f.structure === 'physical_summary')!.fields;
    const modelled = physical.find((f) => f.provenance === 'modelled')!;
    const published = physical.find((f) => f.provenance === 'published')!;
    expect(fieldCoverage(source('garmin'), 'physical_summary', modelled).state).toBe('sandbox-model');
    expect(fieldCoverage(source('garmin'), 'physical_summary', published).state).toBe('delivered');
    // Where the structure itself is not delivered, the field's provenance changes nothing.
    expect(fieldCoverage(source('android'), 'physical_summary', modelled).state).toBe('not-provided');
    expect(fieldCoverage(source('dexcom'), 'physical_summary', modelled).state).toBe('not-published');
  });

  it('reads a structure whose schema names no published field as modelled as a whole, as the data-type pages say', () => {
    const hydration = fields.find((f) => f.structure === 'hydration_event')!.fields;
    expect(hydration.every((f) => f.provenance === 'modelled')).toBe(true);
    expect(fieldCoverage(source('samsung-health'), 'hydration_event', hydration[0]!).state).toBe('sandbox-model');
    // "SDK only" still says what reaches ROOK; the reason adds that the field is modelled.
    const apple = fieldCoverage(source('apple-health'), 'hydration_event', hydration[0]!);
    expect(apple.state).toBe('sdk-only');
    expect(apple.reason).toContain('ROOK has not published this field');
    // A shared object of a structure with published fields is published when a field of it is.
    expect(fields.find((f) => f.structure === 'physical_summary')!.fields.find((f) => f.path === 'metadata')?.provenance).toBe('published');
  });

  it('names the fields a source entry lists, and every one exists in the contract', () => {
    const whoop = fieldCoverage(source('whoop'), 'activity_event', {path: 'activity.activity_strain_level_float', provenance: 'published'});
    expect(whoop.reason).toContain('ROOK names this field for Whoop');
    for (const s of dataSources as readonly DataSource[]) {
      for (const c of s.structures) {
        const paths = fields.find((f) => f.structure === c.structure)!.fields.map((f) => f.path.split('.').at(-1));
        for (const name of c.fields ?? []) expect(paths, `${s.slug} ${c.structure}`).toContain(name);
      }
    }
  });

  it('speaks to readers about ROOK in every reason', () => {
    const reasons = new Set(coverageRows(fields).flatMap((row) => row.cells.map((c) => c.cell.reason)));
    expect([...reasons].flatMap((reason) => authoringHits(reason).map((hit) => `${hit.phrase}: ${reason}`))).toEqual([]);
  });

  it('has one row per field with a cell per source', () => {
    const rows = coverageRows(fields);
    expect(rows.length).toBe(fields.reduce((n, f) => n + f.fields.length, 0));
    for (const row of rows) expect(row.cells.map((c) => c.source)).toEqual(dataSources.map((s) => s.slug));
  });
});

describe('the answers that once contradicted each other', () => {
  it('Apple Health: every iOS SDK event type with a structure is delivered or sent by the SDK, never "not published"', () => {
    const apple = source('apple-health');
    const stateOf = (name: (typeof dataStructures)[number]['name']): CoverageState => structureCoverage(apple, name).state;
    expect(sdk.ios.appleHealth.eventTypes).toEqual(expect.arrayContaining(['hydration', 'nutrition']));
    expect(stateOf('hydration_event')).toBe('sdk-only');
    expect(stateOf('nutrition_event')).toBe('sdk-only');
    expect(structureCoverage(apple, 'hydration_event').reason).toContain('`hydration`');
    for (const d of dataStructures.filter((d) => d.kind === 'event' && d.name !== 'stress_event' && d.name !== 'mood_event')) {
      expect(['delivered', 'sdk-only'], d.name).toContain(stateOf(d.name));
    }
  });

  it('Withings: the summaries fetched on first link are delivered and confirmed, resting on Pre-Existing Data', () => {
    const withings = source('withings');
    for (const name of ['physical_summary', 'body_summary', 'sleep_summary'] as const) {
      const cell = structureCoverage(withings, name);
      expect(cell.state, name).toBe('delivered');
      expect(cell.confidence, name).toBe('confirmed');
      expect(cell.reason, name).toContain('Pre-Existing Data lists Withings');
    }
  });

  it('every summary a source with first-link history delivers is confirmed by that history', () => {
    for (const s of dataSources.filter((s) => s.preExistingDays !== null)) {
      for (const c of s.structures.filter((c) => c.structure.endsWith('_summary'))) {
        expect(structureCoverage(s, c.structure).confidence, `${s.slug} ${c.structure}`).toBe('confirmed');
      }
    }
  });

  it('Android: one answer for first-link history, and only steps from the phone sensor', () => {
    const android = source('android');
    expect(android.preExistingDays).toBe(sdk.shared.preExistingDataDays);
    expect(firstLinkHistory(android)).toBe(`Listed for ${sdk.shared.preExistingDataDays} days of summaries, which it does not send`);
    for (const d of dataStructures) {
      expect(structureCoverage(android, d.name).state, d.name).toBe(d.name === 'steps_event' ? 'delivered' : 'not-provided');
    }
    expect(structureCoverage(android, 'sleep_summary').reason).toContain('no such sensor');
  });

  it('words every state and confidence for readers', () => {
    expect(cellWords(structureCoverage(source('health-connect'), 'heart_rate_event'))).toBe('Delivered (integration guides only)');
    expect(cellWords(structureCoverage(source('fitbit'), 'activity_event'))).toBe('Delivered (not published)');
    expect(firstLinkHistory(source('samsung-health'))).toBe('None listed by ROOK');
    expect(firstLinkHistory(source('garmin'))).toBe('Up to 7 days');
  });
});
