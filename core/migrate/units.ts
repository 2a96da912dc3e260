/**
 * Small pure conversions the tables share. ROOK's integer fields get whole
 * numbers (the contract types them `integer`), and ROOK's timestamps carry the
 * user's offset (`2022-10-28T07:30:00.000000-06:00`), so an instant a platform
 * sends in UTC is rewritten at the offset the same record gives.
 */

export const round = (value: unknown): number | null => (typeof value === 'number' ? Math.round(value) : null);

export const minutesToSeconds = (value: unknown): number | null => (typeof value === 'number' ? Math.round(value * 60) : null);

const pad = (n: number): string => String(Math.trunc(n)).padStart(2, '0');

/** `±HH:MM` for an offset in seconds east of UTC. */
function offsetText(seconds: number): string {
  const sign = seconds < 0 ? '-' : '+';
  const minutes = Math.round(Math.abs(seconds) / 60);
  return `${sign}${pad(minutes / 60)}:${pad(minutes % 60)}`;
}

/** Seconds east of UTC for `±HH:MM`, or null. */
export function offsetSeconds(text: unknown): number | null {
  const match = typeof text === 'string' ? /^([+-])(\d{2}):(\d{2})$/.exec(text) : null;
  if (!match) return null;
  const seconds = Number(match[2]) * 3600 + Number(match[3]) * 60;
  return match[1] === '-' ? -seconds : seconds;
}

/**
 * An instant written at a UTC offset, with ROOK's six fractional digits. With
 * no offset the instant stays in UTC (`Z`), which ROOK reads as UTC too.
 */
export function atOffset(value: unknown, offset: number | null): string | null {
  if (typeof value !== 'string') return null;
  const instant = Date.parse(value);
  if (Number.isNaN(instant)) return null;
  const shifted = new Date(instant + (offset ?? 0) * 1000);
  const iso = shifted.toISOString(); // YYYY-MM-DDTHH:MM:SS.mmmZ
  return `${iso.slice(0, 19)}.${iso.slice(20, 23)}000${offset === null ? 'Z' : offsetText(offset)}`;
}

/** Midnight of a calendar date at an offset: the start of the user's local day. */
export function startOfDay(date: unknown, offset: number | null): string | null {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return `${date}T00:00:00.000000${offset === null ? 'Z' : offsetText(offset)}`;
}

/**
 * A timestamp rewritten in ROOK's format (six fractional digits) at the offset
 * it already carries. Pure text, so a time written without an offset keeps none
 * instead of being read in the zone of the machine that converts it.
 */
export function atOwnOffset(value: unknown): string | null {
  const match = typeof value === 'string' ? /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d+))?(Z|[+-]\d{2}:\d{2})?$/.exec(value) : null;
  if (!match) return null;
  return `${match[1]}.${(match[2] ?? '').padEnd(6, '0').slice(0, 6)}${match[3] ?? ''}`;
}

/** The local calendar date of a timestamp that carries its own offset (`…+01:00`). */
export function localDateOf(value: unknown): string | null {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : null;
}

/** A source name as ROOK's `sources_of_data_array` spells sources (`Oura`, `Garmin`): first letter capitalised. */
export function sourceName(value: unknown): string[] | null {
  return typeof value === 'string' && value ? [value.charAt(0).toUpperCase() + value.slice(1)] : null;
}
