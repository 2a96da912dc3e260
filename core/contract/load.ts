import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {apiRoutes, sandboxApiRoutes, type ReferenceRoutes} from '../config/routes';
import {createLoadCache} from './load-cache';
import type {Raw} from './model/schema';
import type {ReferenceModel, ServerModel} from './model/types';
import {siteServers} from '../config/site-sandbox';

/*
 * The one reader of the API contract. Everything that needs the contract
 * (the reference pages, the guides' tables, the sandbox, the exports, the
 * tests) gets it from `loadContract`, so there is one parse, one validation
 * and one model. A test fails if any other module imports the YAML parser
 * or swagger-parser.
 *
 * The parsers and the model builder are imported when a load is made, not
 * kept: a process that finds its loads on disk (load-cache.ts) never loads them.
 */

const repoRoot = path.resolve(__dirname, '../..');

/** The contract files this repository owns. */
export const contractFiles = {
  /** ROOK's API. */
  rook: path.join(repoRoot, 'openapi/rook-api.yaml'),
  /** The local sandbox's control API (not part of ROOK's API). */
  sandbox: path.join(repoRoot, 'openapi/sandbox.yaml'),
} as const;

/** Where each owned contract's reference lives; any other file gets ROOK's. */
function routesFor(file: string): ReferenceRoutes {
  return path.resolve(file) === contractFiles.sandbox ? sandboxApiRoutes : apiRoutes;
}

export interface LoadedContract {
  file: string;
  /** The file as written (served as the YAML download). */
  text: string;
  /** The document as written, parsed: no $ref followed. */
  raw: Raw;
  /** Local $refs kept, so component names stay known (the model is built from it). */
  bundled: Raw;
  /** Validated, every $ref replaced: what request and response validators compile. May contain cycles. */
  dereferenced: Raw;
  model: ReferenceModel;
}

/** Every `$ref` of a document that points into another file (anything but `#/…`). */
export function externalRefs(document: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === '$ref' && typeof child === 'string' && !child.startsWith('#')) found.push(child);
        else visit(child);
      }
    }
  };
  visit(document);
  return found;
}

/**
 * The contract's downloads: self-contained documents, since a reader's tool
 * has only the file it downloaded. The JSON is the bundled document; the YAML
 * is the file as written (its comments kept) when it refers to no other file,
 * and the bundled document written as YAML when it does (the control API
 * borrows ROOK's error schemas from rook-api.yaml).
 */
export async function contractDownloads(contract: LoadedContract): Promise<{yaml: string; json: string}> {
  const json = `${JSON.stringify(contract.bundled, null, 2)}\n`;
  if (!externalRefs(contract.raw).length) return {yaml: contract.text, json};
  const {stringify} = await import('yaml');
  // No anchors and aliases: the bundled document shares objects, and not every tool follows aliases.
  return {yaml: stringify(contract.bundled, {aliasDuplicateObjects: false, lineWidth: 0}), json};
}

/**
 * The contract as a site names it: the local sandbox's server entry becomes
 * the site's sandbox (`siteServers`), hosted first, in the model, the parsed
 * documents and the YAML text the download serves (comments kept).
 */
export async function contractForSite(loaded: LoadedContract, sandboxUrl: string | null): Promise<LoadedContract> {
  const plain = (document: Raw): Raw =>
    Array.isArray(document.servers)
      ? {...document, servers: siteServers(document.servers as ServerModel[], sandboxUrl).map(({sandbox: _, ...server}) => server)}
      : document;
  const {model} = loaded;
  let text = loaded.text;
  if (sandboxUrl) {
    const {parseDocument} = await import('yaml');
    const document = parseDocument(text);
    document.setIn(['servers'], document.createNode(plain(loaded.raw).servers));
    text = document.toString({lineWidth: 0});
  }
  return {
    ...loaded,
    text,
    raw: plain(loaded.raw),
    bundled: plain(loaded.bundled),
    dereferenced: plain(loaded.dereferenced),
    model: {
      ...model,
      overview: {...model.overview, servers: siteServers(model.overview.servers, sandboxUrl)},
      operations: model.operations.map((operation) => ({...operation, servers: siteServers(operation.servers, sandboxUrl)})),
    },
  };
}

class ContractError extends Error {
  constructor(file: string, problem: string) {
    super(`[openapi-reference] ${file}: ${problem}`);
    this.name = 'ContractError';
  }
}

/*
 * One load per file version: the key includes the modification time and
 * size, so `npm run dev` (and any long-lived process) sees an edited
 * contract at once, while a build reads it once however many pages ask.
 */
const cache = new Map<string, {stamp: string; loaded: Promise<LoadedContract>}>();

/**
 * Reads, validates and models a contract. Any problem (YAML syntax, OpenAPI
 * schema violations, broken $refs, missing operationIds…) becomes one
 * ContractError naming the file, so the build stops with a clear reason.
 */
export async function loadContract(file: string = contractFiles.rook, routes: ReferenceRoutes = routesFor(file)): Promise<LoadedContract> {
  const absolute = path.resolve(file);
  let stamp: string;
  try {
    const info = await stat(absolute);
    stamp = `${info.mtimeMs}:${info.size}:${routes.overview}`;
  } catch (error) {
    throw new ContractError(absolute, `cannot read the contract (${(error as Error).message})`);
  }
  const cached = cache.get(absolute);
  if (cached?.stamp === stamp) return cached.loaded;
  const loaded = readContract(absolute, routes);
  cache.set(absolute, {stamp, loaded});
  // A failed load is not remembered: the next call retries (the file may be mid-edit).
  loaded.catch(() => {
    if (cache.get(absolute)?.loaded === loaded) cache.delete(absolute);
  });
  return loaded;
}

/** Loads made by earlier processes: about a tenth of a load's time (see load-cache.ts). */
const diskCache = createLoadCache<LoadedContract>(
  path.join(repoRoot, 'node_modules/.cache/rook-contract'),
  __filename,
  path.join(repoRoot, 'package-lock.json'),
);

async function readContract(file: string, routes: ReferenceRoutes): Promise<LoadedContract> {
  const key = await diskCache.key(file, routes).catch(() => undefined);
  const kept = key && (await diskCache.read(file, key));
  if (kept) return kept;
  const loaded = await parseContract(file, routes);
  // Kept only if the files did not change while they were read.
  if (key && key === (await diskCache.key(file, routes).catch(() => undefined))) await diskCache.write(file, key, loaded);
  return loaded;
}

async function parseContract(file: string, routes: ReferenceRoutes): Promise<LoadedContract> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new ContractError(file, `cannot read the contract (${(error as Error).message})`);
  }
  const [{parseDocument}, {default: SwaggerParser}, {buildReference}] = await Promise.all([
    import('yaml'),
    import('@apidevtools/swagger-parser'),
    import('./model/build'),
  ]);
  const parsed = parseDocument(text, {prettyErrors: true});
  if (parsed.errors.length) {
    throw new ContractError(file, `invalid YAML: ${parsed.errors[0]!.message}`);
  }
  const raw = parsed.toJS();
  if (!raw || typeof raw !== 'object' || !('openapi' in raw)) {
    throw new ContractError(file, 'not an OpenAPI 3 document (no top-level "openapi" field)');
  }
  let dereferenced: Raw;
  let bundled: Raw;
  try {
    // Each call gets its own copy: swagger-parser rewrites what it is given.
    dereferenced = await SwaggerParser.validate(file, structuredClone(raw), {});
    bundled = await SwaggerParser.bundle(file, structuredClone(raw), {});
  } catch (error) {
    throw new ContractError(file, `invalid OpenAPI: ${(error as Error).message}`);
  }
  try {
    return {file, text, raw, bundled, dereferenced, model: buildReference(bundled, routes)};
  } catch (error) {
    throw new ContractError(file, (error as Error).message);
  }
}
