// The hosted table's baseline: what splitting one load over processes costs on this machine, with no
// sandbox at all. A minimal server in the sandbox's hosted shape: node:http in node:cluster workers that
// accept from the shared socket themselves (SCHED_NONE, as `--processes` does), a pool of 10 PostgreSQL
// connections per process (as `state/db.ts`), and the row behind each request read together with those
// of every request that arrived in the same turn of the event loop, in one statement (as
// `state/client-reads.ts` does). It answers every request with the sandbox's own answer to the
// processed-data read. Measured with 1, 2 and 3 processes in each round beside the sandbox's shapes, its
// ratios show how much of the sandbox's are the machine's.
// Hand-written: no package serves a server this small in this shape, and it must stay this small.
import cluster from 'node:cluster';
import {spawn} from 'node:child_process';
import http from 'node:http';
import {fileURLToPath, pathToFileURL} from 'node:url';
import pg from 'pg';

/** Connections per process, as the sandbox's pool. */
const POOL_SIZE = 10;
/** Requests read in one statement at most, as the sandbox's batched reads. */
const MAX_BATCH = 100;

/** The statement each batch sends: prepared once per connection (named), as the sandbox's statements are. */
const READ_SQL = 'SELECT authorization_header FROM baseline_clients WHERE authorization_header = ANY($1::text[])';
/** The table the server reads, keyed by the request's whole authorization header. */
const TABLE_SQL = 'CREATE TABLE IF NOT EXISTS baseline_clients (authorization_header text PRIMARY KEY, client_name text NOT NULL)';

/**
 * Makes the baseline's table in `databaseUrl`, with a row for `authorization` (the header the load sends).
 * @param {string} databaseUrl @param {string} authorization
 */
export async function prepareBaselineDatabase(databaseUrl, authorization) {
  const client = new pg.Client({connectionString: databaseUrl});
  await client.connect();
  try {
    await client.query(TABLE_SQL);
    await client.query('INSERT INTO baseline_clients VALUES ($1, $2) ON CONFLICT DO NOTHING', [authorization, 'bench']);
  } finally {
    await client.end();
  }
}

/**
 * Starts the baseline with `processes` workers on `port`, answering `body`; resolves once every worker listens.
 * @param {{processes: number, port: number, databaseUrl: string, body: string}} options
 */
export async function startBaselineServer({processes, port, databaseUrl, body}) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    env: {
      ...process.env,
      BASELINE_PROCESSES: String(processes),
      BASELINE_PORT: String(port),
      BASELINE_BODY: body,
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the baseline server did not start in 30 s')), 30_000);
    child.stdout.on('data', (/** @type {Buffer} */ chunk) => {
      if (!String(chunk).includes('ready')) return;
      clearTimeout(timer);
      resolve(undefined);
    });
    child.once('exit', (code) => reject(new Error(`the baseline server exited (${code})`)));
  });
  return {child, base: `http://127.0.0.1:${port}`};
}

/** The primary: forks the workers, says "ready" once all listen, and stops them all on SIGTERM. */
function runPrimary() {
  const count = Number(process.env.BASELINE_PROCESSES);
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  let listening = 0;
  for (let i = 0; i < count; i += 1) {
    cluster.fork().once('listening', () => {
      listening += 1;
      if (listening === count) console.log('ready');
    });
  }
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    cluster.on('exit', () => Object.keys(cluster.workers ?? {}).length || process.exit(0));
  });
}

/** A worker: each request's row is read in the next statement, sent once this turn of the event loop is over. */
function runWorker() {
  const body = String(process.env.BASELINE_BODY);
  const pool = new pg.Pool({connectionString: process.env.DATABASE_URL, max: POOL_SIZE});
  /** @type {{key: string, found: (row: boolean) => void}[]} */
  const waiting = [];
  const send = async () => {
    const batch = waiting.splice(0, MAX_BATCH);
    if (waiting.length) setImmediate(send);
    const keys = batch.map((wanted) => wanted.key);
    // A failed read answers its requests as unknown: the load's non-2xx column shows it.
    const rows = await pool.query({name: 'baseline-read', text: READ_SQL, values: [keys]}).then(
      (result) => result.rows,
      () => [],
    );
    const known = new Set(rows.map((row) => row.authorization_header));
    for (const wanted of batch) wanted.found(known.has(wanted.key));
  };
  /** @param {string} key @returns {Promise<boolean>} */
  const read = (key) =>
    new Promise((found) => {
      if (!waiting.length) setImmediate(send);
      waiting.push({key, found});
    });
  const server = http.createServer(async (request, response) => {
    const known = await read(request.headers.authorization ?? '');
    const answer = known ? body : '{"message":"unknown client"}';
    response.writeHead(known ? 200 : 401, {'content-type': 'application/json', 'content-length': Buffer.byteLength(answer)});
    response.end(answer);
  });
  server.listen(Number(process.env.BASELINE_PORT), '127.0.0.1');
  process.on('SIGTERM', () => process.exit(0));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (cluster.isPrimary) runPrimary();
  else runWorker();
}
