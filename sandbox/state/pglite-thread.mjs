// The embedded database's own thread. PGlite runs each statement to its end
// without returning to the event loop, so on the HTTP thread a batch of the
// request log or a backlog's claim held every waiting request. Here it blocks
// only this thread; the sandbox's thread sends statements and gets rows back
// (db.ts, openPglite). Plain JavaScript: a worker does not inherit the loaders
// (tsx, vitest) that run the sandbox's TypeScript.
import {parentPort as maybePort, workerData} from 'node:worker_threads';
import {PGlite} from '@electric-sql/pglite';

/** @typedef {import('@electric-sql/pglite').Transaction} Transaction */
/** @typedef {{tx: Transaction, commit: (value?: unknown) => void, rollback: (reason: unknown) => void, settled: Promise<unknown>}} OpenTransaction */

/** @type {{dataDir?: string, image?: ArrayBuffer, dumpOnly?: boolean, vacuumMs?: number}} */
const options = workerData;
if (!maybePort) throw new Error('pglite-thread.mjs runs as a worker thread of the sandbox (state/db.ts)');
const parentPort = maybePort;

/** The fields of a database error a caller may read (PostgreSQL's code, detail, constraint…), as plain data. */
/** @param {unknown} error */
function plainError(error) {
  if (!(error instanceof Error)) return {message: String(error)};
  /** @type {Record<string, unknown>} */
  const fields = {name: error.name, message: error.message};
  for (const [key, value] of Object.entries(error))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return fields;
}

/**
 * PGlite's start, with a buffer pool of 2 MB instead of PostgreSQL's 128 MB: the pool lives in the
 * thread's WebAssembly memory, which never shrinks, and the read cache answers most reads before they
 * reach the database. A page the pool no longer holds is read back from the data folder's file. At
 * 16 MB the pool kept 14 MB more resident for no throughput the bench measured.
 */
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=2MB'];

async function open() {
  if (options.dumpOnly) return PGlite.create({});
  if (options.dataDir) return PGlite.create({dataDir: options.dataDir, startParams});
  return PGlite.create({loadDataDir: new Blob([options.image ?? new ArrayBuffer(0)]), startParams});
}

/**
 * Transactions by the id the sandbox's thread gave them, each settling once PGlite has begun it. Each
 * waits in PGlite's `transaction` until the sandbox's thread ends it. The sandbox's thread sends its
 * statements without waiting for the begin: they run in order once it has.
 * @type {Map<number, Promise<OpenTransaction>>}
 */
const transactions = new Map();

/** @param {PGlite} lite @param {number} id */
function begin(lite, id) {
  const opened = /** @type {Promise<OpenTransaction>} */ (
    new Promise((started, failed) => {
      const settled = lite
        .transaction(
          /** @param {Transaction} tx */ (tx) =>
            new Promise((commit, rollback) => {
              started({tx, commit, rollback, settled});
            }),
        )
        .finally(() => transactions.delete(id));
      // A transaction that could not even start (BEGIN failed) rejects here before `started`.
      settled.catch(failed);
    })
  );
  transactions.set(id, opened);
  return opened.then(() => id);
}

/** @param {number | undefined} id */
async function openTransaction(id) {
  const open = id === undefined ? undefined : await transactions.get(id);
  if (!open) throw new Error(`transaction ${id} is not open`);
  return open;
}

const ROLLBACK = Symbol('rollback');

/** @param {number} id @param {boolean} commit */
async function end(id, commit) {
  const open = await openTransaction(id);
  if (commit) open.commit();
  else open.rollback(ROLLBACK);
  try {
    await open.settled;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
}

/**
 * PostgreSQL reclaims the space of deleted and rewritten rows in VACUUM, which its autovacuum runs; PGlite
 * has none. Without it, the request log (trimmed on every write), the deliveries and the inbox would
 * only grow, and each write would cost more. So the thread vacuums the sandbox's own tables itself:
 * at most every 10 s (`vacuumMs`), and only after a statement that may have written.
 */
const vacuumMs = options.vacuumMs ?? 10_000;
let wroteSinceVacuum = false;
/** A statement that only reads; anything else (a WITH may hold a DELETE) counts as a write. */
const READ_ONLY = /^\s*SELECT\b/i;

/** @param {PGlite} lite */
async function vacuum(lite) {
  if (!wroteSinceVacuum) return;
  wroteSinceVacuum = false;
  const [list] = (
    await lite.query(`SELECT string_agg(quote_ident(tablename), ', ') AS tables FROM pg_tables WHERE schemaname = current_schema()`)
  ).rows;
  const tables = /** @type {{tables: string | null} | undefined} */ (list)?.tables;
  // One VACUUM of the sandbox's own tables (not the catalogs): they are small, so it takes milliseconds.
  if (tables) await lite.exec(`VACUUM ${tables}`);
}

/** @param {PGlite} lite @param {{type: string, sql: string, params: unknown[], tx?: number, commit: boolean}} message */
async function run(lite, message) {
  switch (message.type) {
    case 'query': {
      if (!READ_ONLY.test(message.sql)) wroteSinceVacuum = true;
      const target = message.tx === undefined ? lite : (await openTransaction(message.tx)).tx;
      return (await target.query(message.sql, message.params)).rows;
    }
    case 'begin':
      return begin(lite, message.tx ?? 0);
    case 'end':
      return end(message.tx ?? 0, message.commit);
    case 'close':
      return lite.close();
    default:
      throw new Error(`unknown message ${message.type}`);
  }
}

/** @type {PGlite | undefined} */
let lite;
try {
  lite = await open();
} catch (error) {
  parentPort.postMessage({ready: false, error: plainError(error)});
}
if (lite && options.dumpOnly) {
  const image = await (await lite.dumpDataDir('none')).arrayBuffer();
  await lite.close();
  parentPort.postMessage({ready: true, image}, [image]);
} else if (lite) {
  const vacuuming = setInterval(() => {
    // A vacuum that failed (the database closing meanwhile) is tried again at the next turn.
    vacuum(/** @type {PGlite} */ (lite)).catch(() => (wroteSinceVacuum = true));
  }, vacuumMs);
  parentPort.on('message', (message) => {
    if (message.type === 'close') clearInterval(vacuuming);
    run(lite, message).then(
      (result) => parentPort.postMessage({id: message.id, result}),
      (error) => parentPort.postMessage({id: message.id, error: plainError(error)}),
    );
  });
  parentPort.postMessage({ready: true});
}
