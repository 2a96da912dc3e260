import {createHash} from 'node:crypto';
import Converter from 'openapi-to-postmanv2';
import {localSandbox} from '../../core/config/site-sandbox';
import {serverSlug} from './paths';
import {HTTP_METHODS} from '../../core/contract/model/operations';
import {jsDate, sampleValueEnv} from '../../core/contract/model/samples';
import {buildSchema, deref, exampleOf} from '../../core/contract/model/schema';
import type {Json, JsonObject, ServerModel} from '../../core/contract/model/types';

/**
 * A Postman collection (v2.1) and one environment per server, converted from
 * the contract by openapi-to-postmanv2 (maintained by Postman) rather than
 * written by hand. Every request inherits one collection-level basic auth on
 * `{{client_uuid}}` / `{{secret_key}}`; the requests name the user as
 * `{{user_id}}` wherever the code samples read `ROOK_USER_ID`, and each
 * environment sets those and `{{baseUrl}}`.
 */

export interface PostmanEnvironment {
  slug: string;
  name: string;
  baseUrl: string;
  clientUuid: string;
  secretKey: string;
  /** The user the requests name; the demo client's user (which has data) on the site's sandbox, else the reader's to fill in. */
  userId: string;
}

function convert(document: JsonObject): Promise<JsonObject> {
  return new Promise((resolve, reject) => {
    Converter.convert(
      {type: 'json', data: document},
      {
        folderStrategy: 'Tags',
        requestNameSource: 'Fallback',
        // The v1 converter (`convert`) reads `requestParametersResolution`, not `parametersResolution`
        // (v2 only): without it every parameter and body is a `<string>` placeholder and no request succeeds.
        requestParametersResolution: 'Example',
        exampleParametersResolution: 'Example',
        includeAuthInfoInExample: false,
        alwaysInheritAuthentication: true,
      },
      (error, result) => {
        const data = result?.output?.[0]?.data;
        if (error) reject(error);
        else if (!result?.result || !data) reject(new Error(result?.reason ?? 'the converter returned no collection'));
        else resolve(data as JsonObject);
      },
    );
  });
}

/**
 * One environment per server the site lists (`siteServers`). The site's sandbox, local or hosted, carries
 * the demo client, which it always accepts (read-only on a hosted one), and its user, named by the contract's
 * ClientUuid and UserId examples: the client by its UUID rather than the demo pair's alias, because the requests put `{{client_uuid}}` in a
 * path, where only a UUID is valid. The others are left for the reader's own credentials.
 */
export function postmanEnvironments(document: JsonObject, servers: ServerModel[]): PostmanEnvironment[] {
  const demoClientUuid = exampleOf(buildSchema(document, {$ref: '#/components/schemas/ClientUuid'}));
  const demoUserId = exampleOf(buildSchema(document, {$ref: '#/components/schemas/UserId'}));
  if (typeof demoClientUuid !== 'string' || typeof demoUserId !== 'string')
    throw new Error(
      "[docs-as-data] the ClientUuid and UserId schemas need an example: the sandbox's environment names the demo client and user by them",
    );
  return servers.map((server) => {
    const name = server.description.trim() || server.url;
    return {
      slug: serverSlug(name),
      name: !server.sandbox ? `ROOK ${name}` : siteSandboxIsLocal(server) ? `${name} (npm start)` : name,
      baseUrl: server.url,
      clientUuid: server.sandbox ? demoClientUuid : '',
      secretKey: server.sandbox ? localSandbox.secretKey : '',
      userId: server.sandbox ? demoUserId : '',
    };
  });
}

const siteSandboxIsLocal = (server: ServerModel) => server.url === localSandbox.url;

/** `x-sample-days-ago` query parameters (dates a fixed example would let expire), by `METHOD /path/{param}`. */
function computedDates(document: JsonObject): Map<string, {name: string; daysAgo: number}[]> {
  const found = new Map<string, {name: string; daysAgo: number}[]>();
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem?.[method];
      if (!operation) continue;
      const dates = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]
        .map((parameter: Json) => deref(document, parameter, 'parameters').value)
        .filter((parameter) => parameter.in === 'query' && Number.isInteger(parameter['x-sample-days-ago']))
        .map((parameter) => ({name: String(parameter.name), daysAgo: parameter['x-sample-days-ago'] as number}));
      if (dates.length) found.set(`${method.toUpperCase()} ${path}`, dates);
    }
  }
  return found;
}

/** The collection's variable for each value the samples read from the reader's environment (`x-sample-env`). */
const envVariable: Record<string, string> = {[sampleValueEnv.client]: 'client_uuid', [sampleValueEnv.user]: 'user_id'};

/** What a request takes from the reader's environment: its path and query parameters, and its body's top-level fields. */
interface ReaderValues {
  parameters: Map<string, string>;
  body: Map<string, string>;
}

/** By `METHOD /path/{param}`, the parameters and body fields marked `x-sample-env`, with the collection variable for each. */
function readerValues(document: JsonObject): Map<string, ReaderValues> {
  const found = new Map<string, ReaderValues>();
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem?.[method];
      if (!operation) continue;
      const values: ReaderValues = {parameters: new Map(), body: new Map()};
      for (const parameter of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
        const value = deref(document, parameter, 'parameters').value;
        const variable = envVariable[String(value['x-sample-env'])];
        if (variable) values.parameters.set(String(value.name), variable);
      }
      const body = operation.requestBody ? deref(document, operation.requestBody, 'requestBodies').value : null;
      for (const [field, name] of Object.entries((body?.['x-sample-env'] ?? {}) as Record<string, unknown>)) {
        const variable = envVariable[String(name)];
        if (variable) values.body.set(field, variable);
      }
      found.set(`${method.toUpperCase()} ${path}`, values);
    }
  }
  return found;
}

interface CollectionItem {
  item?: CollectionItem[];
  event?: Json[];
  request?: {
    method: string;
    url: {path?: string[]; query?: {key: string; value: string}[]; variable?: {key: string; value: string}[]};
    body?: {mode?: string; raw?: string};
  };
}

const operationKey = (request: NonNullable<CollectionItem['request']>) =>
  `${request.method} /${(request.url.path ?? []).map((segment) => segment.replace(/^:(.+)$/, '{$1}')).join('/')}`;

/** The reader's own client and user wherever the code samples read them, never the example's. */
function readerValuesIn(items: CollectionItem[], values: Map<string, ReaderValues>): void {
  for (const item of items) {
    if (item.item) readerValuesIn(item.item, values);
    const request = item.request;
    const wanted = request && values.get(operationKey(request));
    if (!request || !wanted) continue;
    for (const slot of [...(request.url.variable ?? []), ...(request.url.query ?? [])]) {
      const variable = wanted.parameters.get(slot.key);
      if (variable) slot.value = `{{${variable}}}`;
    }
    if (wanted.body.size && request.body?.mode === 'raw' && request.body.raw) {
      const body = JSON.parse(request.body.raw) as Record<string, Json>;
      for (const [field, variable] of wanted.body) if (field in body) body[field] = `{{${variable}}}`;
      request.body.raw = JSON.stringify(body, null, 2);
    }
  }
}

/**
 * As the code samples do, a date that must be recent (`up_to_date`, within 6 months) is computed when
 * the request is sent, by a pre-request script, never a fixed day that expires.
 */
function computeDates(items: CollectionItem[], dates: Map<string, {name: string; daysAgo: number}[]>): void {
  for (const item of items) {
    if (item.item) computeDates(item.item, dates);
    const url = item.request?.url;
    if (!url) continue;
    const computed = dates.get(operationKey(item.request!)) ?? [];
    if (!computed.length) continue;
    for (const {name} of computed) for (const query of url.query ?? []) if (query.key === name) query.value = `{{${name}}}`;
    const exec = computed.map(({name, daysAgo}) => `pm.variables.set(${JSON.stringify(name)}, ${jsDate(daysAgo)});`);
    item.event = [...(item.event ?? []), {listen: 'prerequest', script: {type: 'text/javascript', exec}}];
  }
}

export async function postmanCollection(document: JsonObject): Promise<JsonObject> {
  // The converter writes into the document it is given (base URLs, examples): give it a copy, so the
  // loaded contract, which the JSON download and every other reader share, stays as written.
  const collection = await convert(structuredClone(document));
  computeDates(collection.item as CollectionItem[], computedDates(document));
  readerValuesIn(collection.item as CollectionItem[], readerValues(document));
  collection.auth = {
    type: 'basic',
    basic: [
      {key: 'username', value: '{{client_uuid}}', type: 'string'},
      {key: 'password', value: '{{secret_key}}', type: 'string'},
    ],
  };
  const ours = ['client_uuid', 'secret_key', 'user_id'];
  const variables = (Array.isArray(collection.variable) ? collection.variable : []).filter(
    (v: Json) => !(v && typeof v === 'object' && !Array.isArray(v) && ours.includes(String(v.key))),
  );
  collection.variable = [...variables, ...ours.map((key) => ({key, value: '', type: 'string'}))];
  return collection;
}

/** A UUID-shaped id derived from the slug, so rebuilding does not change the files. */
function stableId(slug: string): string {
  const hex = createHash('sha256').update(`rook-api-postman-environment:${slug}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export function postmanEnvironment(environment: PostmanEnvironment): JsonObject {
  return {
    id: stableId(environment.slug),
    name: environment.name,
    values: [
      {key: 'baseUrl', value: environment.baseUrl, type: 'default', enabled: true},
      {key: 'client_uuid', value: environment.clientUuid, type: 'default', enabled: true},
      {key: 'secret_key', value: environment.secretKey, type: 'secret', enabled: true},
      {key: 'user_id', value: environment.userId, type: 'default', enabled: true},
    ],
    _postman_variable_scope: 'environment',
  };
}
