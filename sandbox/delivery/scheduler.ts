// The background work of a sandbox database (ticking clients with webhook
// URLs, so documents appear as their clocks run, and whatever else the leader
// is given), done by one process per database: the one holding the
// scheduler's session lock. When its process dies, PostgreSQL frees the lock
// with its connection and another process takes over at its next election.
import type {Db, HeldLock} from '../state/db';

export interface SchedulerOptions {
  /** How often the leader runs the work. */
  intervalMs: number;
  /** How often a process that is not the leader tries to become it. */
  electionMs?: number;
  onError: (error: unknown) => void;
}

export class Scheduler {
  private lock: HeldLock | null = null;
  private running: Promise<void> | null = null;
  private electing: Promise<void> | null = null;
  private readonly timers: NodeJS.Timeout[] = [];
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly work: () => Promise<void>,
    private readonly options: SchedulerOptions,
  ) {
    const electionMs = options.electionMs ?? Math.min(options.intervalMs, 2_000);
    this.timers.push(
      setInterval(() => this.elect(), electionMs),
      setInterval(() => this.runOnce(), options.intervalMs),
    );
    for (const timer of this.timers) timer.unref();
    this.elect();
  }

  get isLeader(): boolean {
    return this.lock !== null;
  }

  private elect(): void {
    if (this.lock || this.electing || this.stopped) return;
    this.electing = this.db
      .tryHoldLock('scheduler', 'ticks')
      .then(async (lock) => {
        if (!lock) return;
        if (this.stopped) return lock.release();
        this.lock = lock;
        void lock.lost.then(() => {
          if (this.lock === lock) this.lock = null;
        });
      })
      .catch((error) => this.options.onError(error))
      .finally(() => (this.electing = null));
  }

  /** Runs the work if this process leads and no run is under way (a slow run is never overlapped). */
  private runOnce(): void {
    if (!this.lock || this.running || this.stopped) return;
    this.running = this.work()
      .catch((error) => this.options.onError(error))
      .finally(() => (this.running = null));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    await this.electing;
    await this.running;
    await this.lock?.release();
    this.lock = null;
  }
}
