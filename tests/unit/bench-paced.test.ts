// The bench's steady load (bench/paced.mjs) against a local server that decides when it answers: a
// request's time runs from when it was due, so requests held behind a stalled server count their
// wait (no coordinated omission); every request is sent, and refusals and broken connections are counted.
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterEach, describe, expect, it} from 'vitest';
import {paced} from '../../bench/paced.mjs';

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server whose handler decides each answer; resolves with its base URL. */
async function serve(handler: http.RequestListener): Promise<string> {
  server = http.createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("the bench's steady load", () => {
  it('times each request from when it was due, so a stall counts for every request it held up', async () => {
    // Requests due 1 ms apart; the server holds every answer for 30 ms after the first request. The
    // ten sockets the load may open are then all held, so requests 11 to 30 could not be sent until
    // then: timed from when they were due, the first 20 waited at least 11 ms each. (Timed from when
    // they went out on a socket, requests 11 to 30 would look quick, and the median be a few milliseconds.)
    const held: http.ServerResponse[] = [];
    let arrived = 0;
    let releasing: NodeJS.Timeout | undefined;
    let released = false;
    const base = await serve((_request, response) => {
      arrived += 1;
      if (released) return void response.end('{}');
      held.push(response);
      releasing ??= setTimeout(() => {
        released = true;
        for (const waiting of held) waiting.end('{}');
      }, 30);
    });
    const result = await paced(base, {method: 'GET', path: '/'}, {}, 0.04, 1_000);
    expect(arrived).toBe(40);
    expect(held.length).toBe(10);
    expect(result.p50Ms).toBeGreaterThanOrEqual(10);
    expect(result.p99Ms).toBeGreaterThanOrEqual(29);
    expect(result.non2xx).toBe(0);
    expect(result.errors).toBe(0);
  });

  it('sends the body and headers, and counts refusals and broken connections', async () => {
    const bodies: string[] = [];
    let arrived = 0;
    const base = await serve((request, response) => {
      arrived += 1;
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk));
      request.on('end', () => {
        bodies.push(`${request.headers['content-type']} ${body}`);
        if (arrived === 3) return void response.socket?.destroy();
        response.statusCode = arrived === 5 ? 429 : 200;
        response.end();
      });
    });
    const result = await paced(base, {method: 'POST', path: '/x', body: '{"a":1}'}, {'content-type': 'application/json'}, 0.01, 1_000);
    expect(arrived).toBe(10);
    expect(bodies.every((one) => one === 'application/json {"a":1}')).toBe(true);
    expect(result.errors).toBe(1);
    expect(result.non2xx).toBe(1);
  });
});
