import type {Nodes as MdastNodes, Paragraph, PhrasingContent, RootContent, TableRow} from 'mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';
import {factsOf, fieldFactsOf, fieldRows, typeSegments, unitOf, type Fact} from '../../core/contract/model/fields';
import type {
  ExampleModel,
  MediaModel,
  OperationModel,
  ReferenceModel,
  RichText,
  SchemaNode,
  SchemaPageModel,
  WebhookModel,
  WebhookPageModel,
  WebhooksOverviewModel,
} from '../../core/contract/model/types';
import {formatValue} from '../../core/contract/model/fields';
import {
  bodyRequiredLabel,
  headings,
  parameterColumns,
  payloadsHeading,
  requestBodyExamplesHeading,
  responseStatusLabel,
  webhooksIntro,
} from '../../core/contract/model/labels';
import {deprecationChangelog} from '../../core/data/changelog';
import {afterLastRetry, dataWebhookDelivery, deliveryAttempts, signatureTestVector, signedDatetimeCaveat} from '../../core/data/webhooks';
import {language} from '../../core/data/codeTabs';
import {markMarkdown} from '../../core/data/marks';
import {apiRoutes, routes} from '../../core/config/routes';
import {textOf} from '../../core/markdown/text';

/**
 * Markdown for the API reference's operation and schema pages, rendered from
 * the same models as the pages (core/contract/model/types.ts), so the
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

/** A description's blocks, headings moved down by `headingOffset` (the page's own headings come first). */
function rich(blocks: RichText | undefined, headingOffset = 0): RootContent[] {
  return structuredClone(blocks ?? []).map((block) =>
    block.type === 'heading' ? {...block, depth: Math.min(6, block.depth + headingOffset) as 1 | 2 | 3 | 4 | 5 | 6} : block,
  );
}

/** Rich text squeezed into one table cell: its blocks' text, joined. */
function cellText(blocks: RichText | undefined): PhrasingContent[] {
  return (blocks ?? []).flatMap((block, index) => {
    const sep = index > 0 ? [text(' ')] : [];
    if (block.type === 'paragraph' || block.type === 'heading') return [...sep, ...structuredClone(block.children)];
    if (block.type === 'code') return [...sep, code(block.value.replace(/\s*\n\s*/g, ' '))];
    return [...sep, text(textOf(block).replace(/\s+/g, ' ').trim())];
  });
}

/** The type in the reference's words (`typeSegments`), each named schema linked to its Markdown page. */
function typeCell(node: SchemaNode): PhrasingContent[] {
  const parts: PhrasingContent[] = typeSegments(node).map((segment) =>
    segment.refName ? link(`${apiRoutes.schema(segment.refName).replace(/\/$/, '')}.md`, [text(segment.text)]) : text(segment.text),
  );
  if (node.deprecated) parts.push(text(', deprecated'));
  return parts;
}

/** The rules in the reference's words (`factsOf`, or `fieldFactsOf` for a field): "Constraints: `a`, `b`; Example: `c`". */
function rulesCell(node: SchemaNode, facts: Fact[] = factsOf(node)): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const fact of facts) {
    if (out.length) out.push(text('; '));
    out.push(text(`${fact.label}: `));
    fact.values.forEach((value, i) => {
      if (i > 0) out.push(text(', '));
      out.push(code(value));
    });
  }
  return out;
}

function fieldsTable(node: SchemaNode): RootContent[] {
  const rows = fieldRows(node).filter((r) => r.depth < MAX_FIELD_DEPTH);
  if (!rows.length) return [];
  const row = (cells: PhrasingContent[][]): TableRow => ({
    type: 'tableRow',
    children: cells.map((children) => ({type: 'tableCell', children})),
  });
  return [
    {
      type: 'table',
      children: [
        row([[text('Field')], [text('Type')], [text('Unit')], [text('Required')], [text('Rules')], [text('Description')]]),
        ...rows.map((r) =>
          row([
            [code(r.path)],
            typeCell(r.schema),
            [text(unitOf(r.name) ?? '')],
            [text(r.required ? 'yes' : 'no')],
            rulesCell(r.schema, fieldFactsOf(r.schema)),
            cellText(r.schema.description),
          ]),
        ),
      ],
    },
  ];
}

function parametersTable(parameters: OperationModel['parameters']): RootContent {
  const row = (cells: PhrasingContent[][]): TableRow => ({
    type: 'tableRow',
    children: cells.map((cellChildren) => ({type: 'tableCell', children: cellChildren})),
  });
  return {
    type: 'table',
    children: [
      row(parameterColumns.map((column) => [text(column)])),
      ...parameters.map((p) =>
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
  };
}

function exampleLabel(example: ExampleModel): string {
  if (example.generated) return 'Example (built from the schema)';
  if (example.summary) return `Example: ${example.summary}`;
  return example.key === 'example' ? 'Example' : `Example: ${example.key}`;
}

/** Content types and their fields; the examples go to their own sections, as on the page's right pane. */
function media(content: MediaModel[]): RootContent[] {
  return content.flatMap((m) => [
    paragraph([text('Content type '), code(m.contentType), ...(m.schema ? [text(', schema '), ...typeCell(m.schema)] : []), text('.')]),
    ...(m.schema ? fieldsTable(m.schema) : []),
  ]);
}

function examples(content: MediaModel[]): RootContent[] {
  return content.flatMap((m) =>
    m.examples.flatMap((example) => [
      paragraph([strong([text(exampleLabel(example))])]),
      codeBlock('json', JSON.stringify(example.value, null, 2)),
    ]),
  );
}

function responsesSection(responses: OperationModel['responses']): RootContent[] {
  return [
    heading(2, [text(headings.responses)]),
    ...responses.flatMap((response) => {
      // Same heading as the page: the status badge, then its label.
      return [
        heading(3, [text(`${response.status} ${responseStatusLabel(response.status)}`)]),
        ...rich(response.description, 3),
        ...media(response.content),
      ];
    }),
  ];
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

/** The Markdown of every operation, schema and webhook payload page, by page path. */
export function apiMarkdownPages(model: ReferenceModel): Map<string, string> {
  return new Map([
    ...model.operations.map((op): [string, string] => [op.permalink, operationMarkdown(op)]),
    ...model.schemas.map((schema): [string, string] => [schema.permalink, schemaMarkdown(schema)]),
    ...model.webhookPages.map((page): [string, string] => [page.permalink, webhookMarkdown(page)]),
    ...(model.webhooks ? [[model.webhooks.permalink, webhooksMarkdown(model.webhooks)] as [string, string]] : []),
  ]);
}

/** One operation page as Markdown. */
function operationMarkdown(op: OperationModel): string {
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
    heading(2, [text(headings.authentication)]),
    security.length
      ? list(
          security.map((s) => [
            strong([text(s.name)]),
            text(` (${s.kind}${s.scheme ? `, ${s.scheme}` : ''}): `),
            ...cellText(s.description),
          ]),
        )
      : paragraph([text('None.')]),
    heading(2, [text(headings.servers)]),
    list(op.servers.map((s) => [text(`${s.description}: `), code(s.url)])),
  ];
  if (op.parameters.length) children.push(heading(2, [text(headings.parameters)]), parametersTable(op.parameters));
  if (op.requestBody) {
    children.push(
      heading(2, [text(headings.requestBody)]),
      paragraph([text(bodyRequiredLabel(op.requestBody.required))]),
      ...rich(op.requestBody.description, 2),
      ...media(op.requestBody.content),
    );
  }
  children.push(...responsesSection(op.responses));
  // The right pane, in its order: samples, the console, then the examples.
  if (op.samples.length) {
    children.push(heading(2, [text(headings.requestSamples)]));
    for (const sample of op.samples) {
      const {label, highlight} = language(sample.language);
      children.push(heading(3, [text(label)]), codeBlock(highlight, sample.code));
    }
  }
  const sandbox = op.servers.find((s) => s.sandbox)?.description.toLowerCase() ?? 'sandbox';
  children.push(
    heading(2, [text(headings.tryIt)]),
    paragraph([
      text(
        `The web page has a console that sends this call to the ${sandbox}, ROOK's sandbox or production and checks the answer against the contract. Outside the browser, run a request sample above against one of the servers listed.`,
      ),
    ]),
  );
  const bodyExamples = op.requestBody ? examples(op.requestBody.content) : [];
  if (bodyExamples.length) {
    const count = op.requestBody!.content.flatMap((m) => m.examples).length;
    children.push(heading(2, [text(requestBodyExamplesHeading(count))]), ...bodyExamples);
  }
  const withExamples = op.responses.filter((r) => r.content.some((m) => m.examples.length));
  if (withExamples.length) {
    children.push(heading(2, [text(headings.responseExamples)]));
    for (const response of withExamples) children.push(heading(3, [text(`${response.status} example`)]), ...examples(response.content));
  }
  return render(children);
}

/** One schema page as Markdown. */
function schemaMarkdown(page: SchemaPageModel): string {
  const children: RootContent[] = [
    heading(1, [text(page.name)]),
    paragraph([text('Type: '), ...typeCell({...page.schema, refName: undefined})]),
    ...rich(page.schema.description, 1),
  ];
  const rules = rulesCell(page.schema);
  if (rules.length) children.push(paragraph([text('Rules: '), ...rules]));
  const table = fieldsTable(page.schema);
  children.push(heading(2, [text(headings.fields)]), ...(table.length ? table : [paragraph([text('A single value: no fields.')])]));
  if (page.example !== undefined)
    children.push(heading(2, [text(headings.example)]), codeBlock('json', JSON.stringify(page.example, null, 2)));
  if (page.usedBy.length) {
    children.push(
      heading(2, [text(headings.usedBy)]),
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

const mdLink = (permalink: string) => `${permalink.replace(/\/$/, '')}.md`;

/** The retry schedule (core/data/webhooks.ts) for the webhook it is known for, as on the pages (WebhookDelivery.tsx). */
function retriesSection(webhook: Pick<WebhookModel, 'key' | 'name'>): RootContent[] {
  if (webhook.key !== dataWebhookDelivery.webhook) {
    return [
      heading(2, [text(headings.retries)]),
      paragraph([text(`ROOK has not published a retry schedule for the ${webhook.name}; the one known is the Data Webhook’s.`)]),
    ];
  }
  const statuses = dataWebhookDelivery.acceptedStatuses.map(String);
  return [
    heading(2, [text(headings.retries)]),
    paragraph([
      text(
        `Your endpoint accepts a delivery by answering ${statuses.slice(0, -1).join(', ')} or ${statuses.at(-1)}. After any other answer, or none, ROOK sends the same payload again:`,
      ),
    ]),
    {
      type: 'list',
      ordered: true,
      spread: false,
      children: [
        ...deliveryAttempts().map((attempt) => [text(`${attempt};`)]),
        [
          text(`${afterLastRetry()} `),
          link(mdLink(apiRoutes.operation(dataWebhookDelivery.resendOperationId)), [code(dataWebhookDelivery.resendOperationId)]),
          text('.'),
        ],
      ].map((items) => ({type: 'listItem' as const, spread: false, children: [paragraph(items)]})),
    },
  ];
}

/** How to check X-ROOK-HASH, as on the pages (WebhookDelivery.tsx); `signed` names this payload's datetime. */
function verifySection(signed?: WebhookPageModel['signed']): RootContent[] {
  return [
    heading(2, [text(headings.verify)]),
    paragraph([
      text('The '),
      code('X-ROOK-HASH'),
      text(' header is the HMAC-SHA256, hex-encoded, keyed with your hash key, of '),
      code('client_uuid'),
      text(', '),
      code('user_id'),
      text(' and a datetime joined with no separator.'),
      ...(signed
        ? [
            text(' For this payload the datetime is '),
            code(signed.datetimePath),
            text('. The message signed for the example: '),
            code(signed.exampleMessage),
            text('.'),
          ]
        : []),
    ]),
    {type: 'blockquote', children: [paragraph([text(`${markMarkdown('sandbox-model')} ${signedDatetimeCaveat}`)])]},
    paragraph([
      text('Check a payload in the '),
      link(`${apiRoutes.webhooks}#verifier`, [text('in-browser verifier')]),
      text(', or copy the verification code for Node.js and Python from the '),
      link(mdLink(routes.dataDelivery), [text('data delivery guide')]),
      text('. A complete receiver for your framework, which reads the raw body, compares in constant time and answers at once, is in '),
      link(mdLink(routes.webhookVerify), [text('verify webhooks in your framework')]),
      text('.'),
    ]),
  ];
}

/** One webhook payload page as Markdown, in the page's order. */
export function webhookMarkdown(page: WebhookPageModel): string {
  const {webhook, kind} = page;
  const children: RootContent[] = [
    heading(1, [text(page.title)]),
    paragraph([
      code(webhook.method),
      text(` to your endpoint · ${webhook.name}`),
      ...(page.schemaName ? [text(' · schema '), link(mdLink(apiRoutes.schema(page.schemaName)), [text(page.schemaName)])] : []),
    ]),
    ...rich(page.schema.description, 1),
  ];
  if (kind?.values.length === 1) {
    children.push(paragraph([code(kind.field), text(' is always '), code(formatValue(kind.values[0]!)), text(' in this payload.')]));
  } else if (kind) {
    children.push(
      paragraph([code(kind.field), text(' says which notice it is, one of:')]),
      list(kind.values.map((v) => [code(formatValue(v))])),
    );
  }
  children.push(
    heading(2, [text(headings.when)]),
    paragraph([strong([text(`${webhook.summary}.`)])]),
    ...rich(webhook.description, 2),
    heading(2, [text(headings.headers)]),
    parametersTable(webhook.parameters),
    heading(2, [text(headings.payload)]),
    paragraph([text('Content type '), code(page.contentType), text('.')]),
    ...fieldsTable(page.schema),
    heading(2, [text(headings.example)]),
    codeBlock('json', JSON.stringify(page.example.value, null, 2)),
    ...responsesSection(webhook.responses),
    ...retriesSection(webhook),
    ...verifySection(page.signed),
  );
  return render(children);
}

/** The webhook overview as Markdown (its HTML holds tables with lists in cells, which Markdown tables cannot). */
function webhooksMarkdown(overview: WebhooksOverviewModel): string {
  const children: RootContent[] = [
    heading(1, [text(overview.title)]),
    paragraph([text(webhooksIntro.before), link(mdLink(routes.dataDelivery), [text(webhooksIntro.link)]), text(webhooksIntro.after)]),
  ];
  for (const webhook of overview.webhooks) {
    children.push(
      heading(2, [text(webhook.name)]),
      paragraph([strong([text(`${webhook.summary}.`)])]),
      ...rich(webhook.description, 2),
      heading(3, [text(payloadsHeading(webhook.pages.length))]),
      list(webhook.pages.map((page) => [link(mdLink(page.permalink), [text(page.title)])])),
      heading(3, [text(headings.headers)]),
      parametersTable(webhook.parameters),
    );
  }
  const retried = overview.webhooks.find((w) => w.key === dataWebhookDelivery.webhook) ?? overview.webhooks[0];
  if (retried) children.push(...retriesSection(retried));
  children.push(
    ...verifySection(),
    heading(2, [text(headings.verifier)]),
    paragraph([
      text(
        'The page has a verifier that runs in the browser, with JavaScript. To check your own code instead, use ROOK’s test vector: the HMAC-SHA256 of ',
      ),
      code(signatureTestVector.message),
      text(' keyed with '),
      code(signatureTestVector.key),
      text(' is '),
      code(signatureTestVector.hash),
      text('.'),
    ]),
  );
  return render(children);
}
