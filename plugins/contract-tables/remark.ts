import type {PhrasingContent, RootContent, Table, TableRow} from 'mdast';
import {contractFiles, loadContract} from '../openapi-reference/load';
import {
  fieldFactsOf,
  fieldRows,
  formatValue,
  provenanceLabels,
  provenanceTitles,
  typeSegments,
  unitOf,
  type FieldRow,
} from '../openapi-reference/model/fields';
import type {ReferenceModel, RichText} from '../openapi-reference/model/types';

/**
 * Remark plugin: replaces two MDX elements with Markdown built from the
 * contract model, so the static HTML holds the tables and nobody retypes
 * them:
 *
 *   <ContractSchemaFields schema="PhysicalSummary" />   field tables of one schema
 *   <ContractOperations />                              every operation, by tag, linked to the reference
 *   <ContractEnum schema="HealthDocument" property="data_structure" />   a property's allowed values, inline
 *
 * Fields are worded by the reference's own functions (`typeSegments`,
 * `fieldFactsOf`) and link to their anchor on the schema's reference page, so a
 * guide table and the reference say the same thing about the same field.
 * Register it in `beforeDefaultRemarkPlugins` so generated headings reach
 * the table of contents and get ids.
 */

interface JsxNode {
  type: string;
  name?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: JsxNode[];
}

export interface ContractTablesOptions {
  /** Contract file; the repository's contract when absent. */
  contractPath?: string;
}

const text = (value: string): PhrasingContent => ({type: 'text', value});

/**
 * Inline code that may wrap after dots and slashes. Long field paths and API
 * paths would otherwise widen their table past the page and make it scroll,
 * which keyboard users cannot reach.
 */
export function breakableCode(value: string): PhrasingContent {
  const children: unknown[] = [];
  for (const part of value.split(/(?<=[./])/)) {
    if (children.length) children.push({type: 'element', tagName: 'wbr', properties: {}, children: []});
    children.push({type: 'text', value: part});
  }
  return {type: 'inlineCode', value, data: {hChildren: children} as never};
}

/** A description as phrasing content for a table cell: its paragraphs, separated by line breaks. */
export function descriptionPhrasing(description: RichText | undefined, where: string): PhrasingContent[] {
  if (!description) return [];
  const out: PhrasingContent[] = [];
  for (const block of description) {
    if (block.type !== 'paragraph') {
      throw new Error(`contract-tables: ${where}: a field description in a table can only hold paragraphs, found a ${block.type}`);
    }
    if (out.length) out.push({type: 'break'});
    out.push(...structuredClone(block.children));
  }
  return out;
}

const row = (cells: PhrasingContent[][]): TableRow => ({
  type: 'tableRow',
  children: cells.map((children) => ({type: 'tableCell', children})),
});
const table = (header: string[], rows: PhrasingContent[][][]): Table => ({
  type: 'table',
  align: header.map(() => null),
  children: [row(header.map((h) => [text(h)])), ...rows.map(row)],
});

/** A small Infima badge (an MDX span) saying where a field comes from. */
function provenanceBadge(provenance: 'published' | 'modelled'): PhrasingContent {
  const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});
  return {
    type: 'mdxJsxTextElement',
    name: 'span',
    attributes: [attribute('className', 'badge badge--secondary'), attribute('title', provenanceTitles[provenance])],
    children: [text(provenanceLabels[provenance])],
  } as unknown as PhrasingContent;
}

/** The rows of a field table, and the items of arrays of objects folded below it. */
export interface SchemaFieldTables {
  /** The schema's fields, except those inside arrays of objects. */
  table: Table;
  /** One folded table per array of objects (granular samples and the like), after the main table. */
  arrays: {path: string; table: Table}[];
}

/** Paths of the fields that hold arrays of objects, outermost first; their items' rows fold into their own table. */
function foldedArrayOf(rows: FieldRow[], row: FieldRow): string | undefined {
  return rows.find((candidate) => row.path.startsWith(`${candidate.path}[].`))?.path;
}

/**
 * The field tables of one schema: every field the schema's reference page
 * lists, worded the same (`typeSegments`, `fieldFactsOf`), with the unit a
 * field's name states in a column of its own. The fields of each item of an
 * array of objects get their own table, which the page shows folded.
 */
export function schemaFieldTables(model: ReferenceModel, name: string): SchemaFieldTables {
  const page = model.schemas.find((s) => s.name === name);
  if (!page) {
    throw new Error(
      `contract-tables: schema "${name}" is not in the contract. Known schemas: ${model.schemas.map((s) => s.name).join(', ')}.`,
    );
  }
  const rows = fieldRows(page.schema);
  if (rows.length === 0) throw new Error(`contract-tables: schema "${name}" has no properties to list.`);
  const schemaLinks = new Map(model.schemas.map((s) => [s.name, s.permalink]));

  const cells = (field: FieldRow, withUnit: boolean): PhrasingContent[][] => {
    const description = descriptionPhrasing(field.schema.description, `${name}.${field.path}`);
    for (const fact of fieldFactsOf(field.schema)) {
      if (description.length) description.push({type: 'break'});
      description.push(text(`${fact.label}: `));
      fact.values.forEach((value, i) => {
        if (i > 0) description.push(text(', '));
        description.push({type: 'inlineCode', value});
      });
    }
    const type: PhrasingContent[] = typeSegments(field.schema).map((segment) => {
      const href = segment.refName && schemaLinks.get(segment.refName);
      return href ? {type: 'link', url: href, children: [text(segment.text)]} : text(segment.text);
    });
    if (field.required) type.push(text(', required'));
    const provenance = field.schema.provenance;
    return [
      [
        {type: 'link', url: `${page.permalink}#${field.anchor}`, children: [breakableCode(field.path)]},
        ...(provenance ? [text(' '), provenanceBadge(provenance)] : []),
      ],
      type,
      ...(withUnit ? [[text(unitOf(field.name) ?? '')]] : []),
      description,
    ];
  };
  const tableOf = (fields: FieldRow[]): Table => {
    const withUnit = fields.some((field) => unitOf(field.name));
    return table(
      withUnit ? ['Field', 'Type', 'Unit', 'Description'] : ['Field', 'Type', 'Description'],
      fields.map((field) => cells(field, withUnit)),
    );
  };

  const arrays = rows.filter((row) => row.schema.items && row.schema.items.properties.length > 0 && !foldedArrayOf(rows, row));
  const byArray = new Map(arrays.map((row) => [row.path, [] as FieldRow[]]));
  const main: FieldRow[] = [];
  for (const row of rows) {
    const array = foldedArrayOf(arrays, row);
    if (array) byArray.get(array)!.push(row);
    else main.push(row);
  }
  return {
    table: tableOf(main),
    arrays: [...byArray].filter(([, fields]) => fields.length > 0).map(([path, fields]) => ({path, table: tableOf(fields)})),
  };
}

/** A JSX element of the page's Markdown tree (the MDX components map `details` to the theme's collapsible). */
function jsx(name: string, children: unknown[]): RootContent {
  return {type: 'mdxJsxFlowElement', name, attributes: [], children} as unknown as RootContent;
}

/** The field tables of one schema as page content: the main table, then each array's item fields folded. */
export function schemaFieldsContent(model: ReferenceModel, name: string): RootContent[] {
  const {table: main, arrays} = schemaFieldTables(model, name);
  return [
    main,
    ...arrays.map(({path, table: items}) =>
      jsx('details', [
        jsx('summary', [text(`Fields of each item of `), {type: 'inlineCode', value: path}, text(` (${items.children.length - 1})`)]),
        items,
      ]),
    ),
  ];
}

/** The allowed values of one property of a schema, as inline code in a sentence: `a`, `b` and `c`. */
export function enumPhrasing(model: ReferenceModel, schemaName: string, property: string): PhrasingContent[] {
  const page = model.schemas.find((s) => s.name === schemaName);
  if (!page) throw new Error(`contract-tables: schema "${schemaName}" is not in the contract.`);
  const values = page.schema.properties.find((p) => p.name === property)?.schema.enum;
  if (!values?.length) throw new Error(`contract-tables: schema "${schemaName}" has no property "${property}" with an enum.`);
  return values.flatMap((value, i): PhrasingContent[] => [
    ...(i === 0 ? [] : [text(i === values.length - 1 ? ' and ' : ', ')]),
    {type: 'inlineCode', value: formatValue(value)},
  ]);
}

/** One heading per tag, each with a table of its operations, in the reference's order. */
export function operationsSection(model: ReferenceModel, depth: 1 | 2 | 3 | 4 | 5 | 6 = 3): RootContent[] {
  return model.overview.tags.flatMap((tag): RootContent[] => [
    {type: 'heading', depth, children: [text(tag.name)]},
    table(
      ['Operation', 'Request', 'Status'],
      tag.operations.map((op) => [
        [{type: 'link', url: op.permalink, children: [text(op.summary)]}],
        [breakableCode(`${op.method} ${op.path}`)],
        [text(op.deprecated ? 'Deprecated' : 'Current')],
      ]),
    ),
  ]);
}

function attr(node: JsxNode, name: string): string | undefined {
  const a = node.attributes?.find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
  return typeof a?.value === 'string' ? a.value : undefined;
}

function headingDepth(value: string | undefined, where: string): 1 | 2 | 3 | 4 | 5 | 6 {
  const depth = Number(value ?? 3);
  if (![1, 2, 3, 4, 5, 6].includes(depth)) throw new Error(`contract-tables: headingLevel must be 1 to 6, got "${value}" (${where}).`);
  return depth as 1 | 2 | 3 | 4 | 5 | 6;
}

export default function contractTables(options: ContractTablesOptions = {}) {
  const contractPath = options.contractPath ?? contractFiles.rook;
  return async (tree: JsxNode, file: {path?: string}): Promise<void> => {
    const where = file.path ?? 'unknown file';
    // The model is loaded only by pages that use the elements, and once per contract version.
    const model = async () => (await loadContract(contractPath)).model;
    const replace = async (parent: JsxNode): Promise<void> => {
      const children = parent.children;
      if (!children) return;
      for (let i = 0; i < children.length; i++) {
        const node = children[i]!;
        if (node.type === 'mdxJsxFlowElement' && node.name === 'ContractSchemaFields') {
          const schema = attr(node, 'schema');
          if (!schema) throw new Error(`contract-tables: <ContractSchemaFields> needs a schema="..." attribute (${where}).`);
          const generated = schemaFieldsContent(await model(), schema) as JsxNode[];
          children.splice(i, 1, ...generated);
          i += generated.length - 1;
        } else if ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === 'ContractEnum') {
          const [schema, property] = [attr(node, 'schema'), attr(node, 'property')];
          if (!schema || !property)
            throw new Error(`contract-tables: <ContractEnum> needs schema="..." and property="..." attributes (${where}).`);
          const values = enumPhrasing(await model(), schema, property);
          const generated = node.type === 'mdxJsxTextElement' ? values : [{type: 'paragraph', children: values}];
          children.splice(i, 1, ...(generated as JsxNode[]));
          i += generated.length - 1;
        } else if (node.type === 'mdxJsxFlowElement' && node.name === 'ContractOperations') {
          const generated = operationsSection(await model(), headingDepth(attr(node, 'headingLevel'), where)) as JsxNode[];
          children.splice(i, 1, ...generated);
          i += generated.length - 1;
        } else {
          await replace(node);
        }
      }
    };
    await replace(tree);
  };
}
