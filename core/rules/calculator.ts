// The summary-day calculator: from a sleep (start and end) or an event (its
// time), a time zone and a source, the date ROOK files it under and when its
// documents are delivered, by the rules of ./summaryDay. The docs page and the
// MCP server's summary_day tool both call calculateSummaryDay.
import {calculatorSourceList, type CalculatorSource} from '../data/calculatorSources';
import {
  eventDate,
  eventDeliveredAt,
  offsetChanges,
  physicalSummaryMoments,
  rules,
  sleepDate,
  sleepDeliveredAt,
  type Rule,
} from './summaryDay';
import {instantOf, isTimeZone, localParts} from './time';

export type SummaryDayInput =
  | {kind: 'sleep'; start: string; end: string; timeZone: string; source: string; newTimeZone?: string}
  | {kind: 'event'; time: string; timeZone: string; source: string; newTimeZone?: string};

/** Bad input: `field` names the input at fault, `message` says what to do. */
export class SummaryDayError extends Error {
  constructor(
    readonly field: 'start' | 'end' | 'time' | 'timeZone' | 'newTimeZone' | 'source',
    message: string,
  ) {
    super(message);
  }
}

/** An instant written for people: in the user's zone and in UTC. */
interface When {
  instant: number;
  /** `2026-03-10 12:15 (UTC-04:00)`. */
  local: string;
  /** `2026-03-10 16:15 UTC`. */
  utc: string;
}

interface Delivery {
  label: string;
  when: When;
  rule: Rule;
}

export interface SummaryDayAnswer {
  timeZone: string;
  filedUnder: string;
  filedRule: Rule;
  deliveries: Delivery[];
  /** Daylight-saving changes and how the input's local times were read. */
  notes: string[];
}

export interface SummaryDayResult extends SummaryDayAnswer {
  kind: 'sleep' | 'event';
  source: {name: string; kind: 'api' | 'sdk'};
  /** The same, had the user's time zone been changed to `newTimeZone` before ROOK filed it. */
  afterZoneChange: (SummaryDayAnswer & {moved: boolean}) | null;
  /** Rules that apply to the answer as a whole (the source's kind, a change of zone). */
  rules: Rule[];
}

/** Sources a user links directly (API or SDK), by name as ROOK writes it. */
export const calculatorSources = calculatorSourceList.filter((source) => source.kind !== 'via-hub');

export function calculateSummaryDay(input: SummaryDayInput): SummaryDayResult {
  const source = findSource(input.source);
  checkZone(input.timeZone, 'timeZone');
  if (input.newTimeZone) checkZone(input.newTimeZone, 'newTimeZone');
  const answer = (timeZone: string) => answerIn(input, timeZone, source);
  const original = answer(input.timeZone);
  const changed = input.newTimeZone && input.newTimeZone !== input.timeZone ? answer(input.newTimeZone) : null;
  const moved =
    changed !== null &&
    (changed.filedUnder !== original.filedUnder ||
      changed.deliveries.some((d, i) => d.when.instant !== original.deliveries[i]?.when.instant));
  const extra: Rule[] = [...(source.kind === 'sdk' ? [rules.sdkTiming] : []), ...(changed ? [rules.timeZoneChange] : [])];
  return {
    kind: input.kind,
    source: {name: source.name, kind: source.kind as 'api' | 'sdk'},
    ...original,
    afterZoneChange: changed && {...changed, moved},
    rules: extra,
  };
}

function answerIn(input: SummaryDayInput, timeZone: string, source: CalculatorSource): SummaryDayAnswer {
  const notes: string[] = [];
  if (input.kind === 'sleep') {
    const start = readMoment(input.start, timeZone, 'start', notes);
    const end = readMoment(input.end, timeZone, 'end', notes);
    if (end <= start) throw new SummaryDayError('end', 'The sleep must end after it starts: check the end’s date and time.');
    if (end - start > 24 * 3_600_000)
      throw new SummaryDayError('end', 'A sleep longer than 24 hours is not a sleep ROOK files: check the dates.');
    requireStructure(source, 'sleep_summary', 'sleep summaries');
    notes.push(...dstNotes(timeZone, start, end, 'the sleep'));
    const delivered = sleepDeliveredAt(timeZone, end);
    return {
      timeZone,
      filedUnder: sleepDate(timeZone, end),
      filedRule: rules.sleepDate,
      deliveries: [{label: 'Sleep summary', when: describe(timeZone, delivered), rule: rules.sleepDelivery}],
      notes,
    };
  }
  const time = readMoment(input.time, timeZone, 'time', notes);
  if (!source.structures.some((structure) => structure.endsWith('_event'))) {
    throw new SummaryDayError('source', `${source.name} sends no events: choose another source.`);
  }
  const date = eventDate(timeZone, time);
  const moments = physicalSummaryMoments(timeZone, date).filter((moment) => moment.at >= time);
  notes.push(...dstNotes(timeZone, instantOf(timeZone, date, '00:00:00'), moments.at(-1)!.at, `${date} (its day)`));
  return {
    timeZone,
    filedUnder: date,
    filedRule: rules.eventDate,
    deliveries: [
      {label: 'Event', when: describe(timeZone, eventDeliveredAt(time)), rule: rules.eventDelivery},
      ...physicalDeliveries(timeZone, moments, source),
    ],
    notes,
  };
}

/** The day's physical summaries that include the event, when the source sends them. */
function physicalDeliveries(timeZone: string, moments: {at: number; progress: number}[], source: CalculatorSource): Delivery[] {
  if (!source.structures.includes('physical_summary')) return [];
  return moments.map((moment) =>
    moment.progress === 1
      ? {label: 'Final physical summary of the day', when: describe(timeZone, moment.at), rule: rules.physicalFinal}
      : {label: 'Partial physical summary', when: describe(timeZone, moment.at), rule: rules.physicalPartials},
  );
}

function findSource(name: string): CalculatorSource {
  const wanted = name.trim().toLowerCase();
  const source = calculatorSourceList.find((s) => s.name.toLowerCase() === wanted || s.slug === wanted);
  if (!source) {
    throw new SummaryDayError('source', `Unknown source “${name}”. Use one of: ${calculatorSources.map((s) => s.name).join(', ')}.`);
  }
  if (source.kind === 'via-hub') {
    throw new SummaryDayError('source', `${source.name} reaches ROOK through ${source.hubs.join(' or ')}: choose that source instead.`);
  }
  return source;
}

function requireStructure(source: CalculatorSource, structure: string, words: string): void {
  if (!source.structures.includes(structure)) {
    const some = calculatorSources.filter((s) => s.structures.includes(structure)).map((s) => s.name);
    throw new SummaryDayError('source', `${source.name} sends no ${words}: choose one that does, such as ${some.slice(0, 3).join(', ')}.`);
  }
}

function checkZone(timeZone: string, field: 'timeZone' | 'newTimeZone'): void {
  if (!timeZone.includes('/') && timeZone !== 'UTC') {
    throw new SummaryDayError(field, `“${timeZone}” is not an IANA time zone: write it as Area/City, such as America/New_York, or UTC.`);
  }
  if (!isTimeZone(timeZone)) {
    throw new SummaryDayError(field, `Unknown time zone “${timeZone}”: use an IANA name such as America/New_York or Europe/Madrid.`);
  }
}

const MOMENT = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * Reads `2026-03-08T23:10` as a wall-clock time in the zone, or an instant
 * when it carries an offset (`Z`, `-05:00`). A local time the clocks skip or
 * repeat on a daylight-saving day is read as ROOK's timestamps would be, with a note.
 */
function readMoment(text: string, timeZone: string, field: 'start' | 'end' | 'time', notes: string[]): number {
  const match = MOMENT.exec(text.trim());
  const example = 'such as 2026-03-08T23:10 (the user’s local time) or 2026-03-09T04:10Z';
  if (!match) throw new SummaryDayError(field, `Write the ${field} as a date and time, ${example}.`);
  const [, date, minutes, seconds = ':00', , offset] = match;
  if (Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) {
    throw new SummaryDayError(field, `${date} is not a calendar date: check the ${field}.`);
  }
  const wall = `${minutes}${seconds}`;
  if (offset) {
    const instant = Date.parse(`${date}T${wall}${offset}`);
    if (Number.isNaN(instant)) throw new SummaryDayError(field, `Write the ${field} as a date and time, ${example}.`);
    return instant;
  }
  const instant = instantOf(timeZone, date!, wall);
  const read = localParts(timeZone, instant);
  if (read.date !== date || read.time !== wall) {
    notes.push(
      `${date} ${minutes} does not exist in ${timeZone}: the clocks skip it for daylight saving. It is read as ${read.date} ${read.time.slice(0, 5)}.`,
    );
  } else if (localParts(timeZone, instant - 3_600_000).time === wall || localParts(timeZone, instant - 1_800_000).time === wall) {
    notes.push(`${date} ${minutes} happens twice in ${timeZone} (the clocks go back): it is read as the second time, UTC${read.offset}.`);
  }
  return instant;
}

function dstNotes(timeZone: string, from: number, to: number, what: string): string[] {
  return offsetChanges(timeZone, from, to).map((change) => {
    const hours = (change.toMinutes - change.fromMinutes) / 60;
    const direction = hours > 0 ? `forward ${hours} h` : `back ${-hours} h`;
    const length = hours > 0 ? 'shorter' : 'longer';
    return `Daylight saving: the clocks in ${timeZone} go ${direction} at ${describe(timeZone, change.at).local} during ${what}, which is ${Math.abs(hours)} h ${length} than its local times suggest. Timestamps carry each moment's own offset, and deliveries keep their local hour.`;
  });
}

function describe(timeZone: string, instant: number): When {
  const {date, time, offset} = localParts(timeZone, instant);
  const utc = new Date(instant).toISOString();
  return {instant, local: `${date} ${time.slice(0, 5)} (UTC${offset})`, utc: `${utc.slice(0, 10)} ${utc.slice(11, 16)} UTC`};
}
