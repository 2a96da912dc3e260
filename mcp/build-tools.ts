import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {changelogDateLabel, changelogDatePrecision} from '../core/data/changelog';
import {dataSources} from '../core/data/dataSources';
import {routes} from '../core/config/routes';
import type {components} from '../core/contract/generated/sandbox-api';
import {SAVE_CLIENT_VARIABLE, saveClient, savedClientKey, type SavedClient, type SavedClientsPlace} from './saved-client';
import {ToolError, controlClient, sandboxRequest, type SandboxCredentials} from './tools';

/**
 * The tools an agent needs to build and test an integration against the
 * sandbox: its own client, users, and what changed at ROOK since a date.
 * Each returns text or throws a ToolError saying what to do next.
 */

/** Sources whose user gives consent on a web page: the authorizer's names. */
export const apiSourceNames: string[] = dataSources.flatMap((source) => (source.kind === 'api' ? [source.authorizerName] : []));
/** Sources a mobile SDK links on the device. */
export const sdkSourceNames: string[] = dataSources.flatMap((source) => (source.kind === 'sdk' ? [source.name] : []));

/** One of sdkSourceNames: the data sources' SDK names are the contract's SdkSource values. */
type SdkSource = components['schemas']['SdkSource'];

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The text of an error answer as the sandbox sent it (JSON, compact as the sandbox writes it). */
const bodyText = (body: unknown) => (body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body));

/** A control call's typed answer, when it is a 2xx; any other answer is the sandbox's own error, passed on. */
function controlData<T>(what: string, {data, error, response}: {data?: T; error?: unknown; response: Response}): T {
  if (response.ok && data !== undefined) return data;
  throw new ToolError(`The sandbox answered ${what} with HTTP ${response.status}:\n${bodyText(error) || '(empty body)'}`);
}

/** One ROOK API call whose answer must be JSON with a 2xx status; any other answer is the sandbox's own error, passed on. */
async function sandboxJson(
  credentials: SandboxCredentials,
  method: string,
  apiPath: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const answer = await sandboxRequest({...credentials, method, path: apiPath, body});
  let parsed: unknown;
  try {
    parsed = answer.text ? JSON.parse(answer.text) : {};
  } catch {
    parsed = undefined;
  }
  if (answer.status >= 200 && answer.status < 300 && parsed && typeof parsed === 'object') return parsed as Record<string, unknown>;
  throw new ToolError(`The sandbox answered ${method} ${apiPath} with HTTP ${answer.status}:\n${answer.text || '(empty body)'}`);
}

/** How create_sandbox_client keeps a client for the server's next start (saved-client.ts). */
export interface ClientKeeping {
  place: SavedClientsPlace;
  /** ROOK_CLIENT_UUID or ROOK_SECRET_KEY was set at start: they win over the file at every start. */
  envPair: boolean;
}

/**
 * createSandboxClient: a client of the agent's own (the demo pair is shared,
 * and read-only in a hosted sandbox). With `use`, the session's other tools
 * call as that client from then on, and it is saved for the server's next
 * start (by sandbox base URL); the answer says where, and the environment
 * variables that do the same.
 */
export async function createSandboxClient(session: SandboxCredentials, use: boolean, keeping: ClientKeeping): Promise<string> {
  const anonymous = controlClient({...session, clientUuid: '', secretKey: ''});
  const client = controlData('POST /_sandbox/clients', await anonymous.POST('/_sandbox/clients'));
  const {client_uuid: clientUuid, secret_key: secretKey, hash_key: hashKey} = client;
  const variables = `ROOK_CLIENT_UUID=${clientUuid} and ROOK_SECRET_KEY=${secretKey}`;
  let usage: string;
  if (!use) {
    usage = `The session still calls as before, and the client is not saved: set ${variables} in the server's environment to call as it.`;
  } else {
    Object.assign(session, {clientUuid, secretKey});
    usage = `call_sandbox, create_sandbox_user and the other sandbox tools of this session now call as this client. ${await keep(session.baseUrl, {client_uuid: clientUuid, secret_key: secretKey, hash_key: hashKey}, keeping, variables)}`;
  }
  return `${json(client)}\n\nThe secret key is shown only once: keep it. Sign webhooks' X-ROOK-HASH checks with hash_key. ${usage}`;
}

/** Saves the client for the next start, and says where, or why not, with the environment variables as the other way. */
async function keep(
  baseUrl: string,
  client: Omit<SavedClient, 'saved_at'>,
  {place, envPair}: ClientKeeping,
  variables: string,
): Promise<string> {
  const instead = `set ${variables} in the server's environment`;
  if ('off' in place) return `It is not saved for the next start (${place.off}): to call as it after a restart, ${instead}.`;
  try {
    const {replaced} = await saveClient(place.file, baseUrl, client);
    const later = envPair
      ? 'The next start reads it only without ROOK_CLIENT_UUID / ROOK_SECRET_KEY, which this server was started with and which win over the file'
      : 'The next start of this server calls as it too';
    return (
      `Saved for the sandbox at ${savedClientKey(baseUrl)} in ${place.file} (readable by you only). ${later}. ` +
      `Alternatively, ${instead} (they win over the file; ${SAVE_CLIENT_VARIABLE}=0 turns the file off).` +
      (replaced ? ` The file could not be read before (${replaced}) and was replaced.` : '')
    );
  } catch (error) {
    return `It could not be saved in ${place.file} (${(error as Error).message}): to call as it after a restart, ${instead}.`;
  }
}

interface NewUser {
  userId: string;
  /** Created as ROOK does: an SDK link, an authorization, or (none) user information. */
  dataSource?: string;
}

/** How the sandbox creates the user (the Sandbox guide, docs/sandbox.mdx, "Users and connections"), and what it answered. */
async function createUser(session: SandboxCredentials, {userId, dataSource}: NewUser): Promise<string> {
  const user = encodeURIComponent(userId);
  if (dataSource && sdkSourceNames.includes(dataSource)) {
    const linked = controlData(
      `POST /_sandbox/users/${user}/sdk_sources`,
      await controlClient(session).POST('/_sandbox/users/{user_id}/sdk_sources', {
        params: {path: {user_id: userId}},
        body: {data_source: dataSource as SdkSource},
      }),
    );
    return `Linked ${dataSource} as the mobile SDK would (linkSdkSource): ${json(linked)}`;
  }
  if (dataSource && apiSourceNames.includes(dataSource)) {
    const authorizer = await sandboxJson(
      session,
      'GET',
      `/api/v1/user_id/${user}/data_source/${encodeURIComponent(dataSource)}/authorizer`,
    );
    if (authorizer.authorized) return `${dataSource} is already authorized for this user.`;
    return `Asked the ${dataSource} authorizer (getDataSourceAuthorizer), which created the user. ${dataSource} is not linked yet: open authorization_url in a browser and press Allow (or Deny) on the sandbox consent page.\n${json(authorizer)}`;
  }
  if (dataSource) {
    throw new ToolError(
      `"${dataSource}" is not a source the sandbox links. Use one of: ${[...apiSourceNames, ...sdkSourceNames].join(', ')}; or none.`,
    );
  }
  // No source: user information, stamped with the client's sandbox clock (the user exists from then on).
  const {clock} = controlData('GET /_sandbox/settings', await controlClient(session).GET('/_sandbox/settings'));
  await sandboxJson(session, 'POST', '/api/v2/user-information', {user_id: userId, datetime: clock.now});
  return 'Sent user information (createUserInformation), which created the user with no source linked.';
}

/** create_sandbox_user: creates the user, then shows it as listSandboxUsers does (sources, connections page). */
export async function createSandboxUser(session: SandboxCredentials, user: NewUser): Promise<string> {
  if (!/^[A-Za-z0-9-]{1,50}$/.test(user.userId)) {
    throw new ToolError(`"${user.userId}" is not a user_id: use 1 to 50 letters, digits or hyphens, for example "user-0001".`);
  }
  const how = await createUser(session, user);
  const {users} = controlData('GET /_sandbox/users', await controlClient(session).GET('/_sandbox/users'));
  const listed = users.find((entry) => entry.user_id === user.userId);
  return `${how}\n\nThe user now (listSandboxUsers):\n${json(listed ?? null)}`;
}

interface ChangelogEntry {
  slug: string;
  title: string;
  /** The front matter's day (YYYY-MM-DD); where ROOK published only a month or a quarter, it only sorts the entry. */
  date: string;
  /** What the site shows when the day is not published. */
  dateLabel?: string;
  /** ROOK gave no date or period at all: `date` only sorts it. */
  undated: boolean;
  tags: string[];
  url: string;
  body: string;
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

/** The changelog entries, newest first, from the folder the site's changelog is built from. */
export async function readChangelog(folder: string): Promise<ChangelogEntry[]> {
  const files = (await readdir(folder)).filter((name) => /\.mdx?$/.test(name));
  const entries = await Promise.all(
    files.map(async (name) => {
      const text = await readFile(path.join(folder, name), 'utf8');
      const match = FRONT_MATTER.exec(text);
      if (!match) throw new Error(`[mcp] ${name}: no front matter`);
      const meta = parseYaml(match[1]!) as {slug: string; title: string; date: string | Date; tags?: string[]};
      // YAML reads an unquoted day as a Date.
      const date = meta.date instanceof Date ? meta.date.toISOString().slice(0, 10) : String(meta.date);
      return {
        slug: meta.slug,
        title: meta.title,
        date,
        dateLabel: changelogDateLabel(meta.slug),
        undated: changelogDatePrecision[meta.slug]?.undated === true,
        tags: meta.tags ?? [],
        url: `${routes.changelog}${meta.slug}/`,
        body: text.slice(match[0].length).trim(),
      };
    }),
  );
  return entries.sort((a, b) => b.date.localeCompare(a.date));
}

const changeBlock = (entry: ChangelogEntry) =>
  [
    `## ${entry.title}`,
    `Date: ${entry.dateLabel ?? entry.date} · Tags: ${entry.tags.join(', ')} · Page: ${entry.url}`,
    '',
    entry.body,
  ].join('\n');

/**
 * list_changes: the entries dated on or after `since` (YYYY-MM-DD), newest
 * first. An entry ROOK gave no date for cannot be placed after a day: with
 * `since`, those come last, apart, so an agent neither misses them nor reads them as new.
 */
export function listChanges(entries: ChangelogEntry[], since: string | undefined): string {
  if (since !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(since)) {
    throw new ToolError(`"${since}" is not a date: give it as YYYY-MM-DD, for example "2026-01-01".`);
  }
  if (!since)
    return `${entries.length} changelog entries, newest first (read_page opens each page):\n\n${entries.map(changeBlock).join('\n\n')}`;
  const dated = entries.filter((entry) => !entry.undated);
  const chosen = dated.filter((entry) => entry.date >= since);
  const undated = entries.filter((entry) => entry.undated);
  const head = chosen.length
    ? `${chosen.length} dated changelog ${chosen.length === 1 ? 'entry' : 'entries'} since ${since}, newest first (read_page opens each page):\n\n${chosen.map(changeBlock).join('\n\n')}`
    : `No dated changelog entries since ${since}. The newest is "${dated[0]?.title}" (${dated[0]?.dateLabel ?? dated[0]?.date}).`;
  if (!undated.length) return head;
  return `${head}\n\n# Undated\n\n${undated.length} ${undated.length === 1 ? 'entry has' : 'entries have'} no date from ROOK, so ${undated.length === 1 ? 'it' : 'they'} may be older or newer than ${since}:\n\n${undated.map(changeBlock).join('\n\n')}`;
}
