// The day and delivery-timing rules: which local date a summary or event is
// filed under, and when its partial and final documents are delivered. The
// sandbox's generator, the summary-day calculator page and the MCP server's
// summary_day tool all compute with these functions, so they cannot disagree.
// Browser-safe: Intl only (through ./time), no Node APIs.
import {addDays, instantOf, localDate, localParts} from './time';

/**
 * Where a rule comes from: `published` says what ROOK has published, `model`
 * what the sandbox chooses where ROOK has published nothing (or nothing that
 * precise). A rule has at least one of the two.
 */
export interface Rule {
  id: string;
  title: string;
  published?: string;
  model?: string;
}

const MINUTE = 60_000;

/** ROOK holds a summary this long before delivering it, so late updates can join it. */
const SUMMARY_HOLD_MS = 15 * MINUTE;
/** Events of several sources this close together are merged into one. */
export const EVENT_MERGE_WINDOW_MS = 10 * MINUTE;
/** The hours (local) of the day's partial physical summaries. */
const PARTIAL_HOURS = [4, 8, 12, 16, 20] as const;
/** Local wall-clock times of ROOK's default summary extractions. */
const PHYSICAL_EXTRACTION = '00:01:00';
const SLEEP_EXTRACTION = '12:00:00';
const BODY_SUMMARY_TIME = '09:00:00';
/** Steps events: one every hour from 07:00 to 22:00 local. */
export const STEPS_HOURS = {first: 7, last: 22} as const;
/** ROOK Score follows the day's final physical summary by this long. */
const SCORE_DELAY_MS = 5 * MINUTE;

export const rules = {
  sleepDate: {
    id: 'sleep-date',
    title: 'The date a sleep is filed under',
    model:
      'ROOK has not published whether a night is filed under the day the user fell asleep or the day they woke up. The sandbox files every sleep, a nap included, under the user’s local date on which it ends, as ROOK’s sample sleep summary does.',
  },
  eventDate: {
    id: 'event-date',
    title: 'The date an event or a daily summary is filed under',
    published:
      'ROOK aligns timestamps to the user’s time zone, and with the Time Zone add-on (on by default) daily summaries follow the user’s local day: an event is filed under the local date it happened on.',
  },
  physicalPartials: {
    id: 'physical-partials',
    title: 'Partial physical summaries',
    published: 'ROOK refreshes the day’s physical summary every 4 hours and merges the updates into the end-of-day summary.',
    model:
      'The sandbox sends the partial summaries at 04:00, 08:00, 12:00, 16:00 and 20:00 local time, each with a higher document_version.',
  },
  physicalFinal: {
    id: 'physical-final',
    title: 'The final physical summary',
    published:
      'ROOK extracts the physical summary of the day that just ended at 00:01 local time by default, and holds a summary 15 minutes before delivery so late updates can join it: it arrives at about 00:16.',
  },
  sleepDelivery: {
    id: 'sleep-delivery',
    title: 'When a sleep summary is delivered',
    published:
      'ROOK extracts sleep at 12:00 local time by default, for the night before, and holds a summary 15 minutes before delivery: a night’s sleep arrives at about 12:15.',
    model: 'A sleep that ends after 12:00 (an afternoon nap) waits for the next day’s 12:00 extraction.',
  },
  eventDelivery: {
    id: 'event-delivery',
    title: 'When an event is delivered',
    published:
      'ROOK delivers events within minutes of their happening, and merges events of several sources that are within 10 minutes of each other.',
    model:
      'The sandbox delivers a day’s events together, 10 minutes after the last of them, once no other source can join it: an event that is the day’s last arrives 10 minutes after it happened.',
  },
  bodySummary: {
    id: 'body-summary',
    title: 'When a body summary is delivered',
    published: 'ROOK reprocesses a body summary when a new measurement arrives.',
    model: 'The sandbox delivers the day’s body summary at 09:00 local time.',
  },
  stepsEvents: {
    id: 'steps-events',
    title: 'Steps events',
    published: 'The SDKs send a steps event about every hour with the day’s running total in accumulated_steps_int.',
    model: 'The sandbox sends one every hour from 07:00 to 22:00 local time.',
  },
  healthScore: {
    id: 'health-score',
    title: 'ROOK Score',
    published: 'ROOK recomputes the score on every new summary.',
    model: 'The sandbox sends one score a day, 5 minutes after the day’s final physical summary.',
  },
  userInformation: {
    id: 'user-information',
    title: 'User information documents',
    model:
      'ROOK has not published how often it sends a user_info document. The sandbox sends one for each day of a linked user, at the start of the user’s local day.',
  },
  timeZoneChange: {
    id: 'time-zone-change',
    title: 'A change of time zone',
    published:
      'Summaries follow the user’s time zone, which your backend sets with the time zone call and the SDKs upload from the device on every updateUserID (or syncUserTimeZone).',
    model:
      'The sandbox files and schedules every document it has not delivered yet in the user’s current time zone, so a change moves them to the new zone’s local day.',
  },
  daylightSaving: {
    id: 'daylight-saving',
    title: 'Daylight-saving changes',
    published:
      'The rules above are local wall-clock times, so on a daylight-saving change they keep their local hour and move by the change in UTC; that day has 23 or 25 hours.',
  },
  sdkTiming: {
    id: 'sdk-timing',
    title: 'SDK sources',
    published:
      'An SDK source reaches ROOK when the app uploads: Android’s background sync runs about hourly, and iOS uploads when it wakes the app or the user opens it. Its documents are delivered no earlier than the times shown, and later if the app has not synced.',
    model: 'The sandbox delivers SDK sources on the same timeline as API sources.',
  },
} as const satisfies Record<string, Rule>;

const at = (timeZone: string, date: string, hour: number) => instantOf(timeZone, date, `${String(hour).padStart(2, '0')}:00:00`);

/** A delivery moment and how much of the day's data it carries (1 for a final document). */
export interface Moment {
  at: number;
  progress: number;
}

/** The day's partial physical summaries, then the final one after the day has ended. */
export function physicalSummaryMoments(timeZone: string, date: string): Moment[] {
  const partials = PARTIAL_HOURS.map((hours) => ({at: at(timeZone, date, hours), progress: hours / 24}));
  return [...partials, {at: physicalFinalAt(timeZone, date), progress: 1}];
}

function physicalFinalAt(timeZone: string, date: string): number {
  return instantOf(timeZone, addDays(date, 1), PHYSICAL_EXTRACTION) + SUMMARY_HOLD_MS;
}

/** The date a sleep is filed under: the local date it ends on. */
export function sleepDate(timeZone: string, end: number): string {
  return localDate(timeZone, end);
}

/** The first sleep extraction at or after the sleep's end, plus the hold. */
export function sleepDeliveredAt(timeZone: string, end: number): number {
  const date = localDate(timeZone, end);
  const sameDay = instantOf(timeZone, date, SLEEP_EXTRACTION);
  const extraction = sameDay >= end ? sameDay : instantOf(timeZone, addDays(date, 1), SLEEP_EXTRACTION);
  return extraction + SUMMARY_HOLD_MS;
}

/** A night's sleep filed under `date`, which ended before that day's extraction: delivered at the extraction plus the hold. */
export function nightSleepDeliveredAt(timeZone: string, date: string): number {
  return instantOf(timeZone, date, SLEEP_EXTRACTION) + SUMMARY_HOLD_MS;
}

/** The date an event is filed under: the local date it happened on. */
export function eventDate(timeZone: string, instant: number): string {
  return localDate(timeZone, instant);
}

export function eventDeliveredAt(instant: number): number {
  return instant + EVENT_MERGE_WINDOW_MS;
}

export function bodySummaryAt(timeZone: string, date: string): number {
  return instantOf(timeZone, date, BODY_SUMMARY_TIME);
}

/** The hourly steps events of a day, each with the share of the day's steps it reports. */
export function stepsEventMoments(timeZone: string, date: string): Moment[] {
  const count = STEPS_HOURS.last - STEPS_HOURS.first + 1;
  return Array.from({length: count}, (_, i) => ({at: at(timeZone, date, STEPS_HOURS.first + i), progress: (i + 1) / count}));
}

export function healthScoreAt(timeZone: string, date: string): number {
  return physicalFinalAt(timeZone, date) + SCORE_DELAY_MS;
}

/** The offset changes (daylight saving) between two instants, in minutes, with the instant each took effect. */
export function offsetChanges(timeZone: string, from: number, to: number): {at: number; fromMinutes: number; toMinutes: number}[] {
  const changes: {at: number; fromMinutes: number; toMinutes: number}[] = [];
  const HOUR = 60 * MINUTE;
  let previous = localParts(timeZone, from).offsetMinutes;
  // Offsets change on whole quarter hours at most once an hour: an hourly walk, then a search, finds each change.
  for (let t = from + HOUR; t < to + HOUR; t += HOUR) {
    const step = Math.min(t, to);
    const offset = localParts(timeZone, step).offsetMinutes;
    if (offset !== previous)
      changes.push({at: firstInstantWithOffset(timeZone, step - HOUR, step, offset), fromMinutes: previous, toMinutes: offset});
    previous = offset;
  }
  return changes;
}

function firstInstantWithOffset(timeZone: string, low: number, high: number, offset: number): number {
  let [before, after] = [low, high];
  while (after - before > MINUTE) {
    const middle = before + Math.floor((after - before) / 2 / MINUTE) * MINUTE;
    if (localParts(timeZone, middle).offsetMinutes === offset) after = middle;
    else before = middle;
  }
  return after;
}
