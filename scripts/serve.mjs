// `npm start`: builds the site when build/ is missing or stale, then serves the
// production build the way a good static host would: precompressed responses,
// immutable caching for hashed assets, security headers, clean URLs and a real
// 404 page. The local ROOK sandbox (sandbox/) is mounted at /sandbox on the
// same origin; it sets its own headers. SANDBOX_URL points the pages at a
// hosted sandbox instead, at run time: see sandboxOverride below.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import sirv from 'sirv';
import {register as registerCommonJs} from 'tsx/cjs/api';
import {register as registerEsm} from 'tsx/esm/api';
import {canonicalPath, isPagePath} from './lib/canonical-path.mjs';
import {computeFingerprint, readBuildFingerprint} from './lib/fingerprint.mjs';
import {listenAddress} from '../core/config/listen-address.mjs';

const root = path.resolve(import.meta.dirname, '..');

const {values: args} = parseArgs({
  options: {
    port: {type: 'string'},
    host: {type: 'string'},
    'no-build': {type: 'boolean', default: false},
    'no-sandbox': {type: 'boolean', default: false},
    // Another static build served the same way (the benchmark's Docusaurus scaffold); never rebuilt.
    dir: {type: 'string'},
  },
});
const buildDir = args.dir ? path.resolve(args.dir) : path.join(root, 'build');

/** @type {{port: number, host: string | undefined}} */
let address;
try {
  address = listenAddress(args, {portVariable: 'PORT', defaultPort: 3000});
} catch (error) {
  console.error(`[serve] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
const {port, host} = address;

function ensureBuild() {
  const current = computeFingerprint(root);
  const built = readBuildFingerprint(buildDir);
  if (built === current) {
    console.log('[serve] build/ is up to date.');
    return;
  }
  console.log(built ? '[serve] sources changed since the last build: rebuilding…' : '[serve] no build yet: building…');
  const result = spawnSync('npm', ['run', 'build'], {cwd: root, stdio: 'inherit', shell: process.platform === 'win32'});
  if (result.status !== 0) {
    console.error('[serve] the build failed; fix the error above and run `npm start` again.');
    process.exit(result.status ?? 1);
  }
}

if (!args['no-build'] && !args.dir) ensureBuild();
if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error(args.dir ? `[serve] ${buildDir} has no index.html.` : '[serve] build/index.html is missing: run `npm run build` first.');
  process.exit(1);
}

/**
 * The sandbox and the site's settings are TypeScript. tsx is registered for
 * the whole process, not for one namespaced import (tsImport): the contract
 * loader imports its parsers lazily, on a cache miss, and those imports must
 * resolve TypeScript too. Both, as `node --import tsx` (npm run sandbox)
 * does: the modules are CommonJS TypeScript.
 */
registerCommonJs();
registerEsm();

/**
 * @template T
 * @param {string} entry relative to this file
 * @returns {Promise<T>}
 */
function importTypeScript(entry) {
  // A CommonJS module imported from ESM: its exports arrive as the default export.
  return import(entry).then((/** @type {{default?: T}} */ module) => module.default ?? /** @type {T} */ (module));
}

/** @type {typeof import('../core/config/integrations')} */
const {readSandboxUrl} = await importTypeScript('../core/config/integrations.ts');
/** @type {typeof import('../plugins/site-headers/policy')} */
const {HEADERS_FILE, sandboxLocationBody, withSandboxOrigin} = await importTypeScript('../plugins/site-headers/policy.ts');
/** @type {typeof import('../core/config/routes')} */
const {routes} = await importTypeScript('../core/config/routes.ts');

/** @param {string} file */
function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

// {all, document, asset}: see plugins/site-headers. Pages carry the full policy, files a short one.
/** @type {Partial<import('../plugins/site-headers/policy').SiteHeaders>} */
let siteHeaders = readJson(path.join(buildDir, HEADERS_FILE)) ?? {};

/**
 * A hosted static site bakes SANDBOX_URL in at build time; this server can
 * re-point the same build at run time from its own SANDBOX_URL: the location
 * file the pages read (`routes.sandboxLocation`) and the page policy's
 * connect-src change together, so the pages call and name that sandbox. The
 * files the build wrote (contract downloads, Postman environments, Markdown
 * copies, the agent skill) keep the sandbox they were built for. Unset, the
 * build's own file and policy are served.
 */
let sandboxOverride = null;
try {
  sandboxOverride = readSandboxUrl(process.env);
} catch (error) {
  console.error(`[serve] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
/** @type {string | null} */
let sandboxLocation = null;
if (sandboxOverride) {
  /** @type {{url?: unknown} | null} */
  const built = readJson(path.join(buildDir, routes.sandboxLocation));
  const builtOrigin = typeof built?.url === 'string' && URL.canParse(built.url) ? new URL(built.url).origin : null;
  siteHeaders = withSandboxOrigin(siteHeaders, builtOrigin, new URL(sandboxOverride).origin);
  sandboxLocation = sandboxLocationBody(sandboxOverride);
  console.log(`[serve] the pages use the hosted sandbox at ${sandboxOverride} (SANDBOX_URL)`);
}

// Hashed bundles never change under the same name; everything else must be revalidated.
const HASHED_ASSET = /^\/assets\/.+\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * @param {http.ServerResponse} res
 * @param {'document' | 'asset'} kind
 */
function setSecurityHeaders(res, kind) {
  const headers = {...siteHeaders.all, ...siteHeaders[kind]};
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/** @type {Record<string, string>} */
const TEXT_TYPES = {'.md': 'text/markdown; charset=utf-8', '.txt': 'text/plain; charset=utf-8'};

const serveStatic = sirv(buildDir, {
  brotli: true,
  gzip: true,
  etag: true,
  extensions: ['html'],
  setHeaders(res, pathname) {
    // The Markdown copies and llms.txt are UTF-8 text; sirv would send them without a charset.
    const textType = TEXT_TYPES[path.extname(pathname)];
    if (textType) res.setHeader('Content-Type', textType);
    res.setHeader(
      'Cache-Control',
      HASHED_ASSET.test(pathname) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    );
  },
});

/** @param {string} file */
function loadVariants(file) {
  /** @type {{identity: Buffer, br?: Buffer, gzip?: Buffer}} */
  const variants = {identity: readFileSync(file)};
  if (existsSync(`${file}.br`)) variants.br = readFileSync(`${file}.br`);
  if (existsSync(`${file}.gz`)) variants.gzip = readFileSync(`${file}.gz`);
  return variants;
}
const notFoundPage = loadVariants(path.join(buildDir, '404.html'));

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
function sendNotFound(req, res) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = notFoundPage.br && /\bbr\b/.test(accepts) ? 'br' : notFoundPage.gzip && /\bgzip\b/.test(accepts) ? 'gzip' : 'identity';
  // The encoding is picked only when its variant exists; the fallback is for the type-checker.
  const body = notFoundPage[encoding] ?? notFoundPage.identity;
  setSecurityHeaders(res, 'document');
  res.writeHead(404, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    ...(encoding === 'identity' ? {} : {'Content-Encoding': encoding}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * @param {http.ServerResponse} res
 * @param {string} location
 */
function redirect(res, location) {
  res.writeHead(301, {Location: location, 'Cache-Control': 'public, max-age=3600'});
  res.end();
}

const SANDBOX_PREFIX = '/sandbox';

/**
 * The sandbox, started beside the listener so the site is up at once; sandbox calls wait for it. Its
 * database opens first (PGlite in its own thread) and overlaps the loading of the sandbox's code.
 */
async function startSandbox() {
  /** @type {typeof import('../sandbox/options')} */
  const {sandboxOptionsFromEnv} = await importTypeScript('../sandbox/options.ts');
  /** @type {typeof import('../sandbox/state/db')} */
  const {openDb} = await importTypeScript('../sandbox/state/db.ts');
  const options = {prefix: SANDBOX_PREFIX, ...sandboxOptionsFromEnv()};
  const opening = openDb(options);
  opening.catch(() => undefined);
  /** @type {typeof import('../sandbox/app')} */
  const {createSandbox} = await importTypeScript('../sandbox/app.ts');
  return createSandbox(options, opening);
}

const sandboxReady = args['no-sandbox'] ? null : startSandbox();
sandboxReady?.then(
  (sandbox) => console.log(`[serve] ROOK sandbox at http://localhost:${port}${SANDBOX_PREFIX} (${sandbox.mode})`),
  // The site still serves; sandbox calls answer 503. The reason is one line (DataFolderError says how to recover).
  (error) => console.error(`[serve] the local sandbox could not start: ${error instanceof Error ? error.message : String(error)}`),
);

/** @param {string} pathname */
function isSandboxPath(pathname) {
  return pathname === SANDBOX_PREFIX || pathname.startsWith(`${SANDBOX_PREFIX}/`);
}

const server = http.createServer((req, res) => {
  if (sandboxReady && isSandboxPath(new URL(req.url ?? '/', 'http://localhost').pathname)) {
    sandboxReady.then(
      (sandbox) => sandbox.app.routing(req, res),
      () => {
        res.writeHead(503, {'Content-Type': 'application/json; charset=utf-8'});
        res.end(JSON.stringify({error: 'The local sandbox failed to start; see the server log', exception: 'ServiceUnavailable'}));
      },
    );
    return;
  }
  // Set before sirv runs, so its 304 answers carry the same headers as its 200s
  // (a browser updates the cached response's headers from a 304).
  const url = new URL(req.url ?? '/', 'http://localhost');
  setSecurityHeaders(res, isPagePath(url.pathname) ? 'document' : 'asset');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, {Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8'});
    res.end('Method not allowed\n');
    return;
  }
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    sendNotFound(req, res);
    return;
  }
  if (sandboxLocation !== null && pathname === routes.sandboxLocation) {
    res.writeHead(200, {'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache'});
    res.end(req.method === 'HEAD' ? undefined : sandboxLocation);
    return;
  }
  const target = canonicalPath(pathname, buildDir);
  if (target) {
    redirect(res, encodeURI(target) + url.search);
    return;
  }
  serveStatic(req, res, () => sendNotFound(req, res));
});

server.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
  if (error.code === 'EADDRINUSE') console.error(`[serve] port ${port} is already in use: set another with --port or PORT.`);
  else console.error('[serve]', error);
  process.exit(1);
});

server.listen(port, host, () => {
  console.log(`[serve] ROOK docs at http://localhost:${port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () =>
    server.close(async () => {
      await sandboxReady?.then((sandbox) => sandbox.close()).catch(() => undefined);
      process.exit(0);
    }),
  );
}
