import type {Nodes as MdastNodes, Paragraph, PhrasingContent, RootContent, TableRow} from 'mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';
import type {
  ExampleModel,
  Inline,
  Json,
  MediaModel,
  OperationModel,
  ReferenceModel,
  RichText,
  SchemaNode,
  SchemaPageModel,
} from '../openapi-reference/models';
import {deprecationChangelog} from '../../src/data/changelog';

/**
 * Markdown for the API reference's operation and schema pages, rendered from
 * the same models as the pages (plugins/openapi-reference/models.ts), so the
 * copy is exact where a conversion of the page's HTML would flatten nested
 * fields. Kept in this one file: it follows the reference model.
 */

// Nested fields are listed with dotted paths down to this depth, like the data-types guide.
const MAX_FIELD_DEPTH = 6;

const text = (value: string): PhrasingContent => ({type: 'text', value});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const strong = (children: PhrasingContent[]): PhrasingContent => ({type: 'strong', children});
const link = (url: string, children: PhrasingContent[]): PhrasingContent => ({type: 'link', url, children});
const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const heading = (depth: 1 | 2 | 3 | 4, children: PhrasingContent[]): RootContent => ({
  type: 'heading',
  depth,
  children,
});
const codeBlock = (lang: string, value: string): RootContent => ({type: 'code', lang, value});
const list = (items: PhrasingContent[][]): RootContent => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items.map((children) => ({type: 'listItem', spread: false, children: [{type: 'paragraph', children}]})),
});

function inline(nodes: Inline[]): PhrasingContent[] {
  return nodes.map((node): PhrasingContent => {
    switch (node.kind) {
      case 'text':
        return text(node.text);
      case 'code':
        return code(node.text);
      case 'strong':
        return strong(inline(node.children));
      case 'em':
        return {type: 'emphasis', children: inline(node.children)};
      case 'link':
        return link(node.href, inline(node.children));
    }
  });
}

function rich(blocks: RichText, headingOffset = 0): RootContent[] {
  return blocks.map((block): RootContent => {
    switch (block.kind) {
      case 'heading':
        return heading(Math.min(4, block.level + headingOffset) as 1 | 2 | 3 | 4, inline(block.children));
      case 'paragraph':
        return paragraph(inline(block.children));
      case 'list':
        return {...(list(block.items.map(inline)) as object), ordered: block.ordered} as RootContent;
      case 'code':
        return codeBlock(block.language, block.text);
    }
  });
}

/** Rich text squeezed into one table cell: its paragraphs' inline content, joined. */
function cellText(blocks: RichText): PhrasingContent[] {
  return blocks.flatMap((block, index) => {
    const sep = index > 0 ? [text(' ')] : [];
    if (block.kind === 'paragraph' || block.kind === 'heading') return [...sep, ...inline(block.children)];
    if (block.kind === 'list')
      return [...sep, ...block.items.flatMap((item, i) => [text(i ? '; ' : ''), ...inline(item)])];
    return [...sep, code(block.text.replace(/\s*\n\s*/g, ' '))];
  });
}

const json = (value: Json | undefined) => JSON.stringify(value);

function typeCell(node: SchemaNode): PhrasingContent[] {
  const label = `${node.type}${node.format ? ` (${node.format})` : ''}${node.nullable ? ', nullable' : ''}`;
  const parts: PhrasingContent[] = node.refName
    ? [link(`/api/schemas/${node.refName}.md`, [text(node.refName)]), text(` ${label}`)]
    : [text(label)];
  if (node.deprecated) parts.push(text(', deprecated'));
  return parts;
}

function rulesCell(node: SchemaNode): PhrasingContent[] {
  const rules: string[] = [];
  const c = node.constraints;
  if (c.minLength !== undefined || c.maxLength !== undefined)
    rules.push(`length ${c.minLength ?? 0}–${c.maxLength ?? '∞'}`);
  if (c.minimum !== undefined) rules.push(`≥ ${c.minimum}`);
  if (c.exclusiveMinimum !== undefined) rules.push(`> ${c.exclusiveMinimum}`);
  if (c.maximum !== undefined) rules.push(`≤ ${c.maximum}`);
  if (c.exclusiveMaximum !== undefined) rules.push(`< ${c.exclusiveMaximum}`);
  if (c.minItems !== undefined || c.maxItems !== undefined) rules.push(`items ${c.minItems ?? 0}–${c.maxItems ?? '∞'}`);
  if (c.uniqueItems) rules.push('unique items');
  if (c.multipleOf !== undefined) rules.push(`multiple of ${c.multipleOf}`);
  const out: PhrasingContent[] = rules.length ? [text(rules.join(', '))] : [];
  const codes: [string, string][] = [];
  if (c.pattern) codes.push(['pattern', c.pattern]);
  if (node.enum) codes.push(['one of', node.enum.map((v) => json(v)).join(', ')]);
  if (node.default !== undefined) codes.push(['default', json(node.default)]);
  if (node.example !== undefined) codes.push(['example', json(node.example)]);
  for (const [name, value] of codes) {
    if (out.length) out.push(text('; '));
    out.push(text(`${name} `), code(value));
  }
  return out;
}

interface FieldRow {
  path: string;
  required: boolean;
  node: SchemaNode;
}

/** Every field below a schema, with dotted paths (`a.b`, `list[].c`), down to MAX_FIELD_DEPTH. */
function fieldRows(node: SchemaNode, prefix = '', depth = 0, rows: FieldRow[] = []): FieldRow[] {
  if (depth >= MAX_FIELD_DEPTH || node.circular) return rows;
  for (const property of node.properties) {
    const path = `${prefix}${property.name}`;
    rows.push({path, required: property.required, node: property.schema});
    fieldRows(property.schema, `${path}.`, depth + 1, rows);
    if (property.schema.items) fieldRows(property.schema.items, `${path}[].`, depth + 1, rows);
  }
  if (node.items && !prefix) fieldRows(node.items, '[].', depth + 1, rows);
  for (const option of node.variants?.options ?? []) fieldRows(option, prefix, depth + 1, rows);
  return rows;
}

function fieldsTable(node: SchemaNode): RootContent[] {
  const rows = fieldRows(node);
  if (!rows.length) return [];
  const row = (cells: PhrasingContent[][]): TableRow => ({
    type: 'tableRow',
    children: cells.map((children) => ({type: 'tableCell', children})),
  });
  return [
    {
      type: 'table',
      children: [
        row([[text('Field')], [text('Type')], [text('Required')], [text('Rules')], [text('Description')]]),
        ...rows.map((r) =>
          row([
            [code(r.path)],
            typeCell(r.node),
            [text(r.required ? 'yes' : 'no')],
            rulesCell(r.node),
            cellText(r.node.description),
          ]),
        ),
      ],
    },
  ];
}

function exampleLabel(example: ExampleModel): string {
  if (example.generated) return 'Example (built from the schema)';
  if (example.summary) return `Example: ${example.summary}`;
  return example.key === 'example' ? 'Example' : `Example: ${example.key}`;
}

function media(content: MediaModel[]): RootContent[] {
  return content.flatMap((m) => [
    paragraph([
      text('Content type '),
      code(m.contentType),
      ...(m.schema ? [text(', schema '), ...typeCell(m.schema)] : []),
      text('.'),
    ]),
    ...(m.schema ? fieldsTable(m.schema) : []),
    ...m.examples.flatMap((example) => [
      paragraph([strong([text(exampleLabel(example))])]),
      codeBlock('json', JSON.stringify(example.value, null, 2)),
    ]),
  ]);
}

function render(children: RootContent[]): string {
  const root: MdastNodes = {type: 'root', children};
  return toMarkdown(root, {
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
    bullet: '-',
    emphasis: '_',
    fences: true,
    listItemIndent: 'one',
  });
}

/** The Markdown of every operation and schema page, by page path. */
export function apiMarkdownPages(model: ReferenceModel): Map<string, string> {
  return new Map([
    ...model.operations.map((op): [string, string] => [op.permalink, operationMarkdown(op)]),
    ...model.schemas.map((schema): [string, string] => [schema.permalink, schemaMarkdown(schema)]),
  ]);
}

/** One operation page as Markdown. */
export function operationMarkdown(op: OperationModel): string {
  const changelog = (deprecationChangelog as Record<string, string>)[op.operationId];
  const deprecation: RootContent[] = op.deprecated
    ? [
        {
          type: 'blockquote',
          children: [
            paragraph([
              strong([text('Deprecated.')]),
              text(' This operation still works but should not be used in new code.'),
              ...(op.supersededBy
                ? [
                    text(' Use '),
                    link(`${op.supersededBy.permalink.replace(/\/$/, '')}.md`, [text(op.supersededBy.summary)]),
                    text(' instead.'),
                  ]
                : []),
              ...(changelog ? [text(' See the '), link(changelog, [text('changelog entry')]), text('.')] : []),
            ]),
          ],
        },
      ]
    : [];
  const security = op.security.flat();
  const children: RootContent[] = [
    heading(1, [text(op.summary)]),
    paragraph([code(`${op.method.toUpperCase()} ${op.path}`), text(' · operationId '), code(op.operationId)]),
    ...deprecation,
    ...rich(op.description, 1),
    heading(2, [text('Authentication')]),
    security.length
      ? list(
          security.map((s) => [
            strong([text(s.name)]),
            text(` (${s.kind}${s.scheme ? `, ${s.scheme}` : ''}): `),
            ...cellText(s.description),
          ]),
        )
      : paragraph([text('None.')]),
    heading(2, [text('Servers')]),
    list(op.servers.map((s) => [text(`${s.description}: `), code(s.url)])),
  ];
  if (op.parameters.length) {
    const row = (cells: PhrasingContent[][]): TableRow => ({
      type: 'tableRow',
      children: cells.map((cellChildren) => ({type: 'tableCell', children: cellChildren})),
    });
    children.push(heading(2, [text('Parameters')]), {
      type: 'table',
      children: [
        row([[text('Name')], [text('In')], [text('Type')], [text('Required')], [text('Rules')], [text('Description')]]),
        ...op.parameters.map((p) =>
          row([
            [code(p.name)],
            [text(p.in)],
            typeCell(p.schema),
            [text(p.required ? 'yes' : 'no')],
            rulesCell(p.example !== undefined ? {...p.schema, example: p.example} : p.schema),
            [...cellText(p.description), ...(p.deprecated ? [text(' Deprecated.')] : [])],
          ]),
        ),
      ],
    });
  }
  if (op.requestBody) {
    children.push(
      heading(2, [text('Request body')]),
      paragraph([text(op.requestBody.required ? 'Required.' : 'Optional.')]),
      ...rich(op.requestBody.description, 2),
      ...media(op.requestBody.content),
    );
  }
  children.push(heading(2, [text('Responses')]));
  for (const response of op.responses) {
    // Same heading as the page: the status badge, then its label.
    const label = response.status === 'default' ? 'Any other status' : `Status ${response.status}`;
    children.push(
      heading(3, [text(`${response.status} ${label}`)]),
      ...rich(response.description, 3),
      ...media(response.content),
    );
  }
  if (op.samples.length) {
    children.push(heading(2, [text('Request samples')]));
    for (const sample of op.samples)
      children.push(heading(3, [text(sample.label)]), codeBlock(sample.language, sample.code));
  }
  return render(children);
}

/** One schema page as Markdown. */
export function schemaMarkdown(page: SchemaPageModel): string {
  const children: RootContent[] = [
    heading(1, [text(page.name)]),
    paragraph([text('Type: '), ...typeCell({...page.schema, refName: undefined})]),
    ...rich(page.schema.description, 1),
  ];
  const rules = rulesCell(page.schema);
  if (rules.length) children.push(paragraph([text('Rules: '), ...rules]));
  const table = fieldsTable(page.schema);
  children.push(
    heading(2, [text('Fields')]),
    ...(table.length ? table : [paragraph([text('A single value: no fields.')])]),
  );
  if (page.example !== undefined)
    children.push(heading(2, [text('Example')]), codeBlock('json', JSON.stringify(page.example, null, 2)));
  if (page.usedBy.length) {
    children.push(
      heading(2, [text('Used by')]),
      list(
        page.usedBy.map((op) => [
          link(`${op.permalink.replace(/\/$/, '')}.md`, [text(op.summary)]),
          text(' '),
          code(`${op.method.toUpperCase()} ${op.path}`),
        ]),
      ),
    );
  }
  return render(children);
}
