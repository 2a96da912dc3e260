// The hosted sandbox's webhook targets: which addresses are public, which URLs
// are refused and why, and the lookup that guards every delivery. No network:
// host names are answered by an injected resolver.
import type {LookupAddress} from 'node:dns';
import {describe, expect, it} from 'vitest';
import {addressKey} from '../../sandbox/http/public-mode';
import {lookup, nonPublicKind, publicOnlyLookup, webhookUrlProblem, type Resolver} from '../../sandbox/delivery/webhook-target';
import {SendRefused} from '../../sandbox/delivery/outbox';

const hosts: Record<string, string[]> = {
  'public.test': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
  'private.test': ['10.0.0.5'],
  'mixed.test': ['93.184.216.34', '127.0.0.1'],
  'metadata.test': ['169.254.169.254'],
};
const resolve: Resolver = async (host) => hosts[host] ?? [];

describe('nonPublicKind', () => {
  it.each([
    ['10.0.0.5', 'private'],
    ['172.16.3.4', 'private'],
    ['192.168.1.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fc00::1', 'private'],
    ['fd00:ec2::254', 'private'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['64:ff9b::a00:1', 'reserved'],
  ])('%s is %s', (address, kind) => {
    expect(nonPublicKind(address)).toBe(kind);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('%s is public', (address) => {
    expect(nonPublicKind(address)).toBeNull();
  });
});

describe('webhookUrlProblem', () => {
  it('refuses http', async () => {
    expect(await webhookUrlProblem('data_webhook_url', 'http://public.test/hook', resolve)).toBe(
      'data_webhook_url must use https in the hosted sandbox',
    );
  });

  it.each([
    ['https://10.0.0.5/hook', '10.0.0.5, a private'],
    ['https://127.0.0.1:8443/hook', '127.0.0.1, a loopback'],
    ['https://169.254.169.254/latest/meta-data', '169.254.169.254, a link-local'],
    ['https://[::1]/hook', '::1, a loopback'],
    ['https://[fe80::1]/hook', 'fe80::1, a link-local'],
    ['https://[fd00:ec2::254]/hook', 'fd00:ec2::254, a private'],
    // The URL parser writes these as ::ffff:7f00:1, 127.0.0.1, 127.0.0.1 and 127.0.0.1.
    ['https://[::ffff:127.0.0.1]/hook', 'a loopback'],
    ['https://2130706433/hook', '127.0.0.1, a loopback'],
    ['https://0x7f.1/hook', '127.0.0.1, a loopback'],
    ['https://017700000001/hook', '127.0.0.1, a loopback'],
  ])('refuses %s, which names a non-public address', async (url, words) => {
    const problem = await webhookUrlProblem('data_webhook_url', url, resolve);
    expect(problem).toContain(words);
    expect(problem).toMatch(/^data_webhook_url points to .* address: the hosted sandbox only delivers to public addresses$/);
  });

  it('refuses a host whose DNS answers a private address, naming the address', async () => {
    expect(await webhookUrlProblem('notification_webhook_url', 'https://private.test/hook', resolve)).toBe(
      'notification_webhook_url resolves to 10.0.0.5, a private address: the hosted sandbox only delivers to public addresses (host private.test)',
    );
    expect(await webhookUrlProblem('data_webhook_url', 'https://mixed.test/hook', resolve)).toMatch(/resolves to 127\.0\.0\.1, a loopback/);
    expect(await webhookUrlProblem('data_webhook_url', 'https://metadata.test/hook', resolve)).toMatch(/169\.254\.169\.254, a link-local/);
    expect(await webhookUrlProblem('data_webhook_url', 'https://nowhere.test/hook', resolve)).toMatch(/does not resolve/);
  });

  it('accepts https to hosts and addresses that are public', async () => {
    expect(await webhookUrlProblem('data_webhook_url', 'https://public.test/hook', resolve)).toBeNull();
    expect(await webhookUrlProblem('data_webhook_url', 'https://93.184.216.34/hook', resolve)).toBeNull();
  });
});

describe('publicOnlyLookup', () => {
  function look(resolver: Resolver, host: string, all: boolean) {
    return new Promise<{error: Error | null; result: unknown}>((done) => {
      publicOnlyLookup(resolver)(host, {all}, (error: Error | null, address: string | LookupAddress[]) => done({error, result: address}));
    });
  }

  it('answers public addresses, alone or all of them', async () => {
    expect((await look(resolve, 'public.test', false)).result).toBe('93.184.216.34');
    expect((await look(resolve, 'public.test', true)).result).toEqual([
      {address: '93.184.216.34', family: 4},
      {address: '2606:2800:220:1:248:1893:25c8:1946', family: 6},
    ]);
  });

  it('refuses a host that answers any non-public address, saying which, as a refusal the outbox records as such', async () => {
    const {error} = await look(resolve, 'mixed.test', true);
    expect(error?.message).toBe(
      'mixed.test resolves to 127.0.0.1, a loopback address; the hosted sandbox only delivers to public addresses',
    );
    // The outbox records a SendRefused as a refused try (`refused: true`), not as a failed connection.
    expect(error).toBeInstanceOf(SendRefused);
  });

  it('uses the system resolver by default (an address literal needs no network)', async () => {
    const error = await new Promise<Error | null>((done) => lookup('127.0.0.1', {}, (failure) => done(failure)));
    expect(error?.message).toBe('127.0.0.1 is a loopback address; the hosted sandbox only delivers to public addresses');
  });

  it('resolves again at each connection', async () => {
    let answer = ['93.184.216.34'];
    const rebinding: Resolver = async () => answer;
    expect((await look(rebinding, 'rebind.test', false)).error).toBeNull();
    answer = ['192.168.0.10'];
    expect((await look(rebinding, 'rebind.test', false)).error?.message).toMatch(/192\.168\.0\.10, a private address/);
  });
});

describe('addressKey', () => {
  it('counts an IPv6 /64 as one address, and IPv4 (mapped or not) as itself', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:bbbb::2'));
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });
});
