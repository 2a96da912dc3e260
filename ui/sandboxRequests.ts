/*
 * The sandbox's request log (listSandboxRequests) as the pages show it: the
 * dashboard's Requests section and the "your last calls" list under the try-it
 * console. Pure functions and the contract's types only (erased), so the unit
 * tests import them as they are and the pages pay for nothing else.
 */
import type {components} from '../core/contract/generated/sandbox-api';

/** One request the sandbox answered for a client, as listSandboxRequests returns it. */
export type LoggedRequest = components['schemas']['LoggedRequest'];

/** The status classes listSandboxRequests filters by. */
export type StatusClass = '2xx' | '4xx' | '5xx';

/** The environment variable the curl line reads the secret key from: it is never written out. */
export const SECRET_VARIABLE = 'ROOK_SECRET_KEY';

/** A status with a word, so colour is never the only sign of how it went: `422 refused`. */
export function statusWord(status: number): string {
  if (status >= 500) return 'server error';
  if (status >= 400) return 'refused';
  if (status >= 300) return 'redirect';
  return 'OK';
}

/** Whether a status is a failure (4xx or 5xx): the pages draw those in their warning colour, beside the word. */
export function failed(status: number): boolean {
  return status >= 400;
}

/** An ISO timestamp to the second, in UTC: `2026-05-05 09:14:02 UTC`, the same text for every reader. */
export function secondsTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** A logged body as it is best read: JSON pretty-printed, anything else as it came. */
export function prettyBody(body: string | null): {text: string; json: boolean} | null {
  if (body === null) return null;
  try {
    return {text: JSON.stringify(JSON.parse(body), null, 2), json: true};
  } catch {
    return {text: body, json: false};
  }
}

/** One word for a POSIX shell in single quotes, where nothing is expanded; a `'` closes, is escaped, and reopens. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** Text inside a POSIX shell's double quotes, where `$`, `` ` ``, `\` and `"` would still be read: those are escaped. */
function shellDoubleQuoted(text: string): string {
  return text.replace(/["$`\\]/g, (c) => `\\${c}`);
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A curl command that sends a logged request again: its method, the sandbox's base URL and its path (with
 * the query), the client's uuid with the secret key read from `$ROOK_SECRET_KEY` (never written out), and
 * its body with its Content-Type (JSON when it reads as JSON) when it had one. Every value from the log is
 * quoted for a POSIX shell, so nothing in a path or a body is run or expanded.
 */
export function curlCommand(request: Pick<LoggedRequest, 'method' | 'path' | 'request_body'>, baseUrl: string, clientUuid: string): string {
  const method = request.method.toUpperCase();
  const lines = [
    method === 'HEAD' ? 'curl --head' : `curl --request ${/^[A-Z]+$/.test(method) ? method : shellQuote(method)}`,
    `  --url ${shellQuote(`${baseUrl.replace(/\/+$/, '')}${request.path}`)}`,
    `  --user "${shellDoubleQuoted(clientUuid)}:$${SECRET_VARIABLE}"`,
    `  --header 'Accept: application/json'`,
  ];
  if (request.request_body !== null) {
    const type = isJson(request.request_body) ? 'application/json' : 'text/plain; charset=utf-8';
    lines.push(`  --header ${shellQuote(`Content-Type: ${type}`)}`, `  --data-raw ${shellQuote(request.request_body)}`);
  }
  return lines.join(' \\\n');
}

/** Whether the log cut a body (it keeps 16,384 characters of each): a curl line then sends only what was kept. */
export function cutBody(body: string | null): boolean {
  return body !== null && /… \(cut at [\d,]+ characters\)$/.test(body);
}
