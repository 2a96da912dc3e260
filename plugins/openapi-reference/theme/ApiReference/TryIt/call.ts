import type {SandboxLocation} from '@site/ui/sandboxLocation';
import {siteSandbox} from '../../../../../core/config/site-sandbox';
import type {SampleRequest} from '../../../../../core/contract/model/samples';
import type {Json, OperationModel, ServerModel} from '../../../../../core/contract/model/types';

/** What the form holds: every value as typed. */
export interface CallForm {
  server: string;
  params: Record<string, string>;
  body: string;
  username: string;
  secret: string;
}

export interface ServerChoice extends Omit<ServerModel, 'sandbox'> {
  /** The sandbox this site uses (hosted, or beside the site): the demo pair works there. */
  sandbox: boolean;
}

/**
 * The contract's servers, the sandbox first. The site's sandbox entry (flagged
 * by `siteServers`) is called where the page finds it: the hosted one
 * (SANDBOX_URL), or the same path on the page's own origin, which is where
 * `npm start` serves it.
 */
export function serverChoices(servers: ServerModel[], sandbox: SandboxLocation): ServerChoice[] {
  const choices = servers.map((server) => {
    if (!server.sandbox) return {...server, url: server.url.replace(/\/+$/, ''), sandbox: false};
    return {...server, url: sandbox.baseUrl, description: siteSandbox(sandbox.hosted ? sandbox.baseUrl : null).name, sandbox: true};
  });
  return [...choices.filter((c) => c.sandbox), ...choices.filter((c) => !c.sandbox)];
}

export function initialParams(operation: OperationModel): Record<string, string> {
  return Object.fromEntries(
    operation.parameters
      .filter((p) => p.in === 'path' || p.in === 'query')
      .map((p) => {
        const example = p.example ?? p.schema.example;
        return [p.name, example === undefined || example === null ? '' : typeof example === 'string' ? example : JSON.stringify(example)];
      }),
  );
}

/** Today minus `days`, in UTC, as the samples compute a date. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The values the code samples read from the reader's environment, for a client of the reader's own:
 * its client_uuid, one of its users (when it has one) and the dates they compute, in place of the
 * examples, which name the demo client's user and day.
 */
export function readerParams(operation: OperationModel, reader: {clientUuid: string; userId: string | null}): Record<string, string> {
  const values: [string, string][] = [];
  for (const p of operation.parameters) {
    if (p.sampleEnv === 'ROOK_CLIENT_UUID') values.push([p.name, reader.clientUuid]);
    else if (p.sampleEnv === 'ROOK_USER_ID' && reader.userId) values.push([p.name, reader.userId]);
    else if (p.sampleDaysAgo !== undefined) values.push([p.name, daysAgo(p.sampleDaysAgo)]);
  }
  return Object.fromEntries(values);
}

/** The example body with the reader's user in the fields the samples read from ROOK_USER_ID. */
export function readerBody(operation: OperationModel, userId: string): string {
  const example = operation.requestBody?.content.find((m) => m.contentType.includes('json'))?.examples[0]?.value;
  const fields = Object.entries(operation.requestBody?.sampleEnv ?? {}).filter(([, name]) => name === 'ROOK_USER_ID');
  if (!example || typeof example !== 'object' || Array.isArray(example) || !fields.length) return initialBody(operation);
  return JSON.stringify({...example, ...Object.fromEntries(fields.map(([field]) => [field, userId]))}, null, 2);
}

export function initialBody(operation: OperationModel): string {
  const example = operation.requestBody?.content.find((m) => m.contentType.includes('json'))?.examples[0]?.value;
  return example === undefined ? '' : JSON.stringify(example, null, 2);
}

/** The path and query values to send: empty optional fields are left out. */
export function paramValues(operation: OperationModel, form: CallForm): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form.params).filter(([name, value]) => value !== '' || operation.parameters.some((p) => p.name === name && p.required)),
  );
}

/** A sample request plus the server it was sent to (the samples themselves read the host from `ROOK_API_URL`). */
export type ExactRequest = SampleRequest & {server: string};

/** The exact call: one description, from which the fetch, the curl and the samples are all made. */
export function sampleRequest(operation: OperationModel, form: CallForm, body: Json | undefined): ExactRequest {
  const values = paramValues(operation, form);
  let path = operation.path;
  const query: SampleRequest['query'] = [];
  for (const p of operation.parameters) {
    if (!(p.name in values)) continue;
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(values[p.name]!));
    if (p.in === 'query') query.push({name: p.name, value: values[p.name]!});
  }
  const media = operation.requestBody?.content.find((m) => m.contentType.includes('json'));
  return {
    method: operation.method,
    server: form.server,
    path,
    query,
    basicAuth: operation.security.length > 0,
    ...(body !== undefined ? {body, contentType: media?.contentType ?? 'application/json'} : {}),
  };
}

export function urlOf(req: ExactRequest): string {
  const url = new URL(`${req.server}${req.path}`);
  for (const q of req.query) url.searchParams.set(q.name, q.value);
  return url.toString();
}
