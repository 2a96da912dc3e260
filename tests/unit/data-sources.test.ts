import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {LoadContext, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {
  authorizedV1Keys,
  authorizerNames,
  dataSourceBySlug,
  dataSources,
  dataStructures,
  revokeNames,
  type DataSource,
} from '../../core/data/dataSources';
import dataSourcesPlugin, {dataSourceRoutes, validateDataSources} from '../../plugins/data-sources';
import {loadContract} from '../../core/contract/load';
import {fieldRows} from '../../core/contract/model/fields';
import type {SchemaNode} from '../../core/contract/model/types';
import contractTables from '../../plugins/contract-tables/remark';
import {expectedDataSourceSlugs} from '../support/data-source-routes';

const {model} = await loadContract();
const schemaNamed = (name: string): SchemaNode => {
  const page = model.schemas.find((s) => s.name === name);
  if (!page) throw new Error(`schema ${name} is not in the contract`);
  return page.schema;
};
const enumOf = (name: string) => schemaNamed(name).enum as string[];
const property = (node: SchemaNode, name: string): SchemaNode => node.properties.find((p) => p.name === name)!.schema;

const expectedSlugs = expectedDataSourceSlugs;

describe('the data-source module', () => {
  it('has exactly the 13 sources the site documents', () => {
    expect(dataSources.map((s) => s.slug).sort()).toEqual([...expectedSlugs].sort());
  });

  it('has no duplicate slugs or names', () => {
    const slugs = dataSources.map((s) => s.slug);
    const names = dataSources.map((s) => s.name);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(dataSources.map((s) => [s.slug, s] as const))('%s has every field its page needs', (_slug, s) => {
    expect(s.summary.length).toBeGreaterThan(40);
    expect(s.connection.length).toBeGreaterThan(0);
    expect(s.timing.length).toBeGreaterThan(0);
    expect(s.revoke.length).toBeGreaterThan(0);
    expect(['api', 'sdk', 'via-hub']).toContain(s.kind);
    for (const fact of [...s.timing, ...s.caveats, ...s.revoke, ...s.structures]) {
      expect(['confirmed', 'secondary', 'unconfirmed']).toContain(fact.confidence);
    }
    // API sources connect through OAuth, so they must have an authorizer value; others must not.
    expect(s.authorizerName !== null).toBe(s.kind === 'api');
    if (s.kind === 'via-hub') {
      expect(s.structures).toEqual([]);
      for (const hub of s.via ?? []) expect(dataSourceBySlug(hub)?.kind).toBe('sdk');
    } else {
      expect(s.structures.length).toBeGreaterThan(0);
    }
  });

  it('passes the plugin’s validation, which rejects broken entries with a specific message', () => {
    expect(() => validateDataSources(dataSources)).not.toThrow();
    const oura = dataSourceBySlug('oura')!;
    expect(() => validateDataSources([...dataSources, oura])).toThrow('"oura" is used by more than one data source');
    const broken: DataSource = {
      ...oura,
      slug: 'broken',
      name: 'Broken',
      structures: [{structure: 'sleep_event' as never, confidence: 'confirmed'}],
    };
    expect(() => validateDataSources([broken])).toThrow('broken lists unknown structure "sleep_event"');
    expect(() => validateDataSources([{...oura, revoke: []}])).toThrow('oura does not say how access is revoked');
  });
});

describe('the module agrees with the API contract', () => {
  it('authorizer names equal the contract’s enum', () => {
    expect([...authorizerNames].sort()).toEqual([...enumOf('AuthorizerDataSource')].sort());
    // The path parameter may inline the enum or reference the schema.
    const authorizer = model.operations.find((o) => o.path.endsWith('/data_source/{data_source}/authorizer'))!;
    const param = authorizer.parameters.find((p) => p.name === 'data_source')!;
    expect([...authorizerNames].sort()).toEqual([...(param.schema.enum as string[])].sort());
  });

  it('revoke names equal the contract’s enum', () => {
    expect([...revokeNames].sort()).toEqual([...enumOf('RevocableDataSource')].sort());
  });

  it('v1 authorized-map keys equal the contract’s map', () => {
    const keys = property(schemaNamed('AuthorizedDataSourcesV1'), 'sources').properties.map((p) => p.name);
    expect([...authorizedV1Keys].sort()).toEqual(keys.sort());
  });

  it('every data structure with a schema exists in the contract, and the contract has no structure we miss', () => {
    for (const d of dataStructures) expect(() => schemaNamed(d.schema)).not.toThrow();
    const contractStructures = property(schemaNamed('HealthDocument'), 'data_structure').enum as string[];
    const ours = new Set<string>([...dataStructures.map((d) => d.name), 'user_info', 'health_score']);
    expect(contractStructures.filter((s) => !ours.has(s))).toEqual([]);
  });

  it('every field a source page names exists in that structure’s schema', () => {
    for (const s of dataSources as readonly DataSource[]) {
      for (const c of s.structures) {
        if (!c.fields?.length) continue;
        const schema = dataStructures.find((d) => d.name === c.structure)!.schema;
        const names = new Set(fieldRows(schemaNamed(schema)).map((r) => r.name));
        for (const f of c.fields) expect(names.has(f), `${s.slug}: ${c.structure} has no field ${f}`).toBe(true);
      }
    }
  });

  it('the data-types guide keeps an anchor for every structure, linked to the structure’s own page of field tables', () => {
    const dir = path.resolve(__dirname, '../../docs/rookconnect');
    const overview = readFileSync(path.join(dir, 'data-types.mdx'), 'utf8');
    for (const d of dataStructures) {
      expect(overview).toContain(`{/* #${d.name} */}`);
      expect(overview).toContain(`(/docs/rookconnect/data-types/${d.name}/)`);
      const page = readFileSync(path.join(dir, 'data-types', `${d.name}.mdx`), 'utf8');
      expect(page).toContain(`<ContractSchemaFields schema="${d.schema}" sharedObjects="/docs/rookconnect/data-types/shared-objects/" />`);
    }
  });
});

describe('the data-sources plugin', () => {
  const addRoute = (routes: RouteConfig[]) => (r: RouteConfig) => routes.push(r);

  it('registers the index and one page per source', async () => {
    const plugin = dataSourcesPlugin({} as LoadContext);
    const content = await plugin.loadContent!();
    const routes: RouteConfig[] = [];
    const created: string[] = [];
    const actions = {
      addRoute: addRoute(routes),
      createData: async (name: string, data: string) => {
        JSON.parse(data); // must be valid JSON for the page module
        created.push(name);
        return `/data/${name}`;
      },
      setGlobalData: () => undefined,
    } as unknown as PluginContentLoadedActions;
    await plugin.contentLoaded!({content, actions, allContent: {}} as never);

    const paths = routes.map((r) => r.path);
    expect(paths).toEqual(dataSourceRoutes().map((r) => r.path));
    expect(paths[0]).toBe('/data-sources/');
    for (const slug of expectedSlugs) expect(paths).toContain(`/data-sources/${slug}/`);
    for (const r of routes) {
      expect(r.exact).toBe(true);
      expect(r.modules).toHaveProperty('data');
    }
    expect(created).toHaveLength(expectedSlugs.length + 1);
  });
});

describe('the guides agree with the contract', () => {
  const docsDir = path.resolve(__dirname, '../../docs');
  const guideFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((e) => {
      const full = path.join(dir, e);
      if (statSync(full).isDirectory()) return full.endsWith(`${path.sep}sdk`) ? [] : guideFiles(full);
      return /\.mdx?$/.test(e) ? [full] : [];
    });

  it('every link to a reference operation names a real operationId', () => {
    const ids = new Set(model.operations.map((o) => o.operationId));
    const linked = guideFiles(docsDir).flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/\/api\/operations\/([A-Za-z0-9]+)\//g)].map((m) => [path.basename(f), m[1]!]),
    );
    expect(linked.length).toBeGreaterThan(10);
    expect(linked.filter(([, id]) => !ids.has(id!))).toEqual([]);
  });
});

describe('the contract-tables remark plugin', () => {
  type Cell = {children: {type: string; value?: string; url?: string; children?: {value?: string}[]}[]};
  type Out = {type: string; children?: {children: Cell[]}[]}[];
  const run = async (jsx: {name: string; attributes: {type: string; name: string; value: string}[]}) => {
    const tree = {type: 'root', children: [{type: 'mdxJsxFlowElement', children: [], ...jsx}]};
    await contractTables()(tree, {path: 'test.mdx'});
    return tree.children as Out;
  };

  it('replaces <ContractSchemaFields> with a table of the schema’s fields, each linked to its reference anchor', async () => {
    const [table] = await run({
      name: 'ContractSchemaFields',
      attributes: [{type: 'mdxJsxAttribute', name: 'schema', value: 'RevokeRequest'}],
    });
    expect(table!.type).toBe('table');
    const firstCells = table!.children!.slice(1).map((row) => row.children[0]!.children[0]!);
    const rows = fieldRows(schemaNamed('RevokeRequest'));
    expect(firstCells.map((c) => c.children![0]!.value)).toEqual(rows.map((r) => r.path));
    expect(firstCells.map((c) => c.url)).toEqual(rows.map((r) => `/api/schemas/RevokeRequest/#${r.anchor}`));
  });

  it('adds a unit column when a field’s name states a unit', async () => {
    const nodes = await run({
      name: 'ContractSchemaFields',
      attributes: [{type: 'mdxJsxAttribute', name: 'schema', value: 'PhysicalSummary'}],
    });
    // The calories group's table: its heading, the object's line, then the table.
    const calories = nodes.findIndex((n) => JSON.stringify(n).includes('"url":"/api/schemas/PhysicalSummary/#property-calories"'));
    const table = nodes[calories + 2]!;
    expect(table.type).toBe('table');
    const header = (table.children![0]!.children as Cell[]).map((c) => c.children[0]!.value);
    expect(header).toEqual(['Field', 'Type', 'Unit', 'Description']);
    const row = table.children!.find((r) => JSON.stringify(r.children[0]).includes('"calories_expenditure_kcal_float"'))!;
    expect(row.children[2]!.children[0]!.value).toBe('kcal');
  });

  it('prints the rules of a named type (a timestamp pattern) on its own page, not on every row', async () => {
    const nodes = await run({
      name: 'ContractSchemaFields',
      attributes: [{type: 'mdxJsxAttribute', name: 'schema', value: 'PhysicalSummary'}],
    });
    const text = JSON.stringify(nodes);
    const timestampPattern = schemaNamed('Timestamp').constraints.pattern!;
    expect(text).not.toContain(JSON.stringify(`pattern ${timestampPattern}`).slice(1, -1));
    // The type names Timestamp and links to its page, where the pattern is.
    expect(text).toContain('"url":"/api/schemas/Timestamp/"');
  });

  it('replaces <ContractOperations> with one heading and table per tag, covering every operation', async () => {
    const nodes = await run({name: 'ContractOperations', attributes: []});
    const tables = nodes.filter((n) => n.type === 'table');
    expect(nodes.filter((n) => n.type === 'heading')).toHaveLength(tables.length);
    const rows = tables.reduce((sum, t) => sum + t.children!.length - 1, 0);
    expect(rows).toBe(model.operations.length);
  });

  it('replaces <ContractEnum> with the property’s enum values as inline code, inside a sentence or as a paragraph', async () => {
    const values = property(schemaNamed('HealthDocument'), 'data_structure').enum as string[];
    expect(values).toEqual(expect.arrayContaining(['steps_event', 'health_score', 'user_info']));
    const attributes = [
      {type: 'mdxJsxAttribute', name: 'schema', value: 'HealthDocument'},
      {type: 'mdxJsxAttribute', name: 'property', value: 'data_structure'},
    ];
    const sentence = {
      type: 'paragraph',
      children: [
        {type: 'text', value: 'The values are '},
        {type: 'mdxJsxTextElement', name: 'ContractEnum', attributes},
        {type: 'text', value: '.'},
      ],
    };
    await contractTables()({type: 'root', children: [sentence]}, {path: 'test.mdx'});
    const parts = sentence.children as {type: string; value: string}[];
    expect(parts.filter((n) => n.type === 'inlineCode').map((n) => n.value)).toEqual(values);
    const quoted = values.map((v) => `\`${v}\``);
    expect(parts.map((n) => (n.type === 'inlineCode' ? `\`${n.value}\`` : n.value)).join('')).toBe(
      `The values are ${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}.`,
    );
    const [paragraph] = await run({name: 'ContractEnum', attributes});
    expect(paragraph!.type).toBe('paragraph');
  });

  it('fails the build with a clear message for a bad schema name, a missing attribute or a bad heading level', async () => {
    await expect(
      run({name: 'ContractSchemaFields', attributes: [{type: 'mdxJsxAttribute', name: 'schema', value: 'Nope'}]}),
    ).rejects.toThrow('schema "Nope" is not in the contract');
    await expect(run({name: 'ContractSchemaFields', attributes: []})).rejects.toThrow('needs a schema="..." attribute (test.mdx)');
    const schemaOnly = [{type: 'mdxJsxAttribute', name: 'schema', value: 'HealthDocument'}];
    await expect(run({name: 'ContractEnum', attributes: schemaOnly})).rejects.toThrow(
      '<ContractEnum> needs schema="..." and property="..." attributes (test.mdx)',
    );
    const noEnum = [...schemaOnly, {type: 'mdxJsxAttribute', name: 'property', value: 'user_id'}];
    await expect(run({name: 'ContractEnum', attributes: noEnum})).rejects.toThrow(
      'schema "HealthDocument" has no property "user_id" with an enum',
    );
    await expect(
      run({name: 'ContractOperations', attributes: [{type: 'mdxJsxAttribute', name: 'headingLevel', value: '9'}]}),
    ).rejects.toThrow('headingLevel must be 1 to 6, got "9" (test.mdx)');
  });

  it('gives the coverage explorer and its legend short JSON of what they show, never the field list', async () => {
    const explorer = {type: 'mdxJsxFlowElement', name: 'CoverageExplorer', attributes: [] as {type: string; name: string; value: string}[]};
    const legend = {type: 'mdxJsxFlowElement', name: 'CoverageLegend', attributes: [] as {type: string; name: string; value: string}[]};
    await contractTables()({type: 'root', children: [explorer, legend]}, {path: 'test.mdx'});
    expect(explorer.attributes.map((a) => a.name)).toEqual(['options']);
    const options = JSON.parse(explorer.attributes[0]!.value) as Record<string, {value: string; label: string}[]>;
    expect(options.sources!.map((o) => o.value)).toEqual(dataSources.map((s) => s.slug));
    expect(options.structures!.map((o) => o.value)).toEqual(dataStructures.map((d) => d.name));
    expect(options.states!.map((o) => o.label)).toContain('SDK only');
    // A few hundred bytes: what the filters need, not the sources' facts or the contract's fields.
    expect(explorer.attributes[0]!.value.length).toBeLessThan(2000);
    const legendJson = JSON.parse(legend.attributes[0]!.value) as {states: unknown[]; marks: string};
    expect(legendJson.states).toContainEqual(expect.objectContaining({symbol: '✓', label: 'Delivered'}));
    expect(legendJson.marks).toBe('† integration guides only; ? not published');
  });

  it('replaces <CoverageCount> with how many sources or structures there are, and fails on anything else', async () => {
    const count = (of: string) => ({
      type: 'mdxJsxTextElement',
      name: 'CoverageCount',
      attributes: [{type: 'mdxJsxAttribute', name: 'of', value: of}],
    });
    const sentence = {type: 'paragraph', children: [count('structures'), {type: 'text', value: ' structures, '}, count('sources')]};
    await contractTables()({type: 'root', children: [sentence]}, {path: 'test.mdx'});
    expect(sentence.children.map((n) => ('value' in n ? n.value : n))).toEqual([
      String(dataStructures.length),
      ' structures, ',
      String(dataSources.length),
    ]);
    const wrong = {type: 'paragraph', children: [count('fields')]};
    await expect(contractTables()({type: 'root', children: [wrong]}, {path: 'test.mdx'})).rejects.toThrow(
      '<CoverageCount> needs of="sources" or of="structures", got "fields" (test.mdx)',
    );
  });
});
