import {
  defaultContractPath,
  listOperations,
  loadContract,
  schemaFieldRows,
  type Contract,
  type FieldRow,
} from './contract';

/**
 * Remark plugin: replaces two MDX elements with real Markdown built from the
 * API contract, so the static HTML holds the tables and nobody retypes them.
 *
 *   <ContractSchemaFields schema="PhysicalSummary" />   field table of one schema
 *   <ContractOperations />                              every operation, by tag, linked to the reference
 *
 * Register it in `beforeDefaultRemarkPlugins` so generated headings reach the
 * table of contents and get ids.
 */

// Minimal mdast shapes: enough for what this plugin builds and reads.
type Phrasing =
  | {type: 'text'; value: string}
  | {type: 'inlineCode'; value: string; data?: {hChildren: unknown[]}}
  | {type: 'strong'; children: Phrasing[]}
  | {type: 'link'; url: string; children: Phrasing[]};
interface Node {
  type: string;
  name?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: Node[];
  [key: string]: unknown;
}

export interface ContractTablesOptions {
  contractPath?: string;
  /** Reference page of an operation. */
  operationUrl?: (operationId: string) => string;
}

const text = (value: string): Phrasing => ({type: 'text', value});
const code = (value: string): Phrasing => ({type: 'inlineCode', value});

/**
 * Inline code that may wrap after dots and slashes. Long field paths and API
 * paths would otherwise widen their table past the page and make it scroll,
 * which keyboard users cannot reach.
 */
export function breakableCode(value: string): Phrasing {
  const children: unknown[] = [];
  for (const part of value.split(/(?<=[./])/)) {
    if (children.length) children.push({type: 'element', tagName: 'wbr', properties: {}, children: []});
    children.push({type: 'text', value: part});
  }
  return {type: 'inlineCode', value, data: {hChildren: children}};
}

/** Turns the little Markdown the contract's descriptions use (code, bold, links) into phrasing nodes. */
export function inlineMarkdown(source: string): Phrasing[] {
  const out: Phrasing[] = [];
  const re = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const m of source.matchAll(re)) {
    if (m.index! > last) out.push(text(source.slice(last, m.index)));
    if (m[1] !== undefined) out.push(code(m[1]));
    else if (m[2] !== undefined) out.push({type: 'strong', children: [text(m[2])]});
    else out.push({type: 'link', url: m[4]!, children: inlineMarkdown(m[3]!)});
    last = m.index! + m[0].length;
  }
  if (last < source.length) out.push(text(source.slice(last)));
  return out;
}

const cell = (children: Phrasing[]): Node => ({type: 'tableCell', children: children as Node[]});
const row = (cells: Phrasing[][]): Node => ({type: 'tableRow', children: cells.map(cell)});
const table = (header: string[], rows: Phrasing[][][]): Node => ({
  type: 'table',
  align: header.map(() => null),
  children: [row(header.map((h) => [text(h)])), ...rows.map(row)],
});

function fieldCells(f: FieldRow, prefix: string): Phrasing[][] {
  const shown = prefix && f.path.startsWith(prefix) ? f.path.slice(prefix.length) : f.path;
  const type = [f.type, f.nullable ? 'nullable' : '', f.required ? 'required' : ''].filter(Boolean).join(', ');
  const description = [f.description, ...f.constraints.map((c) => (/[.!?]$/.test(c) ? c : `${c}.`))]
    .filter(Boolean)
    .join(' ');
  return [[breakableCode(shown)], [text(type)], inlineMarkdown(description)];
}

/** The field table of one schema. */
export function schemaFieldsTable(contract: Contract, schema: string): Node {
  const rows = schemaFieldRows(contract, schema);
  if (rows.length === 0) throw new Error(`contract-tables: schema "${schema}" has no properties to list.`);
  return table(['Field', 'Type', 'Description'], rows.map((r) => fieldCells(r, '')));
}

/** One heading per tag, each with a table of its operations. */
export function operationsSection(contract: Contract, operationUrl: (id: string) => string, depth = 3): Node[] {
  const ops = listOperations(contract);
  const tagOrder = [...(contract.tags ?? []).map((t) => t.name), ...ops.map((o) => o.tag)];
  const tags = [...new Set(tagOrder)].filter((t) => ops.some((o) => o.tag === t));
  return tags.flatMap((tag) => [
    {type: 'heading', depth, children: [text(tag)] as Node[]},
    table(
      ['Operation', 'Request', 'Status'],
      ops
        .filter((o) => o.tag === tag)
        .map((o) => [
          [{type: 'link', url: operationUrl(o.operationId), children: [text(o.summary)]}],
          [breakableCode(`${o.method} ${o.path}`)],
          [text(o.deprecated ? 'Deprecated' : 'Current')],
        ]),
    ),
  ]);
}

function attr(node: Node, name: string): string | undefined {
  const a = node.attributes?.find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
  return typeof a?.value === 'string' ? a.value : undefined;
}

export default function contractTables(options: ContractTablesOptions = {}) {
  const contractPath = options.contractPath ?? defaultContractPath;
  const operationUrl = options.operationUrl ?? ((id: string) => `/api/operations/${id}/`);
  return (tree: Node, file: {path?: string}) => {
    const replace = (parent: Node) => {
      const children = parent.children;
      if (!children) return;
      for (let i = 0; i < children.length; i++) {
        const node = children[i]!;
        if (node.type === 'mdxJsxFlowElement' && node.name === 'ContractSchemaFields') {
          const schema = attr(node, 'schema');
          if (!schema) throw new Error(`contract-tables: <ContractSchemaFields> needs a schema="..." attribute (${file.path ?? 'unknown file'}).`);
          children.splice(i, 1, schemaFieldsTable(loadContract(contractPath), schema));
        } else if (node.type === 'mdxJsxFlowElement' && node.name === 'ContractOperations') {
          const depth = Number(attr(node, 'headingLevel') ?? 3);
          const generated = operationsSection(loadContract(contractPath), operationUrl, depth);
          children.splice(i, 1, ...generated);
          i += generated.length - 1;
        } else {
          replace(node);
        }
      }
    };
    replace(tree);
  };
}
