// The webhook outbox: deliveries are rows (queued by webhooks.ts in the
// transaction that made them); this sends the due ones. Several sandbox
// processes may share one database, so a client's due deliveries are sent by
// whichever process holds that client's lease (a row in dispatch_leases), one
// client at a time per lease, in order. Every attempt is recorded under the
// lease (a fencing token), so a process whose lease lapsed cannot record an
// attempt twice; a process that dies mid-send leaves its lease to lapse and
// the attempt to be made again by another. Requests never wait for a send.
import {randomBytes} from 'node:crypto';
import {hostname} from 'node:os';
import type {Dispatcher} from 'undici';
import type {Clock} from '../model/clock';
import type {WebhookPayload} from '../contract/documents';
import type {Queryable} from '../state/queryable';
import type {Client} from '../state/rows';
import type {Store} from '../state/store';
import {dataWebhookDelivery, sandboxAnswerTimeoutMs} from '../../core/data/webhooks';

/** ROOK's retries, after the first try (core/data/webhooks.ts, which the reference and the onboarding planner read too). */
export const retryDelaysMs = dataWebhookDelivery.retryAfterHours.map((hours) => hours * 3_600_000);
const ACCEPTED = new Set([200, 201, 202]);
/** ROOK has not published how long it waits for an answer: this is the sandbox's choice, shown on the docs' pages. */
const SEND_TIMEOUT_MS = sandboxAnswerTimeoutMs;
/**
 * How long a claim on a client's deliveries lasts without news; renewed at every recorded attempt.
 * Measured by the database's clock (clock_timestamp()), the one clock every process shares; the
 * sandbox clock may start at another instant in each process.
 */
const LEASE_MS = 3 * SEND_TIMEOUT_MS;
/**
 * A client's turn: at most this many deliveries, or this long, before its lease is given back and
 * the client goes to the back of the line (least recently served first), so one client's backlog of
 * thousands never keeps another's single delivery waiting for more than a turn per sending slot.
 */
const TURN_DELIVERIES = 25;
const TURN_MS = 10_000;
/** Deliveries to the sandbox's own inbox written in one transaction: few, so a request never waits long behind one. */
const OWN_INBOX_RUN = 5;
/** Who holds a lease, as operators (and the multi-process tests) read it in dispatch_leases. */
const HOLDER = `${hostname()}:${process.pid}`;

export interface DeliveryRow {
  id: string;
  user_id: string;
  kind: 'data' | 'notification';
  url: string;
  payload: WebhookPayload;
  signature: string;
  attempts: {at: string; status: number | null; refused?: true; error?: string; answer?: string}[];
  first_attempt_at: number;
  next_attempt_at: number;
  document_date: string;
  /** The round of tries it was read in: a resend starts the next (Store.requeueDelivery). */
  round: number;
}

export interface SendResult {
  status: number | null;
  /** The sandbox did not send the try (its dispatcher refused the address); `error` says why. */
  refused?: true;
  error?: string;
  /** The start of the receiver's answer body, so a reader sees why it refused. */
  answer?: string;
}

/** The characters of a receiver's answer kept with each attempt. */
const ANSWER_CHARS = 500;

/** The User-Agent of the sandbox's webhook deliveries. */
// The same wherever the sandbox runs: on a reader's machine or hosted for everyone.
export const DELIVERY_USER_AGENT = 'rook-sandbox';

/** The headers of every delivery: what a receiver gets, as listWebhookDeliveries shows them. */
export function deliveryHeaders(signature: string): Record<string, string> {
  return {'Content-Type': 'application/json', 'X-ROOK-HASH': signature, 'User-Agent': DELIVERY_USER_AGENT};
}

/** Reads the start of an answer's body (at most ANSWER_CHARS), then lets the rest go. */
async function answerStart(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < ANSWER_CHARS) {
      const {done, value} = await reader.read();
      if (done) break;
      text += decoder.decode(value, {stream: true});
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return text.slice(0, ANSWER_CHARS);
}

/** The sandbox's own inbox as the outbox sees it (own-inbox.ts). */
export interface OwnInboxDelivery {
  /** Whether a delivery goes to the sandbox's own inbox. */
  accepts(delivery: DeliveryRow): boolean;
  /** Writes it to the inbox inside `tx`, answering as the inbox would over HTTP. */
  deliver(delivery: DeliveryRow, tx: Queryable): Promise<SendResult>;
}

/** Called in the transaction that records a delivery's last failed try. */
export type OnRejected = (tx: Queryable, client: Client, delivery: DeliveryRow) => Promise<void>;

export interface OutboxOptions {
  /** Clients served at once by this process (each in order, one delivery at a time). */
  concurrency?: number;
  /** Called when a client's turn ends (its backfills may have room again). */
  afterTurn?: (clientUuid: string) => void;
  /** Runs each transaction of the outbox's as background work (request-priority.ts: on the embedded database, after requests). */
  background?: <T>(work: () => Promise<T>) => Promise<T>;
  /** Writes deliveries to the sandbox's own inbox without a network round trip (own-inbox.ts); null for any other URL. */
  ownInbox?: OwnInboxDelivery;
  /** How often this process looks for due deliveries that nothing woke it for (retries coming due, other processes' work); 0: never. */
  pollMs?: number;
  /** How deliveries connect: the hosted sandbox's agent connects to public addresses only (webhook-target.ts); default: fetch's own. */
  dispatcher?: Dispatcher;
}

/**
 * What a dispatcher fails a connection with when the sandbox itself will not send to that address
 * (webhook-target.ts, in public mode): recorded as a refused try, with its message as the reason,
 * not as a receiver that could not be reached.
 */
export class SendRefused extends Error {
  override name = 'SendRefused';
}

/** POSTs one delivery; never throws. */
async function send(delivery: DeliveryRow, signal: AbortSignal, dispatcher?: Dispatcher): Promise<SendResult> {
  try {
    const response = await fetch(delivery.url, {
      method: 'POST',
      headers: deliveryHeaders(delivery.signature),
      body: JSON.stringify(delivery.payload),
      signal: AbortSignal.any([signal, AbortSignal.timeout(SEND_TIMEOUT_MS)]),
      redirect: 'manual',
      ...(dispatcher ? {dispatcher} : {}),
      // Node's fetch takes an undici dispatcher; the DOM's RequestInit type does not know it.
    } as RequestInit);
    // A body cut short (a time-out while reading it) still leaves the status, which is what counts.
    const answer = await answerStart(response).catch(() => '');
    return {status: response.status, ...(answer ? {answer} : {})};
  } catch (cause) {
    const error = cause as Error;
    if (error.name === 'TimeoutError') return {status: null, error: `no answer within ${SEND_TIMEOUT_MS / 1000} s`};
    if (error.cause instanceof SendRefused) return {status: null, refused: true, error: error.cause.message};
    const reason = error.cause instanceof Error ? error.cause.message : error.message;
    return {status: null, error: `could not connect: ${reason}`};
  }
}

/** What an attempt leads to: delivered, another try at `next`, or rejected after the last retry. */
function outcome(delivery: DeliveryRow, result: SendResult, at: number) {
  const attempts = [
    ...delivery.attempts,
    {
      at: new Date(at).toISOString(),
      status: result.status,
      ...(result.refused ? {refused: true as const} : {}),
      ...(result.error ? {error: result.error} : {}),
      ...(result.answer ? {answer: result.answer} : {}),
    },
  ];
  // A resend starts the count again: tries before first_attempt_at belong to the earlier round.
  const triesSinceFirst = attempts.filter((a) => Date.parse(a.at) >= delivery.first_attempt_at).length;
  if (result.status !== null && ACCEPTED.has(result.status)) return {attempts, state: 'delivered' as const, next: null};
  if (triesSinceFirst <= retryDelaysMs.length)
    return {attempts, state: 'pending' as const, next: delivery.first_attempt_at + retryDelaysMs[triesSinceFirst - 1]!};
  return {attempts, state: 'rejected' as const, next: null};
}

const DUE_COLUMNS = `id::text AS id, user_id, kind, url, payload, signature, attempts, document_date::text AS document_date, round,
  (extract(epoch FROM first_attempt_at) * 1000)::float8 AS first_attempt_at,
  (extract(epoch FROM next_attempt_at) * 1000)::float8 AS next_attempt_at`;

export class Outbox {
  private readonly serving = new Set<Promise<void>>();
  private readonly stopping = new AbortController();
  private filling: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly concurrency: number;

  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly onRejected: OnRejected,
    private readonly onError: (error: unknown) => void,
    private readonly options: OutboxOptions = {},
  ) {
    this.concurrency = options.concurrency ?? 8;
    if (options.pollMs) {
      this.timer = setInterval(() => this.wake(), options.pollMs);
      this.timer.unref();
    }
  }

  /** Looks for due deliveries in the background (after a change queued some). */
  wake(): void {
    this.fill().catch((error) => this.onError(error));
  }

  /** Sends everything due now, retries that come due meanwhile included, and resolves when nothing due is left unclaimed by this process. */
  async drain(): Promise<void> {
    for (;;) {
      await this.fill();
      // A run that settled may have started the next one (a wake() during its last look).
      while (this.filling) await this.filling;
      if (!this.serving.size) return;
      await Promise.allSettled([...this.serving]);
    }
  }

  /** Stops looking, abandons sends under way (unrecorded: their leases lapse and another process, or the next start, tries again). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.stopping.abort();
    await this.filling;
    await Promise.allSettled([...this.serving]);
  }

  private fill(): Promise<void> {
    this.again = true;
    if (!this.filling) {
      // Cleared after the run has settled, never by the run itself: a run that ends without awaiting
      // (every slot busy) would otherwise clear the field before it is set, and leave it set for good.
      const run: Promise<void> = this.claimWhileAsked().finally(() => {
        if (this.filling !== run) return;
        this.filling = undefined;
        // A wake() that came after the run's last look was answered with this run: look again for it.
        if (this.again && !this.stopping.signal.aborted) this.wake();
      });
      this.filling = run;
    }
    return this.filling;
  }

  private async claimWhileAsked(): Promise<void> {
    while (this.again && !this.stopping.signal.aborted) {
      this.again = false;
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- stop() can abort while a claim is awaited, which narrowing cannot see (TypeScript#9998)
      while (this.serving.size < this.concurrency && !this.stopping.signal.aborted) {
        const claim = await this.claim();
        if (!claim) break;
        const run: Promise<void> = this.serve(claim.clientUuid, claim.token)
          .catch((error) => this.onError(error))
          .finally(() => {
            this.serving.delete(run);
            if (!this.stopping.signal.aborted) this.wake();
          });
        this.serving.add(run);
      }
    }
  }

  /** Takes the lease of one client that has a due delivery and no live lease, or null when there is none. */
  private claim(): Promise<{clientUuid: string; token: string} | null> {
    return this.background(() => this.claimNow());
  }

  private async claimNow(): Promise<{clientUuid: string; token: string} | null> {
    const db = this.store.db;
    // Clients with a due delivery and no live lease, least recently served first.
    const candidates = await db.query<{client_uuid: string}>(
      `SELECT c.client_uuid::text AS client_uuid FROM clients c
         LEFT JOIN dispatch_leases l ON l.client_uuid = c.client_uuid
       WHERE (l.until IS NULL OR l.until < clock_timestamp())
         AND EXISTS (SELECT 1 FROM deliveries d WHERE d.client_uuid = c.client_uuid AND d.status = 'pending'
           AND d.next_attempt_at <= $1::timestamptz + c.clock_offset_ms * interval '1 millisecond')
       ORDER BY l.served_at NULLS FIRST
       LIMIT 20`,
      [new Date(this.clock.now()).toISOString()],
    );
    for (const {client_uuid: clientUuid} of candidates) {
      const token = randomBytes(12).toString('hex');
      // Exactly one process wins a race for the same client: the loser's upsert finds a live lease and changes nothing.
      const won = await db.query(
        `INSERT INTO dispatch_leases (client_uuid, token, holder, until) VALUES ($1, $2, $3, clock_timestamp() + $4 * interval '1 millisecond')
         ON CONFLICT (client_uuid) DO UPDATE SET token = EXCLUDED.token, holder = EXCLUDED.holder, until = EXCLUDED.until
           WHERE dispatch_leases.until < clock_timestamp()
         RETURNING 1`,
        [clientUuid, token, HOLDER, LEASE_MS],
      );
      if (won.length) return {clientUuid, token};
    }
    return null;
  }

  /** Sends one turn of a client's due deliveries, in order, while this process holds its lease. */
  private async serve(clientUuid: string, token: string): Promise<void> {
    try {
      const client = await this.store.clients.findClient(clientUuid);
      if (!client) return;
      const due = await this.store.db.query<DeliveryRow>(
        `SELECT ${DUE_COLUMNS} FROM deliveries
         WHERE client_uuid = $1 AND status = 'pending' AND next_attempt_at <= $2 ORDER BY next_attempt_at, id LIMIT ${TURN_DELIVERIES}`,
        [clientUuid, new Date(this.clock.now() + client.clock_offset_ms).toISOString()],
      );
      const ends = performance.now() + TURN_MS;
      const own = this.options.ownInbox;
      const toOwnInbox = (delivery: DeliveryRow) => own?.accepts(delivery) === true;
      // One at a time, in order, so a receiver sees "user created" before "source linked"; a run of
      // deliveries to the sandbox's own inbox is written and recorded in one transaction.
      for (let i = 0; i < due.length && performance.now() <= ends;) {
        if (toOwnInbox(due[i]!)) {
          const run: DeliveryRow[] = [];
          while (i < due.length && run.length < OWN_INBOX_RUN && toOwnInbox(due[i]!)) run.push(due[i++]!);
          if (!(await this.recordOwn(client, token, run, own!))) return;
          continue;
        }
        const delivery = due[i++]!;
        const result = await send(delivery, this.stopping.signal, this.options.dispatcher);
        if (this.stopping.signal.aborted) return;
        if (!(await this.record(client, token, delivery, result))) return;
      }
    } finally {
      // The lease is given back with the time the turn ended: the next claim serves the least recently served client first.
      await this.store.db.query(
        `UPDATE dispatch_leases SET until = clock_timestamp() - interval '1 millisecond', served_at = clock_timestamp()
         WHERE client_uuid = $1 AND token = $2`,
        [clientUuid, token],
      );
      this.options.afterTurn?.(clientUuid);
    }
  }

  /** Records one attempt and renews the lease, in one transaction; false when the lease was lost. */
  private record(client: Client, token: string, delivery: DeliveryRow, result: SendResult): Promise<boolean> {
    return this.background(() =>
      this.store.db.transaction(
        async (tx) => (await this.renew(tx, client, token)) && (await this.apply(tx, client, delivery, result), true),
      ),
    );
  }

  /**
   * Delivers a run of deliveries to the sandbox's own inbox and records them, in one transaction: the inbox
   * writes and the attempts commit together (exactly once), and a run costs one commit, not two per delivery.
   * False when the lease was lost.
   */
  private recordOwn(client: Client, token: string, run: DeliveryRow[], inbox: OwnInboxDelivery): Promise<boolean> {
    return this.background(() =>
      this.store.db.transaction(async (tx) => {
        if (!(await this.renew(tx, client, token))) return false;
        for (const delivery of run) await this.apply(tx, client, delivery, await inbox.deliver(delivery, tx));
        return true;
      }),
    );
  }

  private background<T>(work: () => Promise<T>): Promise<T> {
    return this.options.background ? this.options.background(work) : work();
  }

  /** Renews the lease with its token; false when it was lost (another process now serves the client). */
  private async renew(tx: Queryable, client: Client, token: string): Promise<boolean> {
    const held = await tx.query(
      `UPDATE dispatch_leases SET until = clock_timestamp() + $3 * interval '1 millisecond'
       WHERE client_uuid = $1 AND token = $2 RETURNING 1`,
      [client.client_uuid, token, LEASE_MS],
    );
    return held.length > 0;
  }

  /**
   * Records one attempt. A try whose round a resend replaced while it was under way adds its attempt
   * only: the resend's status and schedule stand.
   */
  private async apply(tx: Queryable, client: Client, delivery: DeliveryRow, result: SendResult): Promise<void> {
    const {attempts, state, next} = outcome(delivery, result, delivery.next_attempt_at);
    const updated = await tx.query(
      `UPDATE deliveries SET status = $2, attempts = $3, next_attempt_at = $4,
         rejected_at = CASE WHEN $2 = 'rejected' THEN $5::timestamptz ELSE NULL END
       WHERE id = $1 AND status = 'pending' AND round = $6 RETURNING 1`,
      [
        delivery.id,
        state,
        JSON.stringify(attempts),
        next === null ? null : new Date(next).toISOString(),
        new Date(delivery.next_attempt_at).toISOString(),
        delivery.round,
      ],
    );
    if (!updated.length) {
      await tx.query('UPDATE deliveries SET attempts = attempts || $2::jsonb WHERE id = $1 AND round > $3', [
        delivery.id,
        JSON.stringify(attempts.slice(-1)),
        delivery.round,
      ]);
    } else if (state === 'rejected' && delivery.kind === 'data') await this.onRejected(tx, client, delivery);
  }
}
