// Calendar arithmetic in a user's IANA time zone, with the platform's Intl data.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

export function isTimeZone(name: string): boolean {
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

interface LocalParts {
  date: string;
  time: string;
  /** Offset as ±HH:MM. */
  offset: string;
  offsetMinutes: number;
}

// Intl formatting is the generator's main cost and documents reuse the same instants: remember them.
const memo = new Map<string, LocalParts>();

export function localParts(timeZone: string, instant: number): LocalParts {
  const key = `${timeZone}@${instant}`;
  let parts = memo.get(key);
  if (!parts) {
    if (memo.size >= 100_000) memo.clear();
    parts = computeLocalParts(timeZone, instant);
    memo.set(key, parts);
  }
  return parts;
}

function computeLocalParts(timeZone: string, instant: number): LocalParts {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(parts.timeZoneName ?? '');
  const offset = match ? `${match[1]}${match[2]}:${match[3]}` : '+00:00';
  const offsetMinutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return {date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}`, offset, offsetMinutes};
}

export function localDate(timeZone: string, instant: number): string {
  return localParts(timeZone, instant).date;
}

/** The UTC instant of a wall-clock time in a zone: the later one when the clock repeats it, a nearby one when it skips it. */
export function instantOf(timeZone: string, date: string, time: string): number {
  const wall = Date.parse(`${date}T${time}Z`);
  // The zone's offsets a day either side: the one or two the wall-clock time can be read with.
  const offsets = new Set([-DAY, 0, DAY].map((delta) => localParts(timeZone, wall + delta).offsetMinutes));
  const readings = [...offsets]
    .map((offset) => wall - offset * 60_000)
    .filter((instant) => {
      const parts = localParts(timeZone, instant);
      return parts.date === date && parts.time === time;
    });
  if (readings.length) return Math.max(...readings);
  let guess = wall;
  for (let i = 0; i < 3; i += 1) guess = wall - localParts(timeZone, guess).offsetMinutes * 60_000;
  return guess;
}

/** ISO-8601 with microseconds and the zone's offset, as ROOK writes timestamps. */
export function timestamp(timeZone: string, instant: number): string {
  const {date, time, offset} = localParts(timeZone, instant);
  const micros = String(new Date(instant).getUTCMilliseconds()).padStart(3, '0') + '000';
  return `${date}T${time}.${micros}${offset}`;
}

const DAY = 86_400_000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** True for a real calendar date written YYYY-MM-DD (Gregorian leap years). Counted, not parsed into a Date: every data read checks one. */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : MONTH_DAYS[month - 1]!);
}
