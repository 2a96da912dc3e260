import {richText} from '../../markdown/parse';
import type {
  ExampleModel,
  Json,
  MediaModel,
  OperationModel,
  ParameterModel,
  RequestBodyModel,
  ResponseModel,
  SecurityModel,
  SampleEnvName,
  SchemaNode,
  ServerModel,
} from './types';
import type {ReferenceRoutes} from '../../config/routes';
import {envPlaceholder, generateSamples, sampleValueEnv, type SampleRequest} from './samples';
import {buildSchema, deref, exampleOf, type Raw} from './schema';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export function serversOf(list: Raw): ServerModel[] {
  return (Array.isArray(list) ? list : []).map((s: Raw) => ({url: String(s.url), description: String(s.description ?? '')}));
}

/** The server samples call: the one described as sandbox, else the first. */
export function securityOf(doc: Raw, requirements: Raw): SecurityModel[][] {
  const schemes = doc.components?.securitySchemes ?? {};
  return (Array.isArray(requirements) ? requirements : []).map((req: Raw) =>
    Object.keys(req).map((name) => {
      const scheme = deref(doc, schemes[name], 'securitySchemes').value;
      if (!scheme) throw new Error(`security requirement "${name}" has no entry in components.securitySchemes`);
      return {
        name,
        kind: String(scheme.type),
        ...(scheme.scheme ? {scheme: String(scheme.scheme)} : {}),
        description: richText(scheme.description),
      };
    }),
  );
}

function firstExample(holder: Raw): Json | undefined {
  if (holder?.example !== undefined) return holder.example;
  const examples = holder?.examples && typeof holder.examples === 'object' ? Object.values(holder.examples) : [];
  const first = examples[0] as Raw;
  return first && typeof first === 'object' && 'value' in first ? first.value : undefined;
}

function examplesOf(doc: Raw, media: Raw, schema: SchemaNode | undefined): ExampleModel[] {
  if (media?.example !== undefined) return [{key: 'example', summary: '', value: media.example, generated: false}];
  const named = Object.entries<Raw>(media?.examples ?? {}).map(([key, value]) => {
    const example = deref(doc, value, 'examples').value;
    return {key, summary: String(example?.summary ?? ''), value: example?.value as Json, generated: false};
  });
  if (named.length) return named.filter((e) => e.value !== undefined);
  return schema ? [{key: 'example', summary: '', value: exampleOf(schema), generated: true}] : [];
}

function mediaOf(doc: Raw, content: Raw): MediaModel[] {
  return Object.entries(content ?? {}).map(([contentType, media]: [string, Raw]) => {
    const schema = media?.schema ? buildSchema(doc, media.schema) : undefined;
    return {contentType, ...(schema ? {schema} : {}), examples: examplesOf(doc, media, schema)};
  });
}

export function parametersOf(doc: Raw, pathItem: Raw, op: Raw): ParameterModel[] {
  const byKey = new Map<string, Raw>();
  for (const p of [...(pathItem.parameters ?? []), ...(op.parameters ?? [])]) {
    const param = deref(doc, p, 'parameters').value;
    byKey.set(`${param.in}:${param.name}`, param);
  }
  const order = {path: 0, query: 1, header: 2, cookie: 3} as const;
  return [...byKey.values()]
    .map((p: Raw) => {
      const schema = buildSchema(doc, p.schema ?? {});
      const example = firstExample(p) ?? schema.example ?? schema.default ?? schema.enum?.[0];
      const daysAgo = p['x-sample-days-ago'];
      const env = sampleEnvName(p['x-sample-env'], `parameter ${p.name}`);
      if (daysAgo !== undefined && !(Number.isInteger(daysAgo) && daysAgo >= 0)) {
        throw new Error(
          `parameter ${p.name}: x-sample-days-ago must be a whole number of days, 0 or more (got ${JSON.stringify(daysAgo)})`,
        );
      }
      return {
        name: String(p.name),
        in: p.in,
        required: p.required === true,
        deprecated: p.deprecated === true,
        description: richText(p.description),
        schema,
        ...(example !== undefined ? {example} : {}),
        ...(daysAgo !== undefined ? {sampleDaysAgo: daysAgo} : {}),
        ...(env ? {sampleEnv: env} : {}),
        anchor: `parameter-${p.in}-${p.name}`,
      } satisfies ParameterModel;
    })
    .sort((a, b) => order[a.in as keyof typeof order] - order[b.in as keyof typeof order] || Number(b.required) - Number(a.required));
}

export function requestBodyOf(doc: Raw, op: Raw): RequestBodyModel | undefined {
  if (!op.requestBody) return undefined;
  const body = deref(doc, op.requestBody, 'requestBodies').value;
  const env = body['x-sample-env'] as Record<string, unknown> | undefined;
  const sampleEnv =
    env && Object.fromEntries(Object.entries(env).map(([field, name]) => [field, sampleEnvName(name, `body field ${field}`)!]));
  return {
    required: body.required === true,
    description: richText(body.description),
    content: mediaOf(doc, body.content),
    ...(sampleEnv ? {sampleEnv} : {}),
  };
}

export function responsesOf(doc: Raw, op: Raw): ResponseModel[] {
  return Object.entries(op.responses ?? {}).map(([status, value]) => {
    const {value: response, name} = deref(doc, value, 'responses');
    return {
      status,
      description: richText(response.description),
      ...(name ? {refName: name} : {}),
      content: mediaOf(doc, response.content),
      anchor: `response-${status.toLowerCase()}`,
    };
  });
}

function stringValue(value: Json | undefined, fallback: string): string {
  if (value === undefined || value === null) return fallback;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** An `x-sample-env` value: one of the variables the samples read the reader's own values from. */
function sampleEnvName(value: unknown, where: string): SampleEnvName | undefined {
  if (value === undefined) return undefined;
  const names = Object.values(sampleValueEnv) as unknown[];
  if (!names.includes(value)) throw new Error(`${where}: x-sample-env must be one of ${names.join(', ')} (got ${JSON.stringify(value)})`);
  return value as SampleEnvName;
}

/** The call the code samples make: example values, example body (the host is the reader's variable). */
function sampleRequestOf(op: Omit<OperationModel, 'samples'>): SampleRequest {
  let path = op.path;
  for (const p of op.parameters.filter((p) => p.in === 'path')) {
    // The reader's own user or client, read from the environment; without an example the {placeholder} stays.
    if (p.sampleEnv) path = path.replace(`{${p.name}}`, envPlaceholder(p.sampleEnv));
    else if (p.example !== undefined) path = path.replace(`{${p.name}}`, encodeURIComponent(stringValue(p.example, '')));
  }
  const query = op.parameters
    .filter((p) => p.in === 'query' && (p.required || p.example !== undefined))
    .map((p) => ({
      name: p.name,
      value: stringValue(p.example, `<${p.name}>`),
      ...(p.sampleDaysAgo !== undefined ? {daysAgo: p.sampleDaysAgo} : {}),
      ...(p.sampleEnv ? {env: p.sampleEnv} : {}),
    }));
  const media = op.requestBody?.content.find((m) => m.contentType.includes('json')) ?? op.requestBody?.content[0];
  const example = media?.examples[0]?.value;
  const bodyEnv = op.requestBody?.sampleEnv;
  const body =
    bodyEnv && example && typeof example === 'object' && !Array.isArray(example)
      ? {...example, ...Object.fromEntries(Object.entries(bodyEnv).map(([field, name]) => [field, envPlaceholder(name)]))}
      : example;
  const basicAuth = op.security.some((alt) => alt.some((s) => s.kind === 'http' && s.scheme?.toLowerCase() === 'basic'));
  const success = op.responses.find((r) => /^2/.test(r.status) && r.content.length)?.content[0]?.contentType;
  return {
    method: op.method,
    path,
    query,
    basicAuth,
    ...(media && body !== undefined ? {body, contentType: media.contentType} : {}),
    ...(success && !success.includes('json') ? {accept: success} : {}),
  };
}

export function buildOperation(doc: Raw, path: string, method: string, pathItem: Raw, op: Raw, routes: ReferenceRoutes): OperationModel {
  const where = `${method.toUpperCase()} ${path}`;
  if (!op.operationId) throw new Error(`${where} has no operationId: every operation needs one for its page address`);
  const operationId = String(op.operationId);
  if (!/^[A-Za-z0-9_.-]+$/.test(operationId)) {
    throw new Error(`${where}: operationId "${operationId}" may only use letters, digits, "_", "." and "-" (it becomes a URL)`);
  }
  if (!op.summary) throw new Error(`${where} (${operationId}) has no summary: it is the page title`);
  const base = {
    operationId,
    method: method.toUpperCase(),
    path,
    summary: String(op.summary),
    deprecated: op.deprecated === true,
    permalink: routes.operation(operationId),
    tags: Array.isArray(op.tags) && op.tags.length ? op.tags.map(String) : ['Other'],
    description: richText(op.description),
    security: securityOf(doc, op.security ?? doc.security),
    servers: serversOf(op.servers ?? pathItem.servers ?? doc.servers),
    parameters: parametersOf(doc, pathItem, op),
    ...(op.requestBody ? {requestBody: requestBodyOf(doc, op)} : {}),
    responses: responsesOf(doc, op),
  };
  const fragment = op['x-samples-fragment'];
  if (fragment !== undefined && (typeof fragment !== 'string' || !fragment.trim()))
    throw new Error(`${where}: x-samples-fragment must say why the samples cannot run`);
  return {...base, samples: generateSamples(sampleRequestOf(base)), ...(fragment ? {samplesFragment: fragment.trim()} : {})};
}
