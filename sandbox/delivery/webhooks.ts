// Webhooks on the sandbox clock: new documents become Data Webhook deliveries,
// user and source changes become Notification Webhook deliveries. They are
// queued in the transaction that made them; the outbox (outbox.ts) sends
// them, retries failures 2 h, 24 h and 48 h (sandbox time) after the first
// try, then keeps them as rejected for 3 days, resendable.
import {tooManyDue, tooManyWaiting} from '../model/budgets';
import type {Clock} from '../model/clock';
import type {WebhookPayload} from '../contract/documents';
import type {Queryable} from '../state/queryable';
import {buildDocument, contributions, type DocumentKind, type UserContext} from '../model/generator';
import {napDocuments} from '../model/naps';
import {Outbox, type DeliveryRow, type OutboxOptions} from './outbox';
import {signedMessage} from '../../core/contract/model/signature';
import {notice, notificationPayload, sign, type Notice, type NoticeSubject, type NotificationType} from '../model/notices';
import {sourceByName} from '../model/sources';
import {historyDays} from '../../core/rules/documents';
import type {Client} from '../state/rows';
import type {DeliveryListing} from '../state/deliveries';
import type {Store} from '../state/store';
import {addDays, localDate, timestamp} from '../../core/rules/time';

/** Rejected documents are kept this long in ROOK's sandbox environment: 3 days, as ROOK has confirmed. */
export const rejectedRetentionMs = 3 * 86_400_000;
/** The furthest back a single tick looks for new documents. */
const MAX_SCAN_DAYS = 62;
/** Dates one background step of a backfill queues: one, so each step's transaction is short. */
const BACKFILL_STEP_DAYS = 1;
/** A user's dates a tick queues itself: the current local day and the one before; older ones go to a backfill. */
const TICK_DAYS = 2;
/**
 * User-days a tick over a long span (a clock move, a long pause) queues itself, across the client's users;
 * the rest go to backfills, so a request's work stays bounded. A tick over a short span queues few
 * documents per user and does all users at once.
 */
const TICK_USER_DAYS = 10;
/** What counts as a long span for a tick, in sandbox time. */
const LONG_SPAN_MS = 3_600_000;
/** Deliveries queued in one statement, so no statement (and no PGlite heap) grows with a tick's size. */
const QUEUE_CHUNK = 200;

const latest = (a: string, b: string) => (a > b ? a : b);

/** Dates from..to, both counted (0 when to is before from). */
function daysFrom(from: string, to: string): number {
  let days = 0;
  for (let date = from; date <= to; date = addDays(date, 1)) days += 1;
  return days;
}

/** The first date of pre-existing data among the links made in (since, now], or null when none was. */
function earliestNewDay(user: UserContext, since: number, now: number): string | null {
  let earliest: string | null = null;
  for (const link of user.links) {
    const source = sourceByName.get(link.source);
    if (!source || link.linkedAt <= since || link.linkedAt > now) continue;
    const start = addDays(localDate(user.timeZone, link.linkedAt), -historyDays(source));
    if (!earliest || start < earliest) earliest = start;
  }
  return earliest;
}

/** A delivery to queue: who it is about, what it carries, the document date and when it is due. */
interface Queued {
  userId: string;
  payload: WebhookPayload;
  date: string;
  at: number;
  /** A test webhook (sendTestWebhook), not made by the simulation. */
  test?: boolean;
}

export class Webhooks {
  private readonly running = new Map<string, Promise<unknown>>();
  private readonly backfilling = new Map<string, {again: boolean; done: Promise<void>}>();
  /** Backfill steps taken by this process: drain() tells a waiting backfill that moved from one that cannot. */
  private backfillSteps = 0;
  /** Runs each backfill step as background work (request-priority.ts: on the embedded database, after requests). */
  private readonly background: <T>(work: () => Promise<T>) => Promise<T>;
  /** Set by settle(): backfills stop after their step under way (what is left stays queued for the next start). */
  private stopping = false;
  readonly outbox: Outbox;

  constructor(
    private readonly store: Store,
    private readonly kinds: DocumentKind[],
    private readonly onError: (error: unknown) => void,
    private readonly clock: Clock,
    outboxOptions: OutboxOptions = {},
  ) {
    this.background = outboxOptions.background ?? ((work) => work());
    this.outbox = new Outbox(store, clock, (tx, client, delivery) => this.notifyRejected(tx, client, delivery), onError, {
      ...outboxOptions,
      // A turn that sent deliveries may have made room for a backfill that waited for it.
      afterTurn: (clientUuid) => this.backfillInBackground(clientUuid),
    });
  }

  /**
   * Throws the 429 of a backlog budget when the client has that many deliveries due and not yet sent,
   * or that many user-days of data waiting to be queued: the calls that queue more (a clock move, a
   * link, a test webhook, a resend, a scenario) check it first.
   */
  async assertRoomForDeliveries(client: Client): Promise<void> {
    const {dueDeliveries, waitingDays} = this.store.budgets;
    if (
      (await this.store.deliveries.countDue(this.store.db, client.client_uuid, this.store.clients.now(client), dueDeliveries)) >=
      dueDeliveries
    )
      throw tooManyDue(dueDeliveries);
    if ((await this.store.backfills.waitingDays(client.client_uuid, waitingDays)) >= waitingDays) throw tooManyWaiting(waitingDays);
  }

  async enqueue(
    tx: Queryable,
    client: Client,
    kind: 'data' | 'notification',
    userId: string,
    payload: WebhookPayload,
    date: string,
    at: number,
    options: {test?: boolean} = {},
  ): Promise<number | null> {
    const [id] = await this.enqueueAll(tx, client, kind, [{userId, payload, date, at, test: options.test}]);
    return id ?? null;
  }

  /** Queues deliveries a few hundred to a statement (a tick after a link queues hundreds); their ids, none without a webhook URL. */
  private async enqueueAll(tx: Queryable, client: Client, kind: 'data' | 'notification', items: Queued[]): Promise<number[]> {
    const url = kind === 'data' ? client.data_webhook_url : client.notification_webhook_url;
    if (!url || !items.length) return [];
    if (items.length > QUEUE_CHUNK) {
      const ids: number[] = [];
      for (let i = 0; i < items.length; i += QUEUE_CHUNK)
        ids.push(...(await this.enqueueAll(tx, client, kind, items.slice(i, i + QUEUE_CHUNK))));
      return ids;
    }
    const rows = items.map(({userId, payload, date, at, test}) => ({
      clientUuid: client.client_uuid,
      userId,
      kind,
      url,
      payload,
      signature: sign(client.hash_key, client.client_uuid, userId, signedMessage(payload).datetime),
      date,
      at,
      test: test ?? false,
    }));
    return this.store.deliveries.queueDeliveries(tx, rows);
  }

  /** Queues a Notification Webhook of `type` about `subject`, with the sentence model/notices.ts gives it. */
  async notify(
    tx: Queryable,
    client: Client,
    type: NotificationType,
    subject: NoticeSubject,
    at: number,
    timeZone: string,
    details?: Notice['details'],
  ): Promise<number | null> {
    const payload = notificationPayload(client.client_uuid, subject.userId, type, timestamp(timeZone, at), notice(type, subject, details));
    return this.enqueue(tx, client, 'notification', subject.userId, payload, localDate(timeZone, at), at);
  }

  /**
   * Waits for the ticks under way (those started in the background included), then for the deliveries
   * they made due, then for the backfills that waited for those deliveries, until none can move.
   */
  async drain(): Promise<void> {
    for (;;) {
      do {
        await this.settleBackgroundWork();
        await this.outbox.drain();
      } while (this.running.size || this.backfilling.size);
      const steps = this.backfillSteps;
      this.backfillInBackground(null);
      await this.settleBackgroundWork();
      if (this.backfillSteps === steps) return;
    }
  }

  private async settleBackgroundWork(): Promise<void> {
    while (this.running.size || this.backfilling.size) {
      await Promise.allSettled([...this.running.values(), ...[...this.backfilling.values()].map((run) => run.done)]);
    }
  }

  /** Waits for every tick under way, then stops the outbox (before the database closes). */
  async settle(): Promise<void> {
    this.stopping = true;
    await this.settleBackgroundWork();
    await this.outbox.stop();
  }

  /**
   * Brings a client up to its clock: queues the documents that appeared since the last tick
   * and wakes the outbox, which sends what is due in the background. One tick per client runs
   * at a time in this process (and, through the client's lock, in the database); a caller
   * arriving meanwhile waits for it and runs its own. Returns how many deliveries are due now.
   */
  async tick(clientUuid: string): Promise<number> {
    const previous = this.running.get(clientUuid) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(() => this.tickNow(clientUuid));
    this.running.set(clientUuid, run);
    try {
      return await run;
    } finally {
      if (this.running.get(clientUuid) === run) this.running.delete(clientUuid);
    }
  }

  /** Starts a tick without waiting for it (after a request changed something). */
  kick(clientUuid: string): void {
    this.tick(clientUuid).catch((error) => this.onError(error));
  }

  private async tickNow(clientUuid: string): Promise<number> {
    const {due, backfilling} = await this.store.db.transaction(async (tx) => {
      // A client deleted meanwhile (an idle one expired while a background tick waited) has nothing left to do.
      await this.store.clients.lockClient(tx, clientUuid);
      if (!(await this.store.clients.findClient(clientUuid, tx))) return {due: 0, backfilling: false};
      const {client, now} = await this.store.clients.lockClock(tx, clientUuid);
      const backfilling = client.data_webhook_url ? await this.queueNewDocuments(tx, client, now) : false;
      await this.store.clients.markTicked(tx, clientUuid, now);
      return {due: await this.store.deliveries.countDue(tx, clientUuid, now), backfilling};
    });
    if (backfilling) this.backfillInBackground(clientUuid);
    if (due) this.outbox.wake();
    return due;
  }

  /**
   * Queues the documents that changed since the last tick, on the users' recent days. What would
   * make a tick long is left as backfills, queued in the background one user-day at a time: the older
   * days a new link brings (up to 29 for an SDK source), the older days of a long clock move, and the
   * users past the tick's budget of user-days. So the call that made the link or moved the clock
   * answers at once, whatever the client holds. Returns whether it left a backfill.
   */
  private async queueNewDocuments(tx: Queryable, client: Client, now: number): Promise<boolean> {
    const since = client.last_tick_at;
    const queued: Queued[] = [];
    let backfilling = false;
    let budget = now - since > LONG_SPAN_MS ? TICK_USER_DAYS : Infinity;
    const later = (userId: string, from: string, to: string) => {
      backfilling = true;
      return this.store.backfills.queueBackfill(tx, {clientUuid: client.client_uuid, userId, from, to, since, until: now});
    };
    for (const user of await this.store.users.linkedUserContexts(tx, client.client_uuid)) {
      const {userId} = user;
      const last = localDate(user.timeZone, now);
      const floor = addDays(last, -MAX_SCAN_DAYS);
      const recent = latest(addDays(localDate(user.timeZone, since), -1), floor);
      const earliest = earliestNewDay(user, since, now);
      if (earliest && earliest < recent) await later(userId, latest(earliest, floor), addDays(recent, -1));
      const first = latest(recent, addDays(last, 1 - TICK_DAYS));
      if (recent < first) await later(userId, recent, addDays(first, -1));
      const days = daysFrom(first, last);
      if (days > budget) await later(userId, first, last);
      else {
        budget -= days;
        queued.push(...this.documentsOfDays(user, first, last, since, now));
      }
      for (const nap of napDocuments(this.kinds, user, since, now))
        queued.push({userId, payload: nap.document, date: nap.date, at: nap.at});
    }
    await this.enqueueAll(tx, client, 'data', queued);
    return backfilling;
  }

  /** The documents of a user's dates from..to that changed after `since`, each as of its moment (up to `until`). */
  private documentsOfDays(user: UserContext, from: string, to: string, since: number, until: number): Queued[] {
    const queued: Queued[] = [];
    for (let date = from; date <= to; date = addDays(date, 1)) {
      for (const kind of this.kinds) {
        const moments = [...new Set(contributions(kind, user, date, until).flatMap((c) => c.moments))]
          .filter((m) => m > since)
          .sort((a, b) => a - b);
        for (const moment of moments) {
          const document = buildDocument(kind, user, date, moment);
          if (document) queued.push({userId: user.userId, payload: document, date, at: moment});
        }
      }
    }
    return queued;
  }

  /**
   * Works through waiting backfills (of one client, or of any: the scheduler's sweep resumes those a
   * stopped process left) one date per transaction, letting requests in between. One run per key at a time in this process; a
   * request for a run while one is under way makes it look again when it ends.
   */
  backfillInBackground(clientUuid: string | null): void {
    const key = clientUuid ?? '*';
    if (this.stopping) return;
    const current = this.backfilling.get(key);
    if (current) {
      current.again = true;
      return;
    }
    const run = {again: true, done: Promise.resolve()};
    run.done = (async () => {
      while (run.again && !this.stopping) {
        run.again = false;
        // Requests waiting for the database go first: on PGlite's one connection a backfill run
        // back to back would make them wait for all of it, not for one step.
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- settle() can set it while a step is awaited, which narrowing cannot see (TypeScript#9998)
        while (!this.stopping && (await this.background(() => this.backfillStep(clientUuid)))) this.outbox.wake();
      }
    })()
      .catch((error) => this.onError(error))
      .finally(() => this.backfilling.delete(key));
    this.backfilling.set(key, run);
  }

  /** Queues the next dates of one backfill; false when none is left. */
  private backfillStep(clientUuid: string | null): Promise<boolean> {
    return this.store.db.transaction(async (tx) => {
      const job = await this.store.backfills.takeBackfillDays(tx, clientUuid, BACKFILL_STEP_DAYS, this.clock.now());
      if (!job) return false;
      this.backfillSteps += 1;
      const client = await this.store.clients.findClient(job.clientUuid, tx);
      const user = await this.store.users.userContext(tx, job.clientUuid, job.userId);
      if (client && user) await this.enqueueAll(tx, client, 'data', this.documentsOfDays(user, job.from, job.to, job.since, job.until));
      return true;
    });
  }

  /** The outbox calls it for Data Webhook deliveries only, whose payload is a health document. */
  private async notifyRejected(tx: Queryable, client: Client, delivery: DeliveryRow): Promise<void> {
    const {payload} = delivery;
    if (!('data_structure' in payload)) throw new Error(`[sandbox] delivery ${delivery.id} is not a health document`);
    const user = await this.store.users.userContext(tx, client.client_uuid, delivery.user_id);
    await this.notify(tx, client, 'rejected_information', {userId: delivery.user_id}, delivery.next_attempt_at, user?.timeZone ?? 'UTC', {
      data_structure: payload.data_structure,
      document_version: payload.document_version,
      document_date: delivery.document_date,
      delivery_id: Number(delivery.id),
    });
  }

  /** Puts rejected Data Webhook documents dated start..finish back in the queue; returns how many. */
  async resend(client: Client, start: string, finish: string): Promise<number> {
    const now = this.store.clients.now(client);
    // Sent to the Data Webhook URL as it is now, which the client has usually fixed meanwhile.
    return this.store.deliveries.requeueRejected(
      client.client_uuid,
      {start, finish},
      now,
      now - rejectedRetentionMs,
      client.data_webhook_url,
    );
  }

  // --- Webhook operations (sendTestWebhook, resendWebhookDelivery) ---

  /**
   * Queues a test webhook now, signed and sent by the outbox like every delivery (so it is retried and
   * logged). Returns it as queued, read in the transaction that queued it (the outbox, woken after,
   * cannot have sent it yet), or null when the client has no webhook URL of that kind.
   */
  async queueTest(
    client: Client,
    kind: 'data' | 'notification',
    userId: string,
    payload: WebhookPayload,
    date: string,
  ): Promise<DeliveryListing | null> {
    const queued = await this.store.db.transaction(async (tx) => {
      const id = await this.enqueue(tx, client, kind, userId, payload, date, this.store.clients.now(client), {test: true});
      return id === null ? null : this.store.deliveries.delivery(client.client_uuid, id, tx);
    });
    if (queued) this.outbox.wake();
    return queued;
  }

  /**
   * Sends one past delivery again now, to `url`, as a new round of tries of the same delivery; returns
   * it as queued (before the outbox is woken), or null when the client has no such delivery.
   */
  async resendDelivery(client: Client, id: number, url: string): Promise<DeliveryListing | null> {
    const queued = await this.store.db.transaction(async (tx) =>
      (await this.store.deliveries.requeueDelivery(tx, client.client_uuid, id, this.store.clients.now(client), url))
        ? this.store.deliveries.delivery(client.client_uuid, id, tx)
        : null,
    );
    if (queued) this.outbox.wake();
    return queued;
  }
}
