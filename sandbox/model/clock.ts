// The sandbox's one source of time. Each client's sandbox time is this clock
// plus the client's offset (see Webhooks.now). Tests and end-to-end runs start
// it at a fixed instant so nothing they check depends on the hour they run at.
import {isCalendarDate} from '../../core/rules/time';

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** Real time. */
export const systemClock: Clock = {now: () => Date.now()};

/**
 * A clock that reads `start` now and then runs with real elapsed time
 * (`performance.now()`, monotonic), so timers, retries and time-outs behave
 * as with the system clock.
 */
export function clockStartingAt(start: number | string | Date): Clock {
  const at = typeof start === 'number' ? start : new Date(start).getTime();
  if (!Number.isFinite(at)) throw new Error(`the clock needs a real instant, not "${String(start)}"`);
  const origin = performance.now();
  return {now: () => at + Math.floor(performance.now() - origin)};
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Parses an ISO 8601 instant with an explicit offset (`2026-03-10T10:30:00Z`), or null. */
export function parseInstant(value: string): number | null {
  if (!ISO_INSTANT.test(value) || !isCalendarDate(value.slice(0, 10))) return null;
  const at = Date.parse(value);
  return Number.isFinite(at) ? at : null;
}
