// The sandbox's own inbox, known by its configured public address
// (SANDBOX_PUBLIC_URL), never by the Host or X-Forwarded-Host a caller sends:
// which webhook URLs are a client's own inbox, and their deliveries written
// straight to the inbox, without a network round trip, so the inbox fills on
// every deployment, a loopback one included.
import type {Queryable} from '../state/queryable';
import type {DeliveryRow, SendResult} from './outbox';
import {deliveryHeaders} from './outbox';
import type {Store} from '../state/store';

/** The statuses an inbox may be told to answer with (`respond_with`, openapi/sandbox.yaml). */
const RESPOND_WITH = {min: 200, max: 599};

/** SANDBOX_PUBLIC_URL, checked: an absolute http(s) URL with no query or fragment, without a trailing slash. */
export function publicUrlFromEnv(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username || url.password) {
    throw new Error(
      `SANDBOX_PUBLIC_URL must be the sandbox's base URL as readers reach it, such as https://sandbox.example.com/sandbox (http or https, no query, fragment or credentials), not "${value}"`,
    );
  }
  return url.href.replace(/\/$/, '');
}

export class OwnInbox {
  constructor(
    /** The sandbox's public base URL (SANDBOX_PUBLIC_URL), or null when none is configured. */
    readonly base: string | null,
    private readonly store: Store,
    private readonly publicMode: boolean,
  ) {}

  /** The inbox name `url` names on this sandbox's own address, with its query, or null for any other URL. */
  target(url: string): {name: string; query: URLSearchParams} | null {
    if (!this.base || !URL.canParse(url)) return null;
    const parsed = new URL(url);
    const base = new URL(`${this.base}/inbox/`);
    if (parsed.origin !== base.origin || !parsed.pathname.startsWith(base.pathname)) return null;
    let name: string;
    try {
      name = decodeURIComponent(parsed.pathname.slice(base.pathname.length));
    } catch {
      // A malformed escape names no inbox; the delivery goes out over HTTP and gets the inbox's 404.
      return null;
    }
    return name && !name.includes('/') ? {name, query: parsed.searchParams} : null;
  }

  /** Whether `url` is an inbox of `clientUuid` on this sandbox's own address: the one webhook URL public mode accepts without the public-address check. */
  belongsTo(url: string, clientUuid: string): boolean {
    const target = this.target(url);
    return target !== null && inboxOwner(target.name) === clientUuid;
  }

  /** Whether a delivery goes to this sandbox's own inbox. */
  accepts(delivery: DeliveryRow): boolean {
    return this.target(delivery.url) !== null;
  }

  /** Writes a delivery to its own inbox inside `tx` and answers as the inbox would over HTTP. */
  async deliver(delivery: DeliveryRow, tx: Queryable): Promise<SendResult> {
    const {name, query} = this.target(delivery.url)!;
    const respondWith = query.get('respond_with');
    const status = respondWith === null ? 200 : Number(respondWith);
    if (!/^\d+$/.test(respondWith ?? '200') || status < RESPOND_WITH.min || status > RESPOND_WITH.max) {
      return {
        status: 422,
        answer: JSON.stringify({detail: `respond_with must be a whole number from ${RESPOND_WITH.min} to ${RESPOND_WITH.max}`}),
      };
    }
    const owner = this.publicMode ? inboxOwner(name) : null;
    if (this.publicMode && !(owner && (await this.store.clients.clientExists(owner, tx))))
      return {status: 404, answer: JSON.stringify({error: 'Requested URL not found', exception: 'NotFound'})};
    const body = Buffer.from(JSON.stringify(delivery.payload), 'utf8');
    const headers = Object.fromEntries(
      Object.entries(deliveryHeaders(delivery.signature)).map(([key, value]) => [key.toLowerCase(), value]),
    );
    const id = await this.store.inbox.saveInboxMessage(
      {name, status, headers: {...headers, 'content-length': String(body.length)}, body, owner},
      tx,
    );
    return {status, answer: JSON.stringify({received: true, id})};
  }
}

/** In public mode an inbox name starts with its client's client_uuid; the client it names, or null. */
export function inboxOwner(name: string): string | null {
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![0-9a-f])/i.exec(name);
  return match ? match[1]!.toLowerCase() : null;
}

export function inboxRule(clientUuid: string): string {
  return `In the hosted sandbox an inbox name starts with the client_uuid of the client that reads it, such as ${clientUuid}-my-app`;
}
