// Requests before background work, on the embedded database. PGlite runs every
// statement on this process's one thread, one at a time, so a backlog being
// sent (or a long clock move being queued) would otherwise keep every other
// reader's call waiting behind its statements. Background work (the outbox's
// sends, backfill steps) asks `turn()` before each unit; while requests are
// being answered it waits for them, up to a bound, so a stream of requests can
// slow the backlog down but never stop it. On PostgreSQL the server runs
// statements side by side, and nothing waits here.
import type {FastifyInstance} from 'fastify';

/** The longest a unit of background work waits for requests to finish. */
const MAX_WAIT_MS = 100;

export class RequestPriority {
  private inFlight = 0;
  private waiting: (() => void)[] = [];

  constructor(private readonly enabled: boolean) {}

  /** Counts the requests being answered: from their arrival to their answer (or the caller giving up). */
  track(app: FastifyInstance): void {
    if (!this.enabled) return;
    app.addHook('onRequest', async () => {
      this.inFlight += 1;
    });
    // Fastify takes an asynchronous onRequestAbort hook only with exactly its one argument.
    const done = async (_request: unknown) => {
      this.inFlight = Math.max(0, this.inFlight - 1);
      if (!this.inFlight) for (const resolve of this.waiting.splice(0)) resolve();
    };
    app.addHook('onResponse', done);
    app.addHook('onRequestAbort', done);
  }

  /** Resolves when no request is being answered, or after MAX_WAIT_MS. */
  turn(): Promise<void> {
    if (!this.enabled || !this.inFlight) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, MAX_WAIT_MS);
      this.waiting.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
