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
 * `{{client_uuid}}` / `{{secret_key}}`; each environment sets those and
 * `{{baseUrl}}`.
 */

export interface PostmanEnvironment {
  slug: string;
  name: string;
  baseUrl: string;
  clientUuid: string;
  secretKey: string;
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
 * the demo client, which it always accepts (read-only on a hosted one), named by its UUID (the contract's
 * ClientUuid example) rather than the demo pair's alias, because the requests put `{{client_uuid}}` in a
 * path, where only a UUID is valid. The others are left for the reader's own credentials.
 */
export function postmanEnvironments(document: JsonObject, servers: ServerModel[]): PostmanEnvironment[] {
  const demoClientUuid = exampleOf(buildSchema(document, {$ref: '#/components/schemas/ClientUuid'}));
  if (typeof demoClientUuid !== 'string')
    throw new Error("[docs-as-data] the ClientUuid schema has no example: the sandbox's environment names the demo client by it");
  return servers.map((server) => {
    const name = server.description.trim() || server.url;
    return {
      slug: serverSlug(name),
      name: !server.sandbox ? `ROOK ${name}` : siteSandboxIsLocal(server) ? `${name} (npm start)` : name,
      baseUrl: server.url,
      clientUuid: server.sandbox ? demoClientUuid : '',
      secretKey: server.sandbox ? localSandbox.secretKey : '',
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

/** Path parameters the samples read from the reader's client (`x-sample-env: ROOK_CLIENT_UUID`): the collection's `{{client_uuid}}`. */
function clientPathParameters(document: JsonObject): Set<string> {
  const names = new Set<string>();
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem?.[method];
      if (!operation) continue;
      for (const parameter of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
        const value = deref(document, parameter, 'parameters').value;
        if (value.in === 'path' && value['x-sample-env'] === sampleValueEnv.client) names.add(String(value.name));
      }
    }
  }
  return names;
}

interface CollectionItem {
  item?: CollectionItem[];
  event?: Json[];
  request?: {method: string; url: {path?: string[]; query?: {key: string; value: string}[]; variable?: {key: string; value: string}[]}};
}

/** The reader's own client in every path that names it, as the code samples read it, never the example's. */
function clientInPaths(items: CollectionItem[], names: Set<string>): void {
  for (const item of items) {
    if (item.item) clientInPaths(item.item, names);
    for (const variable of item.request?.url.variable ?? []) if (names.has(variable.key)) variable.value = '{{client_uuid}}';
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
    const path = `/${(url.path ?? []).map((segment) => segment.replace(/^:(.+)$/, '{$1}')).join('/')}`;
    const computed = dates.get(`${item.request!.method} ${path}`) ?? [];
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
  clientInPaths(collection.item as CollectionItem[], clientPathParameters(document));
  collection.auth = {
    type: 'basic',
    basic: [
      {key: 'username', value: '{{client_uuid}}', type: 'string'},
      {key: 'password', value: '{{secret_key}}', type: 'string'},
    ],
  };
  const variables = (Array.isArray(collection.variable) ? collection.variable : []).filter(
    (v: Json) => !(v && typeof v === 'object' && !Array.isArray(v) && ['client_uuid', 'secret_key'].includes(String(v.key))),
  );
  collection.variable = [...variables, {key: 'client_uuid', value: '', type: 'string'}, {key: 'secret_key', value: '', type: 'string'}];
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
    ],
    _postman_variable_scope: 'environment',
  };
}
