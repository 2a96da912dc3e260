import {richText} from '../../markdown/parse';
import type {ErrorEntry, OperationModel, OperationSummary, ReferenceModel, SchemaNode, SchemaPageModel, TagGroup} from './types';
import type {ReferenceRoutes} from '../../config/routes';
import {buildOperation, HTTP_METHODS, securityOf, serversOf} from './operations';
import {buildSchema, exampleOf, type Raw} from './schema';
import {buildWebhooks} from './webhooks';

function summaryOf(op: OperationModel): OperationSummary {
  const {operationId, method, path, summary, deprecated, permalink} = op;
  return {operationId, method, path, summary, deprecated, permalink};
}

/** Every component schema name a tree mentions, at any depth. */
function schemaNamesIn(node: SchemaNode | undefined, out = new Set<string>()): Set<string> {
  if (!node) return out;
  if (node.refName) out.add(node.refName);
  if (node.circular) return out;
  for (const p of node.properties) schemaNamesIn(p.schema, out);
  schemaNamesIn(node.items, out);
  schemaNamesIn(node.additionalProperties, out);
  for (const o of node.variants?.options ?? []) schemaNamesIn(o, out);
  return out;
}

function namesUsedBy(op: OperationModel): Set<string> {
  const out = new Set<string>();
  for (const p of op.parameters) schemaNamesIn(p.schema, out);
  for (const m of op.requestBody?.content ?? []) schemaNamesIn(m.schema, out);
  for (const r of op.responses) for (const m of r.content) schemaNamesIn(m.schema, out);
  return out;
}

/** Builds every page model from the bundled (un-dereferenced) contract. */
export function buildReference(doc: Raw, routes: ReferenceRoutes): ReferenceModel {
  const operations: OperationModel[] = [];
  for (const [path, pathItem] of Object.entries<Raw>(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      if (pathItem[method]) operations.push(buildOperation(doc, path, method, pathItem, pathItem[method], routes));
    }
  }
  const seen = new Map<string, string>();
  for (const op of operations) {
    const where = `${op.method} ${op.path}`;
    if (seen.has(op.operationId))
      throw new Error(`operationId "${op.operationId}" is used by both ${seen.get(op.operationId)} and ${where}`);
    seen.set(op.operationId, where);
  }
  linkSuccessors(doc, operations);

  const tagOrder = [...(doc.tags ?? []).map((t: Raw) => String(t.name)), ...operations.flatMap((op) => op.tags)].filter(
    (name, i, all) => all.indexOf(name) === i,
  );
  const tagInfo = new Map<string, Raw>((doc.tags ?? []).map((t: Raw) => [String(t.name), t]));
  const tags: TagGroup[] = tagOrder
    .map((name) => ({
      name,
      description: richText(tagInfo.get(name)?.description),
      operations: operations.filter((op) => op.tags[0] === name).map(summaryOf),
    }))
    .filter((t) => t.operations.length);

  const usage = operations.map((op) => ({op: summaryOf(op), names: namesUsedBy(op)}));
  const schemas: SchemaPageModel[] = Object.keys(doc.components?.schemas ?? {}).map((name) => {
    const schema = buildSchema(doc, {$ref: `#/components/schemas/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`});
    return {
      name,
      permalink: routes.schema(name),
      schema,
      example: exampleOf(schema),
      usedBy: usage.filter((u) => u.names.has(name)).map((u) => u.op),
    };
  });

  const webhooks = buildWebhooks(doc, routes);
  const webhookList = (webhooks.overview?.webhooks ?? []).map(({name, summary, anchor, pages}) => ({name, summary, anchor, pages}));
  const webhooksPermalink = webhooks.overview ? {webhooksPermalink: webhooks.overview.permalink} : {};

  const info = doc.info ?? {};
  const securitySchemes = Object.keys(doc.components?.securitySchemes ?? {}).map((name) => ({[name]: []}));
  return {
    nav: {
      title: String(info.title ?? 'API reference'),
      overviewPermalink: routes.overview,
      tags: tags.map(({name, operations: ops}) => ({name, operations: ops})),
      schemas: schemas.map(({name, permalink}) => ({name, permalink})),
      webhooks: webhookList.map(({name, anchor, pages}) => ({name, permalink: `${routes.webhooks}#${anchor}`, pages})),
      ...webhooksPermalink,
    },
    overview: {
      title: String(info.title ?? 'API reference'),
      version: String(info.version ?? ''),
      description: richText(info.description),
      servers: serversOf(doc.servers),
      security: securityOf(doc, [Object.assign({}, ...securitySchemes)]).flat(),
      tags,
      errors: errorCatalogue(operations),
      downloads: {yaml: routes.yaml, json: routes.json},
      webhooks: webhookList,
      ...webhooksPermalink,
      ...(info.contact ? {contact: {...info.contact}} : {}),
    },
    operations,
    schemas,
    ...(webhooks.overview ? {webhooks: webhooks.overview} : {}),
    webhookPages: webhooks.pages,
  };
}

/** Deprecated operations may name their replacement in x-superseded-by (an operationId). */
function linkSuccessors(doc: Raw, operations: OperationModel[]) {
  const byId = new Map(operations.map((op) => [op.operationId, op]));
  for (const [path, pathItem] of Object.entries<Raw>(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const target = pathItem[method]?.['x-superseded-by'];
      if (target === undefined) continue;
      const op = byId.get(String(pathItem[method].operationId))!;
      const id = typeof target === 'object' && target ? target.operationId : target;
      const successor = byId.get(String(id));
      if (!successor) {
        throw new Error(
          `${method.toUpperCase()} ${path}: x-superseded-by names "${String(id)}", which is not an operationId in the contract`,
        );
      }
      op.supersededBy = summaryOf(successor);
    }
  }
}

/** Error answers across all operations, one entry per status code. */
function errorCatalogue(operations: OperationModel[]): ErrorEntry[] {
  const byStatus = new Map<string, ErrorEntry>();
  for (const op of operations) {
    for (const response of op.responses) {
      if (!/^[45]/.test(response.status)) continue;
      let entry = byStatus.get(response.status);
      if (!entry) {
        entry = {status: response.status, descriptions: [], operations: []};
        byStatus.set(response.status, entry);
      }
      const {description} = response;
      if (description && !entry.descriptions.some((d) => JSON.stringify(d) === JSON.stringify(description))) {
        entry.descriptions.push(description);
      }
      entry.refName ??= response.refName;
      entry.schemaName ??= response.content.find((m) => m.schema?.refName)?.schema?.refName;
      if (!entry.operations.some((o) => o.operationId === op.operationId)) entry.operations.push(summaryOf(op));
    }
  }
  return [...byStatus.values()].sort((a, b) => a.status.localeCompare(b.status));
}
