import {existsSync, readFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {apiMarkdownPages} from '../plugins/docs-as-data/api-markdown';
import {localSandbox} from '../core/config/site-sandbox';
import {markdownPath} from '../plugins/docs-as-data/paths';
import type {components} from '../core/contract/generated/sandbox-api';
import type {ReferenceModel} from '../core/contract/model/types';
import {sandboxControl, type SandboxControl} from '../core/contract/sandbox-client';
import {readSandboxUrl} from '../core/config/integrations';
import {routes} from '../core/config/routes';
import {testWebhookTypes as webhookTypes} from '../core/data/generated/webhookTypes';
import {cellSymbol, cellWords, fieldCoverage, structureCoverage, type CoverageCell, type StructureFields} from '../core/data/coverage';
import {dataSources, dataStructures} from '../core/data/dataSources';
import {
  calculateSummaryDay,
  SummaryDayError,
  type SummaryDayAnswer,
  type SummaryDayInput,
  type SummaryDayResult,
} from '../core/rules/calculator';
import type {Rule} from '../core/rules/summaryDay';
import {convertPayload as convertWithKit, platforms} from '../core/migrate/convert';
import type {PlatformId} from '../core/migrate/types';
import {markMarkdown} from '../core/data/marks';
import {SearchEngine} from '../core/search/engine';
import {MANIFEST_FILE, SEARCH_ASSET_DIR} from '../core/search/paths';
import type {IndexManifest, IndexPayload} from '../core/search/types';

/**
 * What the MCP tools do, without the protocol: each function returns text or
 * throws a ToolError whose message tells the caller what to do next.
 */

export class ToolError extends Error {}

const BUILD_HINT = 'Build the site first (`npm run build`), or set ROOK_DOCS_BUILD_DIR to a built site.';

/** Hit fields come HTML-escaped with <em> highlights (the DocSearch format): plain text for a model. */
function plain(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The site search's own engine over the index the build wrote. */
export async function loadSearchEngine(buildDir: string): Promise<SearchEngine> {
  const manifestFile = path.join(buildDir, MANIFEST_FILE);
  if (!existsSync(manifestFile)) throw new ToolError(`No search index at ${manifestFile}. ${BUILD_HINT}`);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as IndexManifest;
  const payload = JSON.parse(await readFile(path.join(buildDir, SEARCH_ASSET_DIR, manifest.index), 'utf8')) as IndexPayload;
  return SearchEngine.fromPayload(payload, {origin: '', indexName: 'rook-docs-mcp'});
}

export function searchDocs(engine: SearchEngine, query: string, limit: number): string {
  if (!query.trim()) throw new ToolError('The query is empty: give a few words, for example "webhook retries".');
  const result = engine.search({query, hitsPerPage: limit});
  if (!result.hits.length) return `No results for "${query}". Try fewer or other words.`;
  const lines = result.hits.map((hit, i) => {
    const h = hit.hierarchy;
    const trail = [h.lvl0, h.lvl1, h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6].filter(Boolean).map(plain).join(' › ');
    const snippet = plain(hit._snippetResult.content?.value ?? hit.content);
    const page = hit.url_without_anchor;
    return `${i + 1}. ${trail}\n   ${hit.url} (Markdown: ${markdownPath(page)})${snippet ? `\n   ${snippet}` : ''}`;
  });
  return `${result.nbHits} results for "${query}"; the first ${result.hits.length}:\n\n${lines.join('\n\n')}`;
}

/** A page path or URL (`/docs/QuickStart/`, `https://…/docs/QuickStart`, `/docs/QuickStart.md`) → its Markdown file. */
export async function readPage(buildDir: string, page: string): Promise<string> {
  let pathname = page.trim();
  try {
    pathname = new URL(pathname, 'https://docs.invalid').pathname;
  } catch {
    throw new ToolError(`"${page}" is not a page path or URL.`);
  }
  if (pathname.split('/').includes('..')) throw new ToolError(`"${page}" leaves the site.`);
  const file = pathname.endsWith('.md') ? pathname : markdownPath(pathname.endsWith('/') ? pathname : `${pathname}/`);
  const full = path.join(buildDir, file);
  if (!existsSync(full)) {
    throw new ToolError(`No page at ${file}. Find pages with search_docs; ${BUILD_HINT.toLowerCase()}`);
  }
  return readFile(full, 'utf8');
}

/** An operation (by operationId), a schema (by name) or a webhook payload (by its page slug), as the reference's Markdown. */
export function describeApi(model: ReferenceModel, name: string): string {
  const wanted = name.trim().toLowerCase();
  const operation = model.operations.find((op) => op.operationId.toLowerCase() === wanted);
  const schema = model.schemas.find((s) => s.name.toLowerCase() === wanted);
  const webhook = model.webhookPages.find((page) => page.slug === wanted);
  const target = operation?.permalink ?? schema?.permalink ?? webhook?.permalink;
  if (target) return apiMarkdownPages(model).get(target)!;
  const near = [
    ...model.operations.map((op) => op.operationId),
    ...model.schemas.map((s) => s.name),
    ...model.webhookPages.map((p) => p.slug),
  ].filter((n) => n.toLowerCase().includes(wanted.slice(0, 4)));
  const webhooks = model.webhookPages.length ? ` Webhook payloads: ${model.webhookPages.map((p) => p.slug).join(', ')}.` : '';
  throw new ToolError(
    `No operation, schema or webhook payload named "${name}". ${near.length ? `Close names: ${near.slice(0, 12).join(', ')}. ` : ''}Operations: ${model.operations.map((op) => op.operationId).join(', ')}.${webhooks}`,
  );
}

/**
 * The sandbox `call_sandbox` calls: ROOK_SANDBOX_URL, else the site's own
 * SANDBOX_URL (the hosted sandbox the pages use, checked as the build checks
 * it), else the sandbox the built site it reads names (`builtSandboxUrl`),
 * else the one `npm start` serves.
 */
export function sandboxBaseUrl(env: Record<string, string | undefined>, built: string | null = null): string {
  return env.ROOK_SANDBOX_URL?.trim() || (readSandboxUrl(env) ?? built ?? localSandbox.url);
}

/** The hosted sandbox a built site was made for (its `/sandbox-location.json`), or null: none, or no readable file. */
export function builtSandboxUrl(buildDir: string): string | null {
  try {
    const {url} = JSON.parse(readFileSync(path.join(buildDir, routes.sandboxLocation), 'utf8')) as {url?: unknown};
    return typeof url === 'string' ? readSandboxUrl({SANDBOX_URL: url}) : null;
  } catch {
    return null;
  }
}

/** Where the sandbox is and the Basic pair to call it with: the session's, which create_sandbox_client may replace. */
export interface SandboxCredentials {
  baseUrl: string;
  clientUuid: string;
  secretKey: string;
}

export interface SandboxCall extends SandboxCredentials {
  method: string;
  path: string;
  query?: Record<string, string>;
  /** A JSON object, or the same as JSON text (some clients send every argument as a string). */
  body?: unknown;
  timeoutMs?: number;
}

/** The body to send: an object as given, JSON text parsed, so the sandbox never gets a JSON string in place of an object. */
function jsonBody(body: SandboxCall['body']): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch (error) {
    throw new ToolError(
      `The body is not JSON (${(error as Error).message}). Send it as a JSON object, for example {"time_zone": "America/Mexico_City", "offset": "-06:00"}.`,
    );
  }
}

interface SandboxAnswer {
  status: number;
  statusText: string;
  type: string;
  text: string;
}

/** A sandbox that did not answer `what` (method and path): what to check, not a hang or a bare network error. */
function notAnswered(baseUrl: string, what: string, error: unknown): ToolError {
  const cause = (error as {cause?: {code?: string}}).cause?.code ?? (error as Error).name;
  return new ToolError(
    `The sandbox at ${baseUrl} did not answer ${what} (${cause}). Check that it is running: \`npm start\` serves one at ${localSandbox.url}; ROOK_SANDBOX_URL (or SANDBOX_URL) points this tool at another.`,
  );
}

/** One request to the sandbox, with basic auth when the call has a pair; a sandbox that does not answer is a clear error, not a hang. */
export async function sandboxRequest(call: SandboxCall): Promise<SandboxAnswer> {
  if (!call.path.startsWith('/')) throw new ToolError(`The path must start with "/", for example "/api/v1/client/users/status".`);
  const payload = jsonBody(call.body);
  const url = new URL(call.baseUrl.replace(/\/$/, '') + call.path);
  for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = {Accept: 'application/json'};
  if (call.clientUuid) headers.Authorization = `Basic ${Buffer.from(`${call.clientUuid}:${call.secretKey}`).toString('base64')}`;
  if (payload !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method,
      headers,
      body: payload === undefined ? undefined : JSON.stringify(payload),
      signal: AbortSignal.timeout(call.timeoutMs ?? 10_000),
    });
  } catch (error) {
    throw notAnswered(call.baseUrl, `${call.method} ${call.path}`, error);
  }
  return {
    status: response.status,
    statusText: response.statusText,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

/** An answer as the sandbox tools show it: status, content type and body. */
function answerText({status, statusText, type, text}: SandboxAnswer): string {
  return `HTTP ${status} ${statusText}\ncontent-type: ${type || '(none)'}\n\n${text || '(empty body)'}`;
}

/** call_sandbox: one request, answered as its status, content type and (pretty-printed JSON) body. */
export async function callSandbox(call: SandboxCall): Promise<string> {
  const answer = await sandboxRequest(call);
  if (answer.type.includes('json') && answer.text) {
    try {
      return answerText({...answer, text: JSON.stringify(JSON.parse(answer.text), null, 2)});
    } catch {
      // Not valid JSON despite the header: show it as sent.
    }
  }
  return answerText(answer);
}

/**
 * The sandbox's control API as the session's client, typed from its contract (core/contract/sandbox-client.ts),
 * with call_sandbox's time limit and its error for a sandbox that does not answer.
 */
export function controlClient(sandbox: SandboxCredentials, timeoutMs = 10_000): SandboxControl {
  const basePath = new URL(sandbox.baseUrl).pathname.replace(/\/$/, '');
  return sandboxControl({
    baseUrl: sandbox.baseUrl,
    pair: sandbox.clientUuid ? {client_uuid: sandbox.clientUuid, secret_key: sandbox.secretKey} : undefined,
    fetch: async (request) => {
      try {
        return await fetch(request, {signal: AbortSignal.timeout(timeoutMs)});
      } catch (error) {
        throw notAnswered(sandbox.baseUrl, `${request.method} ${new URL(request.url).pathname.slice(basePath.length)}`, error);
      }
    },
  });
}

/** A control call's answer shown as call_sandbox shows one; an error answer (4xx, 5xx) is the tool's failure, with the sandbox's message. */
function controlAnswer({data, error, response}: {data?: unknown; error?: unknown; response: Response}): string {
  const body = data ?? error;
  const text = answerText({
    status: response.status,
    statusText: response.statusText,
    type: response.headers.get('content-type') ?? '',
    text: body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body, null, 2),
  });
  if (response.status >= 400) throw new ToolError(text);
  return text;
}

// --- Webhook operations: a test webhook and a resend, through the sandbox's control API ---

type TestWebhookRequest = components['schemas']['TestWebhookRequest'];

/** The types sendTestWebhook accepts (documents' data_structure and notices' notification_type), generated from the contract. */
export function testWebhookTypes(): [TestWebhookRequest['type'], ...TestWebhookRequest['type'][]] {
  const [first, ...rest] = [...webhookTypes.documents, ...webhookTypes.notices];
  return [first, ...rest];
}

/** sendTestWebhook: one signed webhook of a type, queued like any delivery; answers the delivery (its id, headers and body). */
export async function sendTestWebhook(sandbox: SandboxCredentials, input: TestWebhookRequest): Promise<string> {
  return controlAnswer(await controlClient(sandbox).POST('/_sandbox/deliveries/test', {body: input}));
}

/** resendWebhookDelivery: one past delivery sent again as a new attempt of the same delivery. */
export async function resendWebhookDelivery(sandbox: SandboxCredentials, deliveryId: number): Promise<string> {
  const path = {delivery_id: deliveryId};
  return controlAnswer(await controlClient(sandbox).POST('/_sandbox/deliveries/{delivery_id}/resend', {params: {path}}));
}

// --- The request log: what the sandbox saw of the client's own requests ---

export interface RequestQuery {
  operation_id?: string;
  status?: '2xx' | '4xx' | '5xx';
  user_id?: string;
  limit?: number;
}

type LoggedRequest = components['schemas']['LoggedRequest'];

/** One logged request as an agent reads it: what was sent and answered, and for a refusal the rule and its page. */
function requestText(entry: LoggedRequest): string {
  const lines = [
    `## ${entry.method} ${entry.path} → ${entry.status} (${entry.operation_id}, ${entry.duration_ms} ms)`,
    `At ${entry.at} (sandbox clock ${entry.sandbox_at}) · request id ${entry.request_id}${entry.user_id ? ` · user ${entry.user_id}` : ''}`,
  ];
  if (entry.rule) lines.push(`Refused by the rule: ${entry.rule}${entry.help ? ` (explained at ${entry.help})` : ''}`);
  if (entry.request_body) lines.push(`Request body: ${entry.request_body}`);
  if (entry.response_body) lines.push(`Answer body: ${entry.response_body}`);
  return lines.join('\n');
}

/** list_requests: the client's newest requests as the sandbox saw them, filtered as asked. */
export async function listRequests(sandbox: SandboxCredentials, query: RequestQuery): Promise<string> {
  const {data, error, response} = await controlClient(sandbox).GET('/_sandbox/requests', {params: {query}});
  if (!data) return controlAnswer({error, response});
  const asked = Object.entries(query).filter(([, value]) => value !== undefined);
  const filters = asked.length ? ` (${asked.map(([key, value]) => `${key}=${value}`).join(', ')})` : '';
  if (!data.requests.length)
    return `No requests of client ${sandbox.clientUuid} in the sandbox's log${filters}. It keeps a client's newest 300; requests whose credentials failed are logged for nobody.`;
  return `${data.requests.length} requests of client ${sandbox.clientUuid}${filters}, newest first:\n\n${data.requests.map(requestText).join('\n\n')}`;
}

// --- coverage: which source delivers which structure and field (core/data/coverage.ts) ---

export interface CoverageQuery {
  field?: string;
  source?: string;
  structure?: string;
}

/** Names that share a word (`hr_avg` → `hr_avg_bpm_int`) or a start (`garmn` → `garmin`) with what was asked, best first. */
function closeMatches(wanted: string, names: readonly string[]): string[] {
  const words = wanted
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1);
  const scored = [...new Set(names)].map((name) => {
    const lower = name.toLowerCase();
    const shared = words.filter((w) => lower.includes(w)).length;
    return {name, score: shared || (lower.slice(0, 3) === wanted.toLowerCase().slice(0, 3) ? 0.5 : 0)};
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.name.length - b.name.length)
    .slice(0, 8)
    .map((s) => s.name);
}

function unknownName(kind: string, asked: string, names: readonly string[], all?: string): ToolError {
  const near = closeMatches(asked, names);
  return new ToolError(
    `No ${kind} named "${asked}". ${near.length ? `Close names: ${near.join(', ')}.` : ''}${all ? ` ${all}` : ''}`.trim(),
  );
}

/** One source's cell; the page path works with read_page. */
function cellLine(sourceName: string, cell: CoverageCell): string {
  return `- ${sourceName}: ${cellSymbol(cell)} ${cellWords(cell)}. ${cell.reason} (Source of truth: ${cell.truth.label}, ${cell.truth.href})`;
}

/**
 * States and reasons for a field, a source and/or a structure, from the same
 * module as the site's coverage pages. Unknown names are a ToolError naming
 * close matches.
 */
export function coverage(fields: readonly StructureFields[], query: CoverageQuery): string {
  const [field, sourceName, structureName] = [query.field, query.source, query.structure].map((v) => v?.trim() || undefined);
  if (!field && !sourceName && !structureName) {
    throw new ToolError(
      'Give a field (e.g. "hr_avg_bpm_int"), a source (e.g. "garmin") or a structure (e.g. "sleep_summary"), or several.',
    );
  }
  const source = sourceName && dataSources.find((s) => [s.slug, s.name].some((n) => n.toLowerCase() === sourceName.toLowerCase()));
  if (sourceName && !source) {
    throw unknownName(
      'source',
      sourceName,
      dataSources.map((s) => s.slug),
      `Sources: ${dataSources.map((s) => s.slug).join(', ')}.`,
    );
  }
  const structure = structureName && dataStructures.find((d) => d.name === structureName.toLowerCase());
  if (structureName && !structure) {
    throw unknownName(
      'data structure',
      structureName,
      dataStructures.map((d) => d.name),
      `Structures: ${dataStructures.map((d) => d.name).join(', ')}.`,
    );
  }
  const sources = source ? [source] : dataSources;
  const inScope = fields.filter((s) => !structure || s.structure === structure.name);
  if (!field) {
    const lines = inScope.flatMap(({structure: name, fields: list}) => [
      `## ${name} (${list.length} fields)`,
      ...sources.map((s) => cellLine(s.name, structureCoverage(s, name))),
    ]);
    return `${lines.join('\n')}\n\nAsk with a field for each field's own state (fields ROOK has not published are a sandbox model).`;
  }
  const wanted = field.toLowerCase();
  const matches = inScope.flatMap(({structure: name, fields: list}) =>
    list
      .filter((f) => f.path.toLowerCase() === wanted || f.path.split('.').at(-1)!.replace(/\[\]$/, '').toLowerCase() === wanted)
      .map((f) => ({name, f})),
  );
  if (!matches.length) {
    throw unknownName(
      `field${structure ? ` in ${structure.name}` : ''}`,
      field,
      inScope.flatMap((s) => s.fields.map((f) => f.path.split('.').at(-1)!)),
    );
  }
  return matches
    .map(({name, f}) =>
      [
        `## ${name} › ${f.path} (${f.provenance === 'published' ? 'named in ROOK’s published material' : 'modelled by the sandbox'})`,
        ...sources.map((s) => cellLine(s.name, fieldCoverage(s, name, f))),
      ].join('\n'),
    )
    .join('\n\n');
}

// --- summary_day --------------------------------------------------------------

export interface SummaryDayArguments {
  start?: string;
  end?: string;
  time?: string;
  time_zone: string;
  source: string;
  new_time_zone?: string;
}

/** The summary-day calculator's answer (core/rules/calculator.ts) as Markdown; bad input is a ToolError saying what to send. */
export function summaryDay(args: SummaryDayArguments): string {
  const common = {timeZone: args.time_zone, source: args.source, newTimeZone: args.new_time_zone || undefined};
  const sleep = args.start !== undefined || args.end !== undefined;
  if (sleep && args.time !== undefined) throw new ToolError('Send either start and end (a sleep) or time (an event), not both.');
  if (!sleep && args.time === undefined) throw new ToolError('Send start and end for a sleep, or time for an event.');
  if (sleep && (args.start === undefined || args.end === undefined)) throw new ToolError('A sleep needs both start and end.');
  try {
    const input: SummaryDayInput = sleep
      ? {kind: 'sleep', start: args.start!, end: args.end!, ...common}
      : {kind: 'event', time: args.time!, ...common};
    return summaryDayMarkdown(calculateSummaryDay(input));
  } catch (error) {
    if (error instanceof SummaryDayError) throw new ToolError(`${inputName[error.field]}: ${error.message}`);
    throw error;
  }
}

const inputName: Record<SummaryDayError['field'], string> = {
  start: 'start',
  end: 'end',
  time: 'time',
  timeZone: 'time_zone',
  newTimeZone: 'new_time_zone',
  source: 'source',
};

function summaryDayMarkdown(result: SummaryDayResult): string {
  const basis = (rule: Rule) => [rule.published && 'published by ROOK', rule.model && 'sandbox model'].filter(Boolean).join(', ');
  const answer = (part: SummaryDayAnswer) => [
    `Filed under: ${part.filedUnder} (${part.timeZone}; ${basis(part.filedRule)})`,
    ...part.deliveries.map((d) => `- ${d.label}: ${d.when.local}, ${d.when.utc} (${basis(d.rule)})`),
    ...part.notes.map((note) => `Note: ${note}`),
  ];
  const change = result.afterZoneChange;
  const rules = [...new Map([result.filedRule, ...result.deliveries.map((d) => d.rule), ...result.rules].map((r) => [r.id, r])).values()];
  return [
    `# ${result.kind === 'sleep' ? 'Sleep' : 'Event'} from ${result.source.name} (${result.source.kind === 'sdk' ? 'SDK' : 'API'} source)`,
    ...answer(result),
    ...(change
      ? ['', `## After a change of time zone to ${change.timeZone}${change.moved ? '' : ': nothing moves'}`, ...answer(change)]
      : []),
    '',
    '## Rules',
    ...rules.flatMap((rule) => [
      `- ${rule.title}`,
      ...(rule.published ? [`  - Published by ROOK: ${rule.published}`] : []),
      ...(rule.model ? [`  - Sandbox model: ${rule.model}`] : []),
    ]),
    '',
    'The same calculator, for people: the docs page /docs/tools/summary-day/ (read_page).',
  ].join('\n');
}

// --- convert_payload ----------------------------------------------------------

export interface ConvertPayloadArguments {
  platform: PlatformId;
  payload: string;
  user_id?: string;
  client_uuid?: string;
}

/** The migration kit's conversion (core/migrate/) as Markdown; a payload it cannot read is a ToolError saying why. */
export function convertPayload(args: ConvertPayloadArguments): string {
  let payload: unknown;
  try {
    payload = JSON.parse(args.payload);
  } catch {
    throw new ToolError('payload: send one whole payload as JSON text.');
  }
  let result: ReturnType<typeof convertWithKit>;
  try {
    result = convertWithKit(args.platform, payload, {userId: args.user_id, clientUuid: args.client_uuid});
  } catch (error) {
    throw new ToolError(error instanceof Error ? error.message : String(error));
  }
  const {table} = result;
  const platform = platforms[args.platform];
  return [
    `# ${platform.name} ${table.title} → ROOK ${table.structure}`,
    `Field names and units: ${table.citation.document}, ${table.citation.url} (${table.citation.date}).`,
    `Day and time zone: ${table.dayAttribution}`,
    '',
    '## ROOK document',
    '```json',
    JSON.stringify(result.document, null, 2),
    '```',
    '',
    '## Fields mapped',
    ...result.mapped.map((f) => {
      const to = f.rook.length ? f.rook.map((r) => `\`${r}\``).join(' and ') : 'applied to others';
      const how = f.applied ?? (f.conversion.join('; ') || 'as is');
      return `- \`${f.field}\` → ${to}: ${how}${f.judgement ? ` ${markMarkdown('not-published', f.judgement)}` : ''}`;
    }),
    '',
    '## Fields dropped',
    ...result.dropped.map((f) => `- \`${f.field}\`: ${f.reason}`),
    ...(result.unknown.length ? ['', '## Not in the documented payload (not converted)', ...result.unknown.map((f) => `- \`${f}\``)] : []),
    '',
    `The same converter and the field-by-field tables, for people: the docs page /docs/migrate/${args.platform}/ (read_page).`,
  ].join('\n');
}
