// Requests before background work, on the embedded database. PGlite runs one
// statement at a time on its thread (state/pglite-thread.mjs), and a
// transaction holds it whole: a backlog being sent (or a long clock move being
// queued) in several transactions at once would keep every other reader's call
// waiting behind each of them in turn. So background work (the outbox's claims
// and records, backfill steps) runs its transactions one at a time through
// `background()`, and each waits first while requests are being answered, up
// to a bound, so a stream of requests can slow a backlog down but never stop
// it. A request then waits for at most the one background transaction under
// way. On PostgreSQL the server runs statements side by side: nothing waits.
import type {FastifyInstance} from 'fastify';

/** The longest a background transaction waits for the requests being answered. */
const MAX_WAIT_MS = 250;

export class RequestPriority {
  private inFlight = 0;
  private waiting: (() => void)[] = [];
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly enabled: boolean) {}

  /** Counts the requests being answered: from their arrival to their answer (or the caller giving up). */
  track(app: FastifyInstance): void {
    if (!this.enabled) return;
    // Callback form, as every hook that never waits (../http/README.md).
    app.addHook('onRequest', (_request, _reply, next) => {
      this.inFlight += 1;
      next();
    });
    const answered = () => {
      this.inFlight = Math.max(0, this.inFlight - 1);
      if (!this.inFlight) for (const resolve of this.waiting.splice(0)) resolve();
    };
    app.addHook('onResponse', (_request, _reply, next) => {
      answered();
      next();
    });
    // Fastify takes an asynchronous onRequestAbort hook only with exactly its one argument.
    app.addHook('onRequestAbort', async (_request) => answered());
  }

  /** Runs one unit of background work: after the one before it, and once no request is being answered (or MAX_WAIT_MS). */
  async background<T>(work: () => Promise<T>): Promise<T> {
    if (!this.enabled) return work();
    const before = this.tail;
    let release!: () => void;
    this.tail = new Promise((resolve) => (release = resolve));
    try {
      await before;
      await this.quiet();
      return await work();
    } finally {
      release();
    }
  }

  private quiet(): Promise<void> {
    if (!this.inFlight) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, MAX_WAIT_MS);
      this.waiting.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
