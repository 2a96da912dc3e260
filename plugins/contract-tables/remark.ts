import type {PhrasingContent, RootContent, Table, TableRow} from 'mdast';
import {contractFiles, loadContract} from '../../core/contract/load';
import {
  fieldFactsOf,
  fieldRows,
  formatValue,
  provenanceLabels,
  provenanceMarks,
  provenanceTitles,
  typeSegments,
  unitOf,
  isSharedSchema,
  withoutSharedFields,
  SCHEMA_FIELD_ANCHOR,
  type FieldRow,
} from '../../core/contract/model/fields';
import {groupFields, type GroupedField} from './groups';
import {dataSourcePath, routes} from '../../core/config/routes';
import {cellSymbol, cellWords, confidenceMarks, coverageStates, stateLabels, structureCoverage} from '../../core/data/coverage';
import {dataSources, dataStructures} from '../../core/data/dataSources';
import type {ReferenceModel, RichText} from '../../core/contract/model/types';

/**
 * Remark plugin: replaces two MDX elements with Markdown built from the
 * contract model, so the static HTML holds the tables and nobody retypes
 * them:
 *
 *   <ContractSchemaFields schema="PhysicalSummary" />   field tables of one schema, one per object
 *   <ContractOperations />                              every operation, by tag, linked to the reference
 *   <ContractEnum schema="HealthDocument" property="data_structure" />   a property's allowed values, inline
 *   <CoverageCount of="sources" />                     how many sources (or structures) the coverage shows, inline
 *
 * and gives the coverage explorer's elements (<CoverageExplorer />,
 * <CoverageLegend />) what they show from the coverage module as short JSON
 * attributes, so the page's JavaScript never imports the module.
 *
 * Fields are worded by the reference's own functions (`typeSegments`,
 * `fieldFactsOf`) and link to their anchor on the schema's reference page, so a
 * guide table and the reference say the same thing about the same field.
 * Register it in `beforeDefaultRemarkPlugins` so generated headings reach
 * the table of contents and get ids. A schema's object groups get headings
 * one level below the heading the element follows (or `headingLevel="N"`),
 * with ids of their own (`schemaHeadingId`) that must be unique on the page.
 */

interface JsxNode {
  type: string;
  name?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: JsxNode[];
  data?: {hProperties?: {id?: unknown}};
}

export interface ContractTablesOptions {
  /** Contract file; the repository's contract when absent. */
  contractPath?: string;
}

type HeadingDepth = 1 | 2 | 3 | 4 | 5 | 6;

const text = (value: string): PhrasingContent => ({type: 'text', value});

/**
 * Inline code for a field or API path. Plain text on purpose: Docusaurus renders
 * inline code whose children are not all text (a `<wbr>` wrap hint, say) as a
 * code block. Long paths wrap through `overflow-wrap` in src/css/custom.css.
 */
const pathCode = (value: string): PhrasingContent => ({type: 'inlineCode', value});

/** A description as phrasing content for a table cell: its paragraphs, separated by line breaks. */
function descriptionPhrasing(description: RichText | undefined, where: string): PhrasingContent[] {
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
    attributes: [
      attribute('className', 'badge badge--secondary'),
      attribute('title', provenanceTitles[provenance]),
      // A modelled field's badge is the “sandbox model” mark: the Markdown copy writes it as every mark is written.
      ...(provenance === 'modelled' ? [attribute('data-mark', provenanceMarks.modelled)] : []),
    ],
    children: [text(provenanceLabels[provenance])],
  } as unknown as PhrasingContent;
}

/** An object's group, as the page shows it. */
export interface SchemaFieldGroup {
  /** The object whose heading stands for its row; absent for top-level fields and for a schema shown as one table. */
  object?: {
    row: FieldRow;
    /** The heading's id: `schemaHeadingId` of the schema and the object. */
    id: string;
    /** The heading's content: the object's path, linked to its anchor on the schema's page, and its badge. */
    title: PhrasingContent[];
    /** The object's type and description, worded as a row of the table would word them. */
    type: PhrasingContent[];
    description: PhrasingContent[];
  };
  /** The group's own fields, named relative to its object; absent when the object holds only other objects. */
  table?: Table;
  /** One folded table per array of objects among the group's fields, named relative to the array's item. */
  arrays: {name: string; table: Table}[];
}

/** `PhysicalSummary` → `physical_summary`: the form the data-types page gives its structures' ids. */
const snakeCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** The id of a shared object's heading on the shared-objects page: `metadata`, `heart_rate_sample`. */
const sharedSchemaId = (refName: string) => snakeCase(refName);

/**
 * The id of an object's group heading: the schema's name in snake case and
 * the object's field anchor without its prefix (`physical_summary-heart_rate`).
 * Both parts are stable as long as the contract's names are, and distinct per
 * schema and object, so ids only clash when a page shows a schema twice.
 */
export function schemaHeadingId(schemaName: string, object: FieldRow): string {
  return `${snakeCase(schemaName)}-${object.anchor.slice(SCHEMA_FIELD_ANCHOR.length + 1)}`;
}

/**
 * The field tables of one schema, grouped by object (`groupFields`): every
 * field the schema's reference page lists, worded the same (`typeSegments`,
 * `fieldFactsOf`), with the unit a field's name states in a column of its
 * own. Each field links to its anchor on the schema's reference page.
 */
export function schemaFieldTables(model: ReferenceModel, name: string, sharedObjects?: string): SchemaFieldGroup[] {
  const page = model.schemas.find((s) => s.name === name);
  if (!page) {
    throw new Error(
      `contract-tables: schema "${name}" is not in the contract. Known schemas: ${model.schemas.map((s) => s.name).join(', ')}.`,
    );
  }
  const allRows = fieldRows(page.schema);
  if (allRows.length === 0) throw new Error(`contract-tables: schema "${name}" has no properties to list.`);
  const rows = sharedObjects ? withoutSharedFields(allRows) : allRows;
  const schemaLinks = new Map(model.schemas.map((s) => [s.name, s.permalink]));
  const linkOf = (refName: string) =>
    sharedObjects && isSharedSchema(refName) ? `${sharedObjects}#${sharedSchemaId(refName)}` : schemaLinks.get(refName);

  const describe = (field: FieldRow): PhrasingContent[] => {
    const description = descriptionPhrasing(field.schema.description, `${name}.${field.path}`);
    for (const fact of fieldFactsOf(field.schema)) {
      if (description.length) description.push({type: 'break'});
      description.push(text(`${fact.label}: `));
      fact.values.forEach((value, i) => {
        if (i > 0) description.push(text(', '));
        description.push({type: 'inlineCode', value});
      });
    }
    return description;
  };
  const typeOf = (field: FieldRow): PhrasingContent[] => {
    const type: PhrasingContent[] = typeSegments(field.schema).map((segment) => {
      const href = segment.refName && linkOf(segment.refName);
      return href ? {type: 'link', url: href, children: [text(segment.text)]} : text(segment.text);
    });
    if (field.required) type.push(text(', required'));
    return type;
  };
  /** The field's name linked to its anchor on the schema's page, then its provenance badge. */
  const title = (field: FieldRow, label: string): PhrasingContent[] => {
    const provenance = field.schema.provenance;
    return [
      {type: 'link', url: `${page.permalink}#${field.anchor}`, children: [pathCode(label)]},
      ...(provenance ? [text(' '), provenanceBadge(provenance)] : []),
    ];
  };
  const tableOf = (fields: GroupedField[]): Table => {
    const withUnit = fields.some((field) => unitOf(field.row.name));
    return table(
      withUnit ? ['Field', 'Type', 'Unit', 'Description'] : ['Field', 'Type', 'Description'],
      fields.map(({row, name: label}) => [
        title(row, label),
        typeOf(row),
        ...(withUnit ? [[text(unitOf(row.name) ?? '')]] : []),
        describe(row),
      ]),
    );
  };

  return groupFields(rows).map(({object, fields, arrays}) => ({
    ...(object && {
      object: {
        row: object,
        id: schemaHeadingId(name, object),
        title: title(object, object.path),
        type: typeOf(object),
        description: describe(object),
      },
    }),
    ...(fields.length > 0 && {table: tableOf(fields)}),
    arrays: arrays.map((array) => ({name: array.name, table: tableOf(array.items)})),
  }));
}

/** A JSX element of the page's Markdown tree (the MDX components map `details` to the theme's collapsible). */
function jsx(name: string, children: unknown[]): RootContent {
  return {type: 'mdxJsxFlowElement', name, attributes: [], children} as unknown as RootContent;
}

/**
 * The field tables of one schema as page content. Each object's group gets
 * a heading of `depth` (its path, linked to the reference), a line with the
 * object's type and description, and its table; the top-level fields come
 * first without a heading. Each array's item fields fold after the table
 * that lists the array.
 */
export function schemaFieldsContent(model: ReferenceModel, name: string, depth: HeadingDepth = 4, sharedObjects?: string): RootContent[] {
  return schemaFieldTables(model, name, sharedObjects).flatMap(({object, table: fields, arrays}): RootContent[] => [
    ...(object
      ? [
          {type: 'heading', depth, data: {hProperties: {id: object.id}}, children: object.title} as RootContent,
          {
            type: 'paragraph',
            children: [
              {type: 'emphasis', children: object.type},
              ...(object.description.length ? [{type: 'break'} as const, ...object.description] : []),
            ],
          } as RootContent,
        ]
      : []),
    ...(fields ? [fields] : []),
    ...arrays.map(({name: array, table: items}) =>
      jsx('details', [
        jsx('summary', [text(`Fields of each item of `), {type: 'inlineCode', value: array}, text(` (${items.children.length - 1})`)]),
        items,
      ]),
    ),
  ]);
}

/**
 * Every shared object (`isSharedSchema`), in the contract's order: a heading
 * with its `sharedSchemaId`, its description, and its fields.
 */
function sharedObjectsContent(model: ReferenceModel, depth: HeadingDepth): RootContent[] {
  return model.schemas
    .filter((page) => isSharedSchema(page.name))
    .flatMap((page): RootContent[] => {
      const description = descriptionPhrasing(page.schema.description, page.name);
      return [
        {type: 'heading', depth, data: {hProperties: {id: sharedSchemaId(page.name)}}, children: [text(page.name)]} as RootContent,
        ...(description.length ? [{type: 'paragraph', children: description} as RootContent] : []),
        ...schemaFieldsContent(model, page.name, Math.min(depth + 1, 6) as HeadingDepth),
      ];
    });
}

/** The allowed values of one property of a schema, as inline code in a sentence: `a`, `b` and `c`. */
function enumPhrasing(model: ReferenceModel, schemaName: string, property: string): PhrasingContent[] {
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
function operationsSection(model: ReferenceModel, depth: HeadingDepth = 3): RootContent[] {
  return model.overview.tags.flatMap((tag): RootContent[] => [
    {type: 'heading', depth, children: [text(tag.name)]},
    table(
      ['Operation', 'Request', 'Status'],
      tag.operations.map((op) => [
        [{type: 'link', url: op.permalink, children: [text(op.summary)]}],
        [pathCode(`${op.method} ${op.path}`)],
        [text(op.deprecated ? 'Deprecated' : 'Current')],
      ]),
    ),
  ]);
}

/**
 * Which sources deliver one structure, from the coverage module: a table of
 * source, state (symbol and words) and reason, then a link to the explorer
 * filtered to the structure.
 */
function structureCoverageContent(name: string | undefined, where: string): RootContent[] {
  const structure = dataStructures.find((d) => d.name === name);
  if (!structure) {
    throw new Error(`contract-tables: <StructureCoverage> needs structure="..." naming a data structure, got "${name ?? ''}" (${where}).`);
  }
  const rows = dataSources.map((source): PhrasingContent[][] => {
    const cell = structureCoverage(source, structure.name);
    return [
      [{type: 'link', url: dataSourcePath(source.slug), children: [text(source.name)]}],
      [text(`${cellSymbol(cell)} ${cellWords(cell)}`)],
      reasonPhrasing(cell.reason),
    ];
  });
  return [
    table(['Source', 'Coverage', 'Why'], rows),
    {
      type: 'paragraph',
      children: [
        text('Field by field, with the source of truth of every cell: '),
        {type: 'link', url: `${routes.coverage}?structure=${structure.name}`, children: [text('coverage explorer')]},
        text('.'),
      ],
    },
  ];
}

/** A coverage reason's inline code (backticks) as Markdown inline code. */
const reasonPhrasing = (reason: string): PhrasingContent[] =>
  reason.split('`').flatMap((part, i): PhrasingContent[] => (part === '' ? [] : [i % 2 === 1 ? pathCode(part) : text(part)]));

/** The sources, structures and states the coverage explorer's filters offer: a short list, not the source list the cells come from. */
function explorerOptions() {
  return {
    sources: dataSources.map((s) => ({value: s.slug, label: s.name})),
    structures: dataStructures.map((d) => ({value: d.name, label: d.name})),
    states: coverageStates.map((s) => ({value: s, label: stateLabels[s].label})),
  };
}

/** Every coverage state in symbol and words, and what the marks after a symbol mean, for the legend. */
const legend = () => ({states: coverageStates.map((s) => stateLabels[s]), marks: confidenceMarks});

/** How many sources or structures the coverage shows, for a sentence. */
function coverageCount(of: string | undefined, where: string): number {
  if (of === 'sources') return dataSources.length;
  if (of === 'structures') return dataStructures.length;
  throw new Error(`contract-tables: <CoverageCount> needs of="sources" or of="structures", got "${of ?? ''}" (${where}).`);
}

function setAttribute(node: JsxNode, name: string, value: string): void {
  node.attributes = [...(node.attributes ?? []).filter((a) => a.name !== name), {type: 'mdxJsxAttribute', name, value}];
}

function attr(node: JsxNode, name: string): string | undefined {
  const a = node.attributes?.find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
  return typeof a?.value === 'string' ? a.value : undefined;
}

function headingDepth(value: string | undefined, where: string): HeadingDepth {
  const depth = Number(value ?? 3);
  if (![1, 2, 3, 4, 5, 6].includes(depth)) throw new Error(`contract-tables: headingLevel must be 1 to 6, got "${value}" (${where}).`);
  return depth as HeadingDepth;
}

/** The id a heading of the page's source sets in a trailing MDX comment that starts with `#`. */
function explicitHeadingId(node: JsxNode): string | undefined {
  const last = node.children?.at(-1) as {type: string; value?: unknown} | undefined;
  if (last?.type !== 'mdxTextExpression' || typeof last.value !== 'string') return undefined;
  return /^\s*\/\*\s*#(\S+)/.exec(last.value)?.[1];
}

export default function contractTables(options: ContractTablesOptions = {}) {
  const contractPath = options.contractPath ?? contractFiles.rook;
  return async (tree: JsxNode, file: {path?: string}): Promise<void> => {
    const where = file.path ?? 'unknown file';
    // The model is loaded only by pages that use the elements, and once per contract version.
    const model = async () => (await loadContract(contractPath)).model;
    // Ids the page's own headings set, so a generated heading never takes one of them.
    const ids = new Set<string>();
    const collectIds = (node: JsxNode): void => {
      const id = node.type === 'heading' ? explicitHeadingId(node) : undefined;
      if (id) ids.add(id);
      node.children?.forEach(collectIds);
    };
    collectIds(tree);
    // Generated headings take ids of their own, never one the page (or another element) already uses.
    const checkIds = (generated: JsxNode[], what: string) => {
      for (const heading of generated.filter((n) => n.type === 'heading')) {
        const id = String(heading.data?.hProperties?.id);
        if (ids.has(id)) throw new Error(`contract-tables: the heading id "${id}" of ${what} is already used on the page (${where}).`);
        ids.add(id);
      }
    };
    // Depth of the last heading met in document order: field groups go one level below it.
    let lastDepth = 1;
    const replace = async (parent: JsxNode): Promise<void> => {
      const children = parent.children;
      if (!children) return;
      for (let i = 0; i < children.length; i++) {
        const node = children[i]!;
        if (node.type === 'heading') {
          lastDepth = (node as {depth?: number}).depth ?? lastDepth;
          await replace(node);
        } else if (node.type === 'mdxJsxFlowElement' && node.name === 'ContractSchemaFields') {
          const schema = attr(node, 'schema');
          if (!schema) throw new Error(`contract-tables: <ContractSchemaFields> needs a schema="..." attribute (${where}).`);
          const level = attr(node, 'headingLevel');
          const depth = level ? headingDepth(level, where) : (Math.min(lastDepth + 1, 6) as HeadingDepth);
          const generated = schemaFieldsContent(await model(), schema, depth, attr(node, 'sharedObjects')) as JsxNode[];
          checkIds(generated, `schema "${schema}"`);
          children.splice(i, 1, ...generated);
          i += generated.length - 1;
        } else if (node.type === 'mdxJsxFlowElement' && node.name === 'ContractSharedObjects') {
          const generated = sharedObjectsContent(await model(), Math.min(lastDepth + 1, 6) as HeadingDepth) as JsxNode[];
          checkIds(generated, 'the shared objects');
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
        } else if (node.type === 'mdxJsxFlowElement' && (node.name === 'CoverageExplorer' || node.name === 'CoverageLegend')) {
          // What the explorer's filters and legend show, from the coverage module; its tables come with the server's HTML only.
          const [name, value] = node.name === 'CoverageExplorer' ? ['options', explorerOptions()] : ['legend', legend()];
          setAttribute(node, name, JSON.stringify(value));
        } else if (node.type === 'mdxJsxTextElement' && node.name === 'CoverageCount') {
          children.splice(i, 1, text(String(coverageCount(attr(node, 'of'), where))) as JsxNode);
        } else if (node.type === 'mdxJsxFlowElement' && node.name === 'StructureCoverage') {
          const structure = attr(node, 'structure');
          const generated = structureCoverageContent(structure, where) as JsxNode[];
          children.splice(i, 1, ...generated);
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
