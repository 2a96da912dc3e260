import {chmod, mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * The sandbox client `create_sandbox_client` made, kept for the server's next
 * start: an agent that starts the server for each call would otherwise lose it.
 * One small JSON file per user, outside the checkout, readable by its owner only
 * (0600), with one client per sandbox base URL, so a client of one sandbox is
 * never sent to another. ROOK_CLIENT_UUID / ROOK_SECRET_KEY win over it;
 * ROOK_MCP_SAVE_CLIENT=0 turns it off.
 */

/** The variable that turns saving and loading off: `0`, `false`, `no` or `off`. */
export const SAVE_CLIENT_VARIABLE = 'ROOK_MCP_SAVE_CLIENT';

/** The file's name in `$XDG_CONFIG_HOME/rook-docs-mcp/` (else `~/.config/rook-docs-mcp/`). */
const FILE_NAME = 'sandbox-clients.json';

const repositoryRoot = path.resolve(__dirname, '..');

/** One saved client: the pair the sandbox tools call with, and the hash key that signs its webhooks. */
export interface SavedClient {
  client_uuid: string;
  secret_key: string;
  hash_key?: string;
  saved_at: string;
}

interface SavedClientsFile {
  about: string;
  /** By sandbox base URL (savedClientKey). */
  clients: Record<string, SavedClient>;
}

/** Where clients are saved, or why they are not. */
export type SavedClientsPlace = {file: string} | {off: string};

/**
 * `$XDG_CONFIG_HOME/rook-docs-mcp/sandbox-clients.json` (an absolute XDG_CONFIG_HOME only, as the
 * XDG spec says), else `~/.config/rook-docs-mcp/sandbox-clients.json`; off when ROOK_MCP_SAVE_CLIENT
 * says so, and never inside this checkout (a config folder there would put secrets beside the code).
 */
export function savedClientsPlace(env: Record<string, string | undefined>, home: string = os.homedir()): SavedClientsPlace {
  const setting = env[SAVE_CLIENT_VARIABLE]?.trim().toLowerCase();
  if (setting && ['0', 'false', 'no', 'off'].includes(setting)) return {off: `${SAVE_CLIENT_VARIABLE}=${env[SAVE_CLIENT_VARIABLE]}`};
  const xdg = env.XDG_CONFIG_HOME?.trim();
  const configHome = xdg && path.isAbsolute(xdg) ? xdg : path.join(home, '.config');
  const file = path.resolve(configHome, 'rook-docs-mcp', FILE_NAME);
  const relative = path.relative(repositoryRoot, file);
  if (!relative.startsWith('..') && !path.isAbsolute(relative)) return {off: `${file} would be inside the repository`};
  return {file};
}

/** The key of a sandbox in the file: its base URL as `new URL` writes it, without a trailing slash. */
export function savedClientKey(baseUrl: string): string {
  let href = baseUrl.trim();
  try {
    href = new URL(href).href;
  } catch {
    // Not a URL: kept as written; the sandbox tools will say so when they call it.
  }
  return href.replace(/\/+$/, '');
}

/** Reads the file: its clients, null when there is no file yet; throws a sentence saying what is wrong with it. */
async function readClients(file: string): Promise<Record<string, SavedClient> | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`could not read ${file}: ${(error as Error).message}`, {cause: error});
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON (${(error as Error).message})`, {cause: error});
  }
  const clients = (parsed as Partial<SavedClientsFile> | null)?.clients;
  if (!clients || typeof clients !== 'object' || Array.isArray(clients)) throw new Error(`${file} has no "clients" object`);
  return clients;
}

/** The saved client of the sandbox at `baseUrl`: null when none is saved; a problem when the file cannot be used. */
export async function loadSavedClient(file: string, baseUrl: string): Promise<{client: SavedClient | null; problem?: string}> {
  try {
    const client = (await readClients(file))?.[savedClientKey(baseUrl)];
    if (client === undefined) return {client: null};
    if (typeof client.client_uuid !== 'string' || !client.client_uuid || typeof client.secret_key !== 'string' || !client.secret_key)
      return {client: null, problem: `${file} has no client_uuid and secret_key for ${savedClientKey(baseUrl)}`};
    return {client};
  } catch (error) {
    return {client: null, problem: (error as Error).message};
  }
}

/**
 * Saves `client` as the one of the sandbox at `baseUrl`, beside the other sandboxes' clients, in a
 * file only its owner can read (0600, in a folder only its owner can open). A file that cannot be
 * read as saved clients is replaced; what it said is then in `replaced`.
 */
export async function saveClient(
  file: string,
  baseUrl: string,
  client: Omit<SavedClient, 'saved_at'>,
  now: Date = new Date(),
): Promise<{replaced?: string}> {
  let clients: Record<string, SavedClient> = {};
  let replaced: string | undefined;
  try {
    clients = (await readClients(file)) ?? {};
  } catch (error) {
    replaced = (error as Error).message;
  }
  const content: SavedClientsFile = {
    about:
      "Sandbox clients made by the ROOK docs MCP server's create_sandbox_client, by sandbox base URL; loaded at its start unless ROOK_CLIENT_UUID and ROOK_SECRET_KEY are set. Sandbox credentials only.",
    clients: {...clients, [savedClientKey(baseUrl)]: {...client, saved_at: now.toISOString()}},
  };
  await mkdir(path.dirname(file), {recursive: true, mode: 0o700});
  // Written beside it, then renamed over it: a reader never sees half a file.
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, `${JSON.stringify(content, null, 2)}\n`, {mode: 0o600});
  await chmod(partial, 0o600);
  await rename(partial, file);
  return replaced ? {replaced} : {};
}
