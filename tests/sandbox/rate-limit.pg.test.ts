// Request limits hold across sandboxes that share one PostgreSQL database: the
// counts live in the database, not in each process. PostgreSQL run only.
import type {AddressInfo} from 'node:net';
import {describe, expect, it} from 'vitest';
import {createSandbox} from '../../sandbox/app';
import {clockStartingAt} from '../../sandbox/clock';
import {demoAuth, freshPostgresDatabase} from './support';

const startAt = '2026-03-10T02:30:00Z';

describe('rate limits on PostgreSQL', () => {
  it('shares the per-client count between sandboxes on one PostgreSQL database', async () => {
    const databaseUrl = await freshPostgresDatabase();
    if (!databaseUrl) throw new Error('this suite needs a PostgreSQL server: run it with npm run test:sandbox:pg');
    const clock = clockStartingAt(Date.parse(startAt));
    const options = {databaseUrl, clock, rateLimitPerMinute: 3, tickIntervalMs: 0, logger: false};
    const first = await createSandbox(options);
    const second = await createSandbox(options);
    try {
      const bases = [];
      for (const sandbox of [first, second]) {
        await sandbox.app.listen({port: 0, host: '127.0.0.1'});
        bases.push(`http://127.0.0.1:${(sandbox.app.server.address() as AddressInfo).port}/sandbox`);
      }
      const authorization = `Basic ${Buffer.from(`${demoAuth.username}:${demoAuth.password}`).toString('base64')}`;
      const statuses = [];
      for (const base of [bases[0], bases[1], bases[0], bases[1]]) {
        statuses.push((await fetch(`${base}/_sandbox/settings`, {headers: {authorization}})).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
