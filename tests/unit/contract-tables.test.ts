/**
 * The guide field tables grouped by object (plugins/contract-tables): which
 * fields share a table, how they are named, where the headings go and which
 * ids they get, on the contract and on the real data-types pages.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Heading, PhrasingContent, Root, Table} from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import {groupFields, SINGLE_TABLE_MAX_ROWS} from '../../plugins/contract-tables/groups';
import contractTables, {schemaFieldsContent, schemaFieldTables, schemaHeadingId} from '../../plugins/contract-tables/remark';
import {loadContract} from '../../core/contract/load';
import {fieldRows, provenanceTitles, type FieldRow} from '../../core/contract/model/fields';

const {model} = await loadContract();
const rowsOf = (name: string): FieldRow[] => fieldRows(model.schemas.find((s) => s.name === name)!.schema);

/** The visible text of phrasing content. */
const textOf = (nodes: PhrasingContent[]): string =>
  nodes.map((n) => ('value' in n ? n.value : 'children' in n ? textOf(n.children as PhrasingContent[]) : '')).join('');
/** The Field cells of a table: the name each row shows, and where its link goes. */
const fieldCells = (table: Table) =>
  table.children.slice(1).map((row) => {
    const link = row.children[0]!.children[0]!;
    if (link.type !== 'link') throw new Error('a Field cell that does not start with its link');
    return {name: textOf(link.children), url: link.url};
  });

describe('grouping a schema’s fields by object', () => {
  const groups = groupFields(rowsOf('PhysicalSummary'));

  it('gives each object a group of the fields whose nearest object ancestor it is, in the rows’ order', () => {
    expect(groups.map((g) => g.object?.path)).toEqual([
      undefined,
      'metadata',
      'activity',
      'calories',
      'distance',
      'heart_rate',
      'oxygenation',
      'stress',
    ]);
    // Top-level fields that are not objects come first, without an object.
    expect(groups[0]!.fields.map((f) => f.name)).toEqual(['non_structured_data_array']);
    const heartRate = groups.find((g) => g.object?.path === 'heart_rate')!;
    expect(heartRate.fields.map((f) => f.name)).toContain('hr_avg_bpm_int');
    expect(heartRate.fields.every((f) => f.row.path === `heart_rate.${f.name}`)).toBe(true);
  });

  it('lists every field exactly once: as a row, as an item of a folded array, or as a group’s object', () => {
    for (const name of ['PhysicalSummary', 'ActivityEvent', 'SleepSummary', 'BodySummary', 'TemperatureEvent', 'HealthScore']) {
      const listed = groupFields(rowsOf(name)).flatMap((g) => [
        ...(g.object ? [g.object] : []),
        ...g.fields.map((f) => f.row),
        ...g.arrays.flatMap((a) => a.items.map((i) => i.row)),
      ]);
      expect(listed.map((r) => r.anchor).sort(), name).toEqual(
        rowsOf(name)
          .map((r) => r.anchor)
          .sort(),
      );
    }
  });

  it('nests an object inside an object as a group of its own, named by its full path in the schema', () => {
    const temperature = groupFields(rowsOf('TemperatureEvent'));
    expect(temperature.map((g) => g.object?.path)).toEqual(expect.arrayContaining(['temperature', 'temperature.temperature_avg_object']));
    const average = temperature.find((g) => g.object?.path === 'temperature.temperature_avg_object')!;
    expect(average.fields.map((f) => f.name)).toEqual(['temperature_celsius_float', 'measurement_type']);
    // The parent keeps its own fields only: the granular array, not the nested objects.
    expect(temperature.find((g) => g.object?.path === 'temperature')!.fields.map((f) => f.name)).toEqual([
      'temperature_granular_data_array',
    ]);
    const session = groupFields(rowsOf('ActivityEvent')).find((g) => g.object?.path === 'activity.intensity')!;
    expect(session.fields.map((f) => f.name)).toContain('active_seconds_int');
  });

  it('folds the fields of each item of an array of objects after the group that lists the array, named relative to the item', () => {
    const distance = groups.find((g) => g.object?.path === 'distance')!;
    expect(distance.arrays.map((a) => a.name)).toEqual([
      'steps_granular_data_array',
      'traveled_distance_granular_data_array',
      'floors_climbed_granular_data_array',
      'elevation_granular_data_array',
    ]);
    const steps = distance.arrays[0]!;
    expect(steps.items.map((i) => i.name)).toEqual([
      'datetime_string',
      'steps_int',
      'interval_duration_seconds_float',
      'source_of_data_string',
    ]);
    expect(steps.items[1]!.row.path).toBe('distance.steps_granular_data_array[].steps_int');
    // No item field is a row of a group's table.
    expect(groups.flatMap((g) => g.fields).some((f) => f.row.path.includes('[]'))).toBe(false);
  });

  it(`keeps a small schema (at most ${SINGLE_TABLE_MAX_ROWS} rows) or a single group as one table of full paths`, () => {
    // StepsEvent has an object (metadata) but only seven rows outside its arrays.
    const steps = groupFields(rowsOf('StepsEvent'));
    expect(steps).toHaveLength(1);
    expect(steps[0]!.object).toBeUndefined();
    expect(steps[0]!.fields.map((f) => f.name)).toEqual(
      expect.arrayContaining(['metadata', 'metadata.datetime_string', 'accumulated_steps_int']),
    );
    // The envelope has only top-level fields: one group, whatever its length.
    expect(groupFields(rowsOf('HealthDocument'))).toHaveLength(1);
    // Just over the threshold, a schema splits.
    const glucose = groupFields(rowsOf('BloodGlucoseEvent'));
    expect(glucose.flatMap((g) => g.fields).length + glucose.filter((g) => g.object).length).toBeGreaterThan(SINGLE_TABLE_MAX_ROWS);
    expect(glucose.map((g) => g.object?.path)).toEqual([undefined, 'metadata', 'blood_glucose']);
  });
});

describe('grouped field tables as page content', () => {
  it('links each relative field name to its unchanged full-path anchor on the schema’s reference page', () => {
    const groups = schemaFieldTables(model, 'PhysicalSummary');
    const heartRate = groups.find((g) => g.object?.row.path === 'heart_rate')!;
    const cells = fieldCells(heartRate.table!);
    expect(cells.find((c) => c.name === 'hr_avg_bpm_int')!.url).toBe('/api/schemas/PhysicalSummary/#property-heart_rate-hr_avg_bpm_int');
    // Every row of every table, folded or not, links to the anchor fieldRows gives it (the reference's anchors).
    const urls = groups.flatMap((g) => [...(g.table ? [g.table] : []), ...g.arrays.map((a) => a.table)]).flatMap(fieldCells);
    const objects = groups.flatMap((g) => (g.object ? [g.object.row.anchor] : []));
    const rows = rowsOf('PhysicalSummary').filter((r) => !objects.includes(r.anchor));
    expect(urls.map((c) => c.url).sort()).toEqual(rows.map((r) => `/api/schemas/PhysicalSummary/#${r.anchor}`).sort());
  });

  it('keeps the object row’s wording in its heading and the line under it: link, badge, type, required, description', () => {
    const groups = schemaFieldTables(model, 'SleepSummary');
    const average = groups.find((g) => g.object?.row.path === 'temperature.temperature_avg_object')!.object!;
    expect(average.id).toBe('sleep_summary-temperature-temperature_avg_object');
    const [link, , badge] = average.title;
    expect(link).toMatchObject({type: 'link', url: '/api/schemas/SleepSummary/#property-temperature-temperature_avg_object'});
    expect(JSON.stringify(badge)).toContain(JSON.stringify(provenanceTitles.published));
    expect(textOf(average.type)).toBe('TemperatureMeasurement object or null');
    expect(textOf(average.description)).toBe('Average temperature. Null when not measured.');
    const metadata = groups.find((g) => g.object?.row.path === 'metadata')!.object!;
    expect(textOf(metadata.type)).toBe('Metadata object, required');
  });

  it('renders a heading, the object’s line, its table and its folded arrays, in that order', () => {
    const nodes = schemaFieldsContent(model, 'PhysicalSummary', 4);
    const kinds = nodes.map((n) => (n.type === 'mdxJsxFlowElement' ? (n as {name: string}).name : n.type));
    // Top-level fields first (a table and its folded array), then each object.
    expect(kinds.slice(0, 6)).toEqual(['table', 'details', 'heading', 'paragraph', 'table', 'heading']);
    const headings = nodes.filter((n): n is Heading => n.type === 'heading');
    expect(headings.every((h) => h.depth === 4)).toBe(true);
    expect(headings.map((h) => h.data?.hProperties?.id)).toContain('physical_summary-heart_rate');
    const summary = JSON.stringify(nodes.find((n) => n.type === 'mdxJsxFlowElement'));
    expect(summary).toContain('"value":"non_structured_data_array"');
  });

  it('gives a heading id from the schema’s name and the object’s path', () => {
    const intensity = rowsOf('ActivityEvent').find((r) => r.path === 'activity.intensity')!;
    expect(schemaHeadingId('ActivityEvent', intensity)).toBe('activity_event-activity-intensity');
  });
});

describe('the data-types pages', () => {
  const dir = path.resolve(__dirname, '../../docs/rookconnect/data-types');
  const structurePage = (name: string) => path.join(dir, `${name}.mdx`);
  const sharedPage = '/docs/rookconnect/data-types/shared-objects/';
  const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx);

  const expand = async (source: string, where = 'test.mdx'): Promise<Root> => {
    const tree = parser.parse(source);
    await contractTables()(tree as never, {path: where});
    return tree;
  };
  const explicitId = (heading: Heading): string | undefined => {
    const last = heading.children.at(-1) as {type: string; value?: string} | undefined;
    return last?.type === 'mdxTextExpression' ? /#(\S+)/.exec(last.value ?? '')?.[1] : heading.data?.hProperties?.id?.toString();
  };
  const headingsOf = (tree: Root) => tree.children.filter((n): n is Heading => n.type === 'heading');
  const linksOf = (tree: Root): string[] => {
    const urls: string[] = [];
    const walk = (node: {type: string; url?: string; children?: unknown[]}) => {
      if (node.type === 'link' && node.url) urls.push(node.url);
      (node.children as (typeof node)[] | undefined)?.forEach(walk);
    };
    walk(tree as never);
    return urls;
  };

  it('gives each structure its own page, its object groups as h2s (in the contents) with ids unique on the page', async () => {
    const tree = await expand(readFileSync(structurePage('physical_summary'), 'utf8'), structurePage('physical_summary'));
    const headings = headingsOf(tree);
    expect(headings.length).toBeGreaterThan(5);
    expect(headings.every((h) => h.depth === 2)).toBe(true);
    const ids = headings.map(explicitId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('physical_summary-heart_rate');
    // Shared objects are a row linked to their definition, not a group of their own.
    expect(ids).not.toContain('physical_summary-metadata');
    const links = linksOf(tree);
    expect(links).toContain(`${sharedPage}#metadata`);
    expect(links).toContain(`${sharedPage}#heart_rate_sample`);
    expect(links).toContain(`${sharedPage}#non_structured_data_item`);
    expect(links.filter((url) => url.includes('hr_granular_data_array-datetime_string'))).toEqual([]);
  });

  it('defines every shared object once, under the id the structure pages link to', async () => {
    const shared = await expand(readFileSync(path.join(dir, 'shared-objects.mdx'), 'utf8'));
    const ids = new Set(headingsOf(shared).map(explicitId));
    for (const id of ['metadata', 'event_metadata', 'non_structured_data_item', 'heart_rate_sample']) expect(ids, id).toContain(id);
    const targets = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => f !== 'shared-objects.mdx')) {
      const tree = await expand(readFileSync(path.join(dir, file), 'utf8'), file);
      for (const url of linksOf(tree)) if (url.startsWith(`${sharedPage}#`)) targets.add(url.slice(sharedPage.length + 1));
    }
    expect(targets.size).toBeGreaterThan(10);
    expect([...targets].filter((id) => !ids.has(id))).toEqual([]);
  });

  it('honours headingLevel, and refuses a schema shown twice or an id the page already uses', async () => {
    const heading = async (source: string) =>
      (await expand(source, 'test.mdx')).children.find((n): n is Heading => n.type === 'heading' && Boolean(n.data?.hProperties));
    expect((await heading('## A\n\n<ContractSchemaFields schema="MoodEvent" headingLevel="5" />\n'))!.depth).toBe(5);
    expect((await heading('<ContractSchemaFields schema="MoodEvent" />\n'))!.depth).toBe(2);
    await expect(
      expand('<ContractSchemaFields schema="MoodEvent" />\n\n<ContractSchemaFields schema="MoodEvent" />\n', 'test.mdx'),
    ).rejects.toThrow('the heading id "mood_event-metadata" of schema "MoodEvent" is already used on the page (test.mdx)');
    await expect(expand('## Mood {/* #mood_event-mood */}\n\n<ContractSchemaFields schema="MoodEvent" />\n', 'test.mdx')).rejects.toThrow(
      'the heading id "mood_event-mood"',
    );
  });
});

describe('the data-processing page', () => {
  const page = path.resolve(__dirname, '../../docs/rookconnect/data_processing.mdx');
  const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx);

  it('lists exactly the contract’s sleep stages where it explains standardisation', async () => {
    const stages = model.schemas.find((s) => s.name === 'SleepStageSample')!.schema.properties.find((p) => p.name === 'sleep_stage_string')!
      .schema.enum as string[];
    expect(stages).toContain('awake');
    const tree = parser.parse(readFileSync(page, 'utf8'));
    await contractTables()(tree as never, {path: page});
    const items: string[] = [];
    const walk = (node: {type: string; children?: unknown[]}) => {
      if (node.type === 'listItem') items.push(textOf((node.children as {children: PhrasingContent[]}[]).flatMap((c) => c.children)));
      (node.children as (typeof node)[] | undefined)?.forEach(walk);
    };
    walk(tree as never);
    const item = items.find((text) => text.startsWith('Standardisation.'));
    expect(item, 'the Standardisation step').toBeDefined();
    // The stages end the list the sentence gives, so no stage can be added or left out.
    const listed = /sleep stages to one scale: (.+?), the values of/.exec(item!)?.[1];
    expect(listed?.split(/, | and /)).toEqual(stages);
  });
});
