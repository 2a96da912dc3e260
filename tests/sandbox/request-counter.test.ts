// The request limits' sliding windows: no stretch of one window lets more than
// the limit through, wherever the window's boundaries fall; refused requests
// do not count; Retry-After says when the next one gets through. Time is
// injected, so nothing here depends on the hour the suite runs at. Processes
// sharing one count on PostgreSQL: rate-limit.pg.test.ts.
import fc from 'fast-check';
import {afterEach, describe, expect, it} from 'vitest';
import {RequestCounter, type Window} from '../../sandbox/state/request-counter';

const minute = (max: number): Window => ({max, ms: 60_000});
const counters: RequestCounter[] = [];
afterEach(async () => {
  await Promise.all(counters.splice(0).map((counter) => counter.close()));
});

/** A counter on a clock the test moves. */
function counterAt() {
  const time = {now: 0};
  const counter = new RequestCounter(null, () => time.now);
  counters.push(counter);
  return {counter, time};
}

describe('one process', () => {
  it('never lets more than the limit through in any stretch of one window', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({min: 1, max: 30}),
        fc.array(fc.integer({min: 0, max: 300_000}), {minLength: 1, maxLength: 400}),
        async (max, times) => {
          const {counter, time} = counterAt();
          const allowed: number[] = [];
          for (const at of times.sort((a, b) => a - b)) {
            time.now = at;
            if ((await counter.hit('k', minute(max))).allowed) allowed.push(at);
          }
          for (const start of allowed) expect(allowed.filter((at) => at >= start && at < start + 60_000).length).toBeLessThanOrEqual(max);
        },
      ),
      {numRuns: 60, seed: 20261127},
    );
  });

  it('lets no more than the limit through across a minute boundary (100 calls in 8 s, 60 a minute)', async () => {
    const {counter, time} = counterAt();
    let allowed = 0;
    for (let i = 0; i < 100; i += 1) {
      time.now = 56_000 + i * 80;
      if ((await counter.hit('k', minute(60))).allowed) allowed += 1;
    }
    expect(allowed).toBe(60);
  });

  it('does not count refused requests, and lets the next one through when Retry-After says', async () => {
    const {counter, time} = counterAt();
    expect((await counter.hit('k', minute(2))).allowed).toBe(true);
    expect((await counter.hit('k', minute(2))).allowed).toBe(true);
    time.now = 1_000;
    const refused = await counter.hit('k', minute(2));
    expect(refused.allowed).toBe(false);
    for (let i = 0; i < 50; i += 1) expect((await counter.hit('k', minute(2))).allowed).toBe(false);
    time.now = 1_000 + (refused.retryAfterSeconds - 1) * 1000;
    expect((await counter.hit('k', minute(2))).allowed).toBe(false);
    time.now = 1_000 + refused.retryAfterSeconds * 1000;
    expect((await counter.hit('k', minute(2))).allowed).toBe(true);
    // Keys are counted apart.
    expect((await counter.hit('other', minute(2))).allowed).toBe(true);
  });
});
