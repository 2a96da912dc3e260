import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {apiMarkdownPages} from '../plugins/docs-as-data/api-markdown';
import {localSandbox} from '../plugins/docs-as-data/local-sandbox';
import {markdownPath} from '../plugins/docs-as-data/paths';
import type {ReferenceModel} from '../plugins/openapi-reference/model/types';
import {readSandboxUrl} from '../src/config/integrations';
import {SearchEngine} from '../src/search/engine';
import {MANIFEST_FILE, SEARCH_ASSET_DIR} from '../src/search/paths';
import type {IndexManifest, IndexPayload} from '../src/search/types';

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
 * it), else the one `npm start` serves.
 */
export function sandboxBaseUrl(env: Record<string, string | undefined>): string {
  return env.ROOK_SANDBOX_URL?.trim() || (readSandboxUrl(env) ?? localSandbox.url);
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
    const cause = (error as {cause?: {code?: string}}).cause?.code ?? (error as Error).name;
    throw new ToolError(
      `The sandbox at ${call.baseUrl} did not answer ${call.method} ${call.path} (${cause}). Check that it is running: \`npm start\` serves one at ${localSandbox.url}; ROOK_SANDBOX_URL (or SANDBOX_URL) points this tool at another.`,
    );
  }
  return {
    status: response.status,
    statusText: response.statusText,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

/** call_sandbox: one request, answered as its status, content type and (pretty-printed JSON) body. */
export async function callSandbox(call: SandboxCall): Promise<string> {
  const {status, statusText, type, text: raw} = await sandboxRequest(call);
  let body = raw;
  if (type.includes('json') && raw) {
    try {
      body = JSON.stringify(JSON.parse(raw), null, 2);
    } catch {
      // Not valid JSON despite the header: show it as sent.
    }
  }
  return `HTTP ${status} ${statusText}\ncontent-type: ${type || '(none)'}\n\n${body || '(empty body)'}`;
}
