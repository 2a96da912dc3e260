// A steady load: requests sent at evenly spaced times, whatever the answers before them did, each
// timed from when it was due to be sent, in microseconds. Hand-written: the load generators at hand
// do not send a steady load or time it finer than a millisecond (README.md says how).
import http from 'node:http';

/** Sockets the load may hold open: more than a steady rate below saturation keeps busy at once. */
const SOCKETS = 10;

/**
 * @typedef {{method: string, path: string, body?: string}} PacedRequest
 * @typedef {{requestsPerSecond: number, p50Ms: number, p99Ms: number, non2xx: number, errors: number}} PacedResult
 */

/** The value at `fraction` of sorted values (nearest rank). @param {number[]} sorted @param {number} fraction */
function rank(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? NaN;
}

/**
 * `rate` requests a second for `seconds` to `base` + the request's path. A request waiting for a free
 * socket counts its wait: its latency runs from the moment it was due, so a stall of the server shows
 * in every request it held up, not only the one it caught (no coordinated omission).
 * @param {string} base @param {PacedRequest} request @param {Record<string, string>} headers
 * @param {number} seconds @param {number} rate @returns {Promise<PacedResult>}
 */
export async function paced(base, request, headers, seconds, rate) {
  const url = new URL(base + request.path);
  const agent = new http.Agent({keepAlive: true, maxSockets: SOCKETS});
  const total = Math.round(seconds * rate);
  /** @type {number[]} */
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const start = performance.now();
  const dueAt = (/** @type {number} */ index) => start + (index * 1000) / rate;
  try {
    await new Promise((resolve) => {
      let sent = 0;
      let ended = 0;
      const settle = () => (ended += 1) === total && resolve(undefined);
      const send = (/** @type {number} */ index) => {
        const outgoing = http.request(url, {method: request.method, headers, agent}, (answer) => {
          answer.resume();
          answer.on('end', () => {
            latencies.push(performance.now() - dueAt(index));
            if ((answer.statusCode ?? 0) >= 300) non2xx += 1;
            settle();
          });
        });
        outgoing.on('error', () => {
          errors += 1;
          settle();
        });
        outgoing.end(request.body);
      };
      const tick = () => {
        while (sent < total && dueAt(sent) <= performance.now()) send(sent++);
        if (sent < total) setTimeout(tick, Math.max(0, dueAt(sent) - performance.now()));
      };
      tick();
    });
  } finally {
    agent.destroy();
  }
  const elapsedSeconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const ms = (/** @type {number} */ value) => Math.round(value * 100) / 100;
  return {
    requestsPerSecond: Math.round(latencies.length / elapsedSeconds),
    p50Ms: ms(rank(latencies, 0.5)),
    p99Ms: ms(rank(latencies, 0.99)),
    non2xx,
    errors,
  };
}
