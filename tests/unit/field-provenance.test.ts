import {describe, expect, it} from 'vitest';
import {loadContract} from '../../core/contract/load';
import {fieldRows, provenanceTitles} from '../../core/contract/model/fields';
import {schemaFieldsContent} from '../../plugins/contract-tables/remark';

describe('field provenance (x-rook-published)', () => {
  it('marks each field of a structure as named by ROOK or modelled, and leaves grouping objects unmarked', async () => {
    const {model} = await loadContract();
    const rows = fieldRows(model.schemas.find((s) => s.name === 'PhysicalSummary')!.schema);
    const of = (name: string) => rows.find((r) => r.name === name)?.schema.provenance;
    expect(of('steps_int')).toBe('published');
    expect(of('elevation_gain_meters_float') ?? of('elevation_avg_altitude_meters_float')).toBe('published');
    expect(of('datetime_string')).toBe('published');
    expect(of('activity')).toBeUndefined();
    expect(rows.filter((r) => r.schema.provenance === 'modelled').length).toBeGreaterThan(0);
    // Every leaf of the structure is marked one way or the other.
    const leaves = rows.filter((r) => !r.schema.properties.length && !r.schema.items?.properties.length);
    expect(leaves.every((r) => r.schema.provenance)).toBe(true);
  });
});

describe('provenance in the guide tables', () => {
  it('shows a badge next to each marked field', async () => {
    const {model} = await loadContract();
    const text = JSON.stringify(schemaFieldsContent(model, 'PhysicalSummary'));
    // One neutral badge style (green text failed contrast), told apart by its label and title.
    expect(text).toContain(JSON.stringify(provenanceTitles.published));
    expect(text).toContain(JSON.stringify(provenanceTitles.modelled));
  });
});
