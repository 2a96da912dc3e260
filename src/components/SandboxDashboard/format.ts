import type {Delivery} from './api';

/** An ISO timestamp as `2026-11-23 10:00 UTC`: the same text for every reader, whatever their time zone. */
export function sandboxTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * A user's `local_time` (getSandboxUser: its wall clock with its time zone's offset, `2026-03-10T10:30:00.000000-06:00`)
 * as `2026-03-10 10:30`: the date and time where the user is, read as written, never moved to the reader's time zone.
 */
export function wallClock(localTime: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(localTime);
  return match ? `${match[1]} ${match[2]}` : localTime;
}

/** A clock offset of a minute or more in words, e.g. `1 day 2 hours`. */
export function offsetText(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const parts = [
    [days, 'day'],
    [hours, 'hour'],
    [minutes, 'minute'],
  ] as const;
  return parts
    .filter(([count]) => count > 0)
    .map(([count, unit]) => `${count} ${unit}${count === 1 ? '' : 's'}`)
    .join(' ');
}

type Attempt = Delivery['attempts'][number];

/**
 * One try's answer in a word or two: the status the receiver answered; "refused" when the sandbox did not send it
 * (a hosted sandbox refuses a host that now resolves to a non-public address: `refused`, the reason in `error`);
 * "no answer" when it was sent and no status came back (a failed connection, or no answer in time).
 */
export function attemptAnswer(attempt: Attempt): string {
  if (attempt.status !== null) return String(attempt.status);
  return attempt.refused ? 'refused' : 'no answer';
}

/**
 * A delivery's tries as its row in the deliveries table says them: how many, each one's answer, why the
 * sandbox refused any (its own words, each reason once), and when the next try is, e.g.
 * `2: 500, refused (host resolves to 10.0.0.5, a private address; …); next 2026-11-23 12:00 UTC`.
 */
export function triesText(delivery: Pick<Delivery, 'attempts' | 'next_attempt_at'>): string {
  const next = delivery.next_attempt_at ? `; next ${sandboxTime(delivery.next_attempt_at)}` : '';
  if (!delivery.attempts.length) return `none yet${next}`;
  const answers = delivery.attempts.map(attemptAnswer).join(', ');
  const reasons = [...new Set(delivery.attempts.flatMap((attempt) => (attempt.refused && attempt.error ? [attempt.error] : [])))];
  const why = reasons.length ? ` (${reasons.join('; ')})` : '';
  return `${delivery.attempts.length}: ${answers}${why}${next}`;
}
