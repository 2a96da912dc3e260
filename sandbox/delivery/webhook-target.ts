// Where a hosted (public-mode) sandbox may send webhooks: https URLs whose host
// is a public address, checked when the URL is set and again at every delivery
// (a host may answer a public address first and a private one later).
import {lookup as dnsLookup} from 'node:dns/promises';
import {isIP, type LookupFunction} from 'node:net';
import ipaddr from 'ipaddr.js';
import {Agent, buildConnector, type Dispatcher} from 'undici';
import {SendRefused} from './outbox';

/** A host's addresses, as `dns.lookup(host, {all: true})` gives them. Injected by tests. */
export type Resolver = (hostname: string) => Promise<string[]>;

const systemResolver: Resolver = async (hostname) => (await dnsLookup(hostname, {all: true, verbatim: true})).map((entry) => entry.address);

/** How ipaddr.js names a range, in words a reader knows. Ranges not listed are called "reserved". */
const rangeWords: Record<string, string> = {
  private: 'private',
  uniqueLocal: 'private',
  loopback: 'loopback',
  linkLocal: 'link-local',
  multicast: 'multicast',
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  carrierGradeNat: 'carrier-grade NAT',
};

/** Null when `address` is a public unicast address; otherwise what it is ("private", "loopback"…). */
export function nonPublicKind(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'unparseable';
  // process() turns an IPv4-mapped IPv6 address (::ffff:127.0.0.1) into the IPv4 address it carries.
  const range = ipaddr.process(address).range();
  if (range === 'unicast') return null;
  return rangeWords[range] ?? 'reserved';
}

function refusal(field: string, host: string, address: string, kind: string, resolved: boolean): string {
  const where = resolved ? `resolves to ${address}` : `points to ${address}`;
  return `${field} ${where}, a ${kind} address: the hosted sandbox only delivers to public addresses${host === address ? '' : ` (host ${host})`}`;
}

/** The host of a URL without IPv6 brackets; the URL parser has already turned 2130706433 or 0x7f.1 into 127.0.0.1. */
function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Why a hosted sandbox refuses `value` as the `field` webhook URL, or null when it accepts it:
 * it must be https and every address of its host public.
 */
export async function webhookUrlProblem(field: string, value: string, resolve: Resolver = systemResolver): Promise<string | null> {
  const url = new URL(value);
  if (url.protocol !== 'https:') return `${field} must use https in the hosted sandbox`;
  const host = bareHost(url);
  if (isIP(host)) {
    const kind = nonPublicKind(host);
    return kind ? refusal(field, host, host, kind, false) : null;
  }
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    addresses = [];
  }
  if (!addresses.length) return `${field} host ${host} does not resolve: use a host name with a public DNS record`;
  for (const address of addresses) {
    const kind = nonPublicKind(address);
    if (kind) return refusal(field, host, address, kind, true);
  }
  return null;
}

/** The error a delivery fails with when its host is not public; the attempt is recorded as refused, with this message as its error. */
class NonPublicAddressError extends SendRefused {
  constructor(host: string, address: string, kind: string) {
    const where = host === address ? `${host} is` : `${host} resolves to ${address},`;
    super(`${where} a ${kind} address; the hosted sandbox only delivers to public addresses`);
    this.name = 'NonPublicAddressError';
  }
}

/**
 * A `net` lookup that answers only public addresses: it resolves again at each connection,
 * so a host that answered a public address when its URL was set cannot turn private later.
 */
export function publicOnlyLookup(resolve: Resolver = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const bad = addresses.map((address) => [address, nonPublicKind(address)] as const).find(([, kind]) => kind !== null);
        if (bad) return callback(new NonPublicAddressError(hostname, bad[0], bad[1]!), '', 0);
        if (!addresses.length) return callback(new Error(`${hostname} does not resolve`), '', 0);
        const entries = addresses.map((address) => ({address, family: isIP(address)}));
        if (options.all) return (callback as unknown as (error: null, entries: {address: string; family: number}[]) => void)(null, entries);
        return callback(null, entries[0]!.address, entries[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

/** The lookup with the system's resolver, for an undici `Agent({connect: {lookup}})`. */
export const lookup = publicOnlyLookup();

/**
 * The dispatcher of a hosted sandbox's deliveries. `net` skips the lookup for an address
 * literal, so those are checked here before connecting.
 */
export function publicOnlyDispatcher(resolve: Resolver = systemResolver): Dispatcher {
  const connect = buildConnector({lookup: resolve === systemResolver ? lookup : publicOnlyLookup(resolve)});
  return new Agent({
    connect: (options, callback) => {
      const host = options.hostname.replace(/^\[(.*)\]$/, '$1');
      const kind = isIP(host) ? nonPublicKind(host) : null;
      if (kind) return callback(new NonPublicAddressError(host, host, kind), null);
      return connect(options, callback);
    },
  });
}
