import {createHash} from 'node:crypto';
import Converter from 'openapi-to-postmanv2';
import {localSandbox} from './local-sandbox';
import {serverSlug} from './paths';
import type {Json, JsonObject} from '../openapi-reference/model/types';

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
        parametersResolution: 'Example',
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
 * One environment per server of the contract. The local sandbox's (the one
 * `npm start` serves) comes with the demo credentials it always accepts;
 * the others are left for the reader's own.
 */
export function postmanEnvironments(servers: {url: string; description?: string}[]): PostmanEnvironment[] {
  return servers.map((server) => {
    const name = server.description?.trim() || server.url;
    const local = server.url.replace(/\/+$/, '') === localSandbox.url;
    return {
      slug: serverSlug(name),
      name: local ? `${name} (npm start)` : `ROOK ${name}`,
      baseUrl: server.url,
      clientUuid: local ? localSandbox.clientUuid : '',
      secretKey: local ? localSandbox.secretKey : '',
    };
  });
}

export async function postmanCollection(document: JsonObject): Promise<JsonObject> {
  // The converter writes into the document it is given (base URLs, examples): give it a copy, so the
  // loaded contract, which the JSON download and every other reader share, stays as written.
  const collection = await convert(structuredClone(document));
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
