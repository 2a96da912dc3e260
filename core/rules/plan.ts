// The onboarding and capacity planner: from users per source, an onboarding rate and a time-zone
// mix, what ROOK sends and what a webhook receiver must take. It counts with the rules the sandbox's
// generator delivers by (./documents.ts, ./summaryDay.ts), so a plan and the sandbox agree; the page
// /docs/tools/planner/, the MCP server's plan_onboarding tool and the sandbox's onboarding-plan
// scenario all call planOnboarding. Browser-safe: its sources are build-time values (planSources).
import {dataWebhookDelivery} from '../data/webhooks';
import {documentTypes, planSourceList, type DocumentType, type PlanSource} from '../data/planSources';
import type {MarkKind} from '../data/marks';
import {feeds, firstLinkedDate, historyDays, historyPublished, linkedMoments, scheduledMoments} from './documents';
import {rules, type Moment} from './summaryDay';
import {addDays, daysBetween, instantOf, isCalendarDate, isTimeZone, localDate, localParts} from './time';

/** The largest plan the planner takes: enough for a launch, small enough to count in a browser. */
export const planBounds = {
  usersPerSource: 100_000,
  totalUsers: 100_000,
  usersPerDay: 10_000,
  onboardingDays: 120,
  timeZones: 5,
} as const;

export interface PlanInput {
  /** Users per source, by the source's name (or its slug), in the order they are onboarded. */
  users: {source: string; users: number}[];
  /** Users linked per day. */
  usersPerDay: number;
  /** The users' time zones (IANA) and the percentage of users in each; the percentages add up to 100. */
  timeZones: {timeZone: string; percent: number}[];
  /** The first day of onboarding, YYYY-MM-DD. */
  startDate: string;
  /** The users' local time of day at which they link, HH:MM. */
  linkTime: string;
}

type Field = 'users' | 'usersPerDay' | 'timeZones' | 'startDate' | 'linkTime';

/** Bad input: `field` names the input at fault, `message` says what to write instead. */
export class PlanError extends Error {
  constructor(
    readonly field: Field,
    message: string,
  ) {
    super(message);
  }
}

/** Where a figure comes from: ROOK has confirmed it (`mark` null), or the mark that says otherwise, and why in one sentence. */
export interface Basis {
  mark: MarkKind | null;
  why: string;
}

export interface TypeCount {
  structure: string;
  label: string;
  documents: number;
  basis: Basis;
}

export interface SourcePlan {
  name: string;
  kind: 'api' | 'sdk';
  users: number;
  history: {days: number; basis: Basis; perUser: TypeCount[]; documentsPerUser: number};
  perUserPerDay: TypeCount[];
  documentsPerUserPerDay: number;
  /** When the first complete document of each summary (and ROOK Score) lands, for a user who links at the plan's link time. */
  firstComplete: {label: string; when: string; basis: Basis}[];
  /** For an SDK source: its documents reach ROOK when the app uploads, so the times are the earliest. */
  timing: string | null;
}

interface PlanDay {
  date: string;
  linked: number;
  documents: number;
  /** Documents by type label, in the order of the document types. */
  byType: Record<string, number>;
}

interface HourLoad {
  /** The hour's start, ISO 8601 in UTC. */
  start: string;
  documents: number;
}

export interface PlanResult {
  input: PlanInput;
  totalUsers: number;
  onboardingDays: number;
  lastLinkDate: string;
  /** Who links when: users of one source in one zone at one instant (ISO 8601, UTC), in order. */
  links: {source: string; timeZone: string; users: number; linkedAt: string}[];
  sources: SourcePlan[];
  /** Each user's local calendar days, summed across time zones, from the oldest history to the day after the last link's day. */
  days: PlanDay[];
  receiver: Receiver;
}

interface Receiver {
  /** Documents a day once every user is linked (the day after the last link's day). */
  steadyDocumentsPerDay: number;
  peakDay: {date: string; documents: number};
  /** The busiest hour whose documents the delivery rules place (events are not among them: they follow the users' activity). */
  busiestHour: HourLoad;
  /** The busiest such hour once every user is linked. */
  steadyBusiestHour: HourLoad;
  /** Event documents a day once every user is linked: they arrive within minutes of the activity, at hours the rules cannot place. */
  steadyEventsPerDay: number;
  /** The history documents one day's new users bring at their link, at most. */
  burst: {date: string; documents: number; basis: Basis};
  downtime: Downtime;
  basis: Basis;
}

/** The worst hour after a receiver is down for one hour: that hour's documents come again at ROOK's first retry, on top of that hour's own. */
interface Downtime {
  downFrom: string;
  retriedAt: string;
  documents: number;
  retryAfterHours: readonly number[];
  basis: Basis;
}

/**
 * What a reader asks about the wearable vendors' own limits: they are not ROOK's behaviour and are
 * not in any figure; what ROOK has and has not published about them.
 */
export const vendorLimits: {text: string; basis: Basis}[] = [
  {
    text: 'The wearable vendors’ own API quotas (Garmin’s, Oura’s, Polar’s and the others’) are not in these numbers: they bind ROOK’s reads of the vendor, not what ROOK sends you. ROOK has not published them, nor whether they ever delay a first link’s history.',
    basis: {mark: 'not-published', why: 'ROOK has not published the vendors’ quotas or their effect on its extraction.'},
  },
  {
    text: 'Health Connect limits how often an app reads it. ROOK’s SDK makes many reads for each summary, so sync summaries once a day, and the SDK backs off when the quota is reached; a user who hits it sends later, not less.',
    basis: {mark: 'integration-guides', why: 'Stated in ROOK’s integration guides for Health Connect.'},
  },
];

const HOUR = 3_600_000;
/** Days counted after the last link's day: the day after it is the first whole day with every user linked. */
const DAYS_AFTER_LAST_LINK = 1;

export function planOnboarding(input: PlanInput): PlanResult {
  const plan = checkPlan(input);
  const links = linkSchedule(plan);
  const tally = countDeliveries(plan, links);
  const lastLinkDate = addDays(plan.input.startDate, plan.onboardingDays - 1);
  return {
    input: plan.input,
    totalUsers: plan.totalUsers,
    onboardingDays: plan.onboardingDays,
    lastLinkDate,
    links: links.map((group) => ({source: group.source.name, timeZone: group.timeZone, users: group.users, linkedAt: iso(group.linkedAt)})),
    sources: plan.sources.map(({source, users}) => sourcePlan(source, users, plan.input)),
    days: tally.days(),
    receiver: receiver(tally, addDays(lastLinkDate, DAYS_AFTER_LAST_LINK), links),
  };
}

// --- Input ----------------------------------------------------------------------

interface CheckedPlan {
  input: PlanInput;
  sources: {source: PlanSource; users: number}[];
  totalUsers: number;
  onboardingDays: number;
}

/** Sources a user links directly, by name as ROOK writes it. */
export const planSources = planSourceList;

function checkPlan(input: PlanInput): CheckedPlan {
  const sources = checkUsers(input.users);
  const totalUsers = sources.reduce((sum, entry) => sum + entry.users, 0);
  const usersPerDay = checkWhole(input.usersPerDay, 'usersPerDay', 'The onboarding rate', 1, planBounds.usersPerDay);
  const onboardingDays = Math.ceil(totalUsers / usersPerDay);
  if (onboardingDays > planBounds.onboardingDays) {
    throw new PlanError(
      'usersPerDay',
      `At ${usersPerDay} users a day, linking ${totalUsers} users takes ${onboardingDays} days; the planner covers up to ${planBounds.onboardingDays}: raise the rate to at least ${Math.ceil(totalUsers / planBounds.onboardingDays)} a day.`,
    );
  }
  const timeZones = checkZones(input.timeZones);
  if (!isCalendarDate(input.startDate.trim()))
    throw new PlanError('startDate', 'Write the first day of onboarding as YYYY-MM-DD, such as 2026-06-01.');
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(input.linkTime.trim()))
    throw new PlanError('linkTime', 'Write the time users link at as HH:MM on a 24-hour clock, such as 10:00.');
  const checked = {...input, usersPerDay, timeZones, startDate: input.startDate.trim(), linkTime: input.linkTime.trim()};
  return {
    input: {...checked, users: sources.map(({source, users}) => ({source: source.name, users}))},
    sources,
    totalUsers,
    onboardingDays,
  };
}

function checkUsers(entries: PlanInput['users']): {source: PlanSource; users: number}[] {
  const seen = new Set<string>();
  const checked = entries.map(({source: name, users}) => {
    const source = findSource(name);
    if (seen.has(source.name)) throw new PlanError('users', `${source.name} is listed twice: give each source one number of users.`);
    seen.add(source.name);
    return {source, users: checkWhole(users, 'users', `The users for ${source.name}`, 0, planBounds.usersPerSource)};
  });
  const total = checked.reduce((sum, entry) => sum + entry.users, 0);
  if (total === 0) throw new PlanError('users', 'Enter at least one user for at least one source.');
  if (total > planBounds.totalUsers) {
    throw new PlanError('users', `The plan has ${total} users; the planner takes up to ${planBounds.totalUsers} in all.`);
  }
  return checked.filter((entry) => entry.users > 0);
}

function findSource(name: string): PlanSource {
  const wanted = name.trim().toLowerCase();
  const source = planSourceList.find((candidate) => candidate.name.toLowerCase() === wanted || candidate.slug === wanted);
  if (!source) {
    throw new PlanError(
      'users',
      `Unknown source “${name}”. Use one a user links directly: ${planSourceList.map((candidate) => candidate.name).join(', ')}.`,
    );
  }
  return source;
}

function checkWhole(value: number, field: Field, what: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new PlanError(field, `${what} must be a whole number.`);
  if (value < min) throw new PlanError(field, `${what} must be at least ${min}${min === 0 ? ', not negative' : ''}.`);
  if (value > max) throw new PlanError(field, `${what} can be at most ${max.toLocaleString('en-US')}.`);
  return value;
}

function checkZones(zones: PlanInput['timeZones']): PlanInput['timeZones'] {
  if (!zones.length) throw new PlanError('timeZones', 'Give at least one time zone, such as America/New_York 100%.');
  if (zones.length > planBounds.timeZones) throw new PlanError('timeZones', `Give at most ${planBounds.timeZones} time zones.`);
  const checked = zones.map(({timeZone, percent}) => {
    const name = timeZone.trim();
    if (!name.includes('/') && name !== 'UTC')
      throw new PlanError('timeZones', `“${name}” is not an IANA time zone: write it as Area/City, such as Europe/Madrid, or UTC.`);
    if (!isTimeZone(name)) throw new PlanError('timeZones', `Unknown time zone “${name}”: use an IANA name such as Asia/Tokyo.`);
    return {timeZone: name, percent: checkWhole(percent, 'timeZones', `The share of ${name}`, 0, 100)};
  });
  if (new Set(checked.map((zone) => zone.timeZone)).size !== checked.length)
    throw new PlanError('timeZones', 'A time zone is listed twice: give each one share.');
  const sum = checked.reduce((total, zone) => total + zone.percent, 0);
  if (sum !== 100) throw new PlanError('timeZones', `The time zones’ shares add up to ${sum}%: make them add up to 100%.`);
  return checked;
}

// --- Who links when -----------------------------------------------------------------

/** Users of one source in one time zone who link at the same instant. */
interface LinkGroup {
  source: PlanSource;
  timeZone: string;
  users: number;
  linkedAt: number;
}

/**
 * Splits each source's users across the time zones by their shares (largest remainder, so the
 * counts are whole), then links them in the order given, usersPerDay a day, each at the link time
 * of the user's own zone on that day.
 */
function linkSchedule(plan: Pick<CheckedPlan, 'sources' | 'input'>): LinkGroup[] {
  const {usersPerDay, startDate, linkTime, timeZones} = plan.input;
  const groups: LinkGroup[] = [];
  let linkedSoFar = 0;
  for (const {source, users} of plan.sources) {
    for (const [index, count] of shares(users, timeZones).entries()) {
      const timeZone = timeZones[index]!.timeZone;
      for (let left = count; left > 0;) {
        const day = Math.floor(linkedSoFar / usersPerDay);
        const today = Math.min(left, usersPerDay - (linkedSoFar % usersPerDay));
        groups.push({source, timeZone, users: today, linkedAt: instantOf(timeZone, addDays(startDate, day), `${linkTime}:00`)});
        left -= today;
        linkedSoFar += today;
      }
    }
  }
  return groups;
}

function shares(users: number, zones: PlanInput['timeZones']): number[] {
  const exact = zones.map((zone) => (users * zone.percent) / 100);
  const counts = exact.map(Math.floor);
  const order = exact
    .map((value, index) => ({index, rest: value - Math.floor(value)}))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (let left = users - counts.reduce((a, b) => a + b, 0), i = 0; left > 0; left -= 1, i += 1) counts[order[i]!.index]! += 1;
  return counts;
}

// --- Counting deliveries ----------------------------------------------------------------

/** One delivery as the plan counts it: the user's local date it arrives on, and its instant when the rules place it. */
interface Arrival {
  date: string;
  at: number | null;
  /** Brought by the link itself (history, or the link day's moments already past). */
  atLink: boolean;
}

class Tally {
  private readonly perDay = new Map<string, Map<string, number>>();
  private readonly linkedPerDay = new Map<string, number>();
  readonly hours = new Map<number, number>();
  /** Documents per hour, not counting what links bring. */
  readonly routineHours = new Map<number, number>();
  /** History documents a day's links bring, by that day. */
  readonly bursts = new Map<string, number>();
  /** Event documents per local date, not counting those a link brings. */
  readonly events = new Map<string, number>();

  add(type: DocumentType, arrival: Arrival, users: number, history: boolean): void {
    const day = this.perDay.get(arrival.date) ?? new Map<string, number>();
    day.set(type.label, (day.get(type.label) ?? 0) + users);
    this.perDay.set(arrival.date, day);
    if (history) this.bursts.set(arrival.date, (this.bursts.get(arrival.date) ?? 0) + users);
    if (arrival.at === null) this.events.set(arrival.date, (this.events.get(arrival.date) ?? 0) + users);
    else {
      const hour = Math.floor(arrival.at / HOUR) * HOUR;
      this.hours.set(hour, (this.hours.get(hour) ?? 0) + users);
      if (!arrival.atLink) this.routineHours.set(hour, (this.routineHours.get(hour) ?? 0) + users);
    }
  }

  linked(date: string, users: number): void {
    this.linkedPerDay.set(date, (this.linkedPerDay.get(date) ?? 0) + users);
  }

  days(): PlanDay[] {
    return [...this.perDay.keys()].sort().map((date) => {
      const counts = this.perDay.get(date)!;
      const byType = Object.fromEntries(
        documentTypes.filter((type) => counts.has(type.label)).map((type) => [type.label, counts.get(type.label)!]),
      );
      const documents = Object.values(byType).reduce((sum, count) => sum + count, 0);
      return {date, linked: this.linkedPerDay.get(date) ?? 0, documents, byType};
    });
  }
}

function countDeliveries(plan: CheckedPlan, links: LinkGroup[]): Tally {
  const tally = new Tally();
  const lastLinkDay = addDays(plan.input.startDate, plan.onboardingDays - 1);
  const until = addDays(lastLinkDay, DAYS_AFTER_LAST_LINK);
  const natural = memoMoments();
  for (const group of links) {
    const linkDate = localDate(group.timeZone, group.linkedAt);
    tally.linked(linkDate, group.users);
    for (const type of documentTypes) {
      if (!feeds(type, group.source)) continue;
      for (let date = firstLinkedDate(type, group.source, group.timeZone, group.linkedAt); date <= until; date = addDays(date, 1)) {
        for (const arrival of arrivals(type, group, date, natural)) {
          if (arrival.date <= until) tally.add(type, arrival, group.users, date < linkDate);
        }
      }
    }
  }
  return tally;
}

/** Natural moments per type, zone and date, computed once: every group in a zone shares them. */
function memoMoments(): (type: DocumentType, timeZone: string, date: string) => Moment[] | null {
  const memo = new Map<string, Moment[] | null>();
  return (type, timeZone, date) => {
    const key = `${type.structure}|${type.pillar}|${timeZone}|${date}`;
    if (!memo.has(key)) memo.set(key, scheduledMoments(type, timeZone, date));
    return memo.get(key)!;
  };
}

/**
 * A group's deliveries of one type for one date. Events have no moment the rules place: the day's
 * events document arrives on its own date (the sandbox delivers a day's events together, after the
 * last), or at the link when the date is older than the link's day.
 */
function arrivals(type: DocumentType, group: LinkGroup, date: string, natural: ReturnType<typeof memoMoments>): Arrival[] {
  const {timeZone, linkedAt} = group;
  const linkDate = localDate(timeZone, linkedAt);
  const scheduled = natural(type, timeZone, date);
  if (!scheduled) {
    return date < linkDate ? [{date: linkDate, at: linkedAt, atLink: true}] : [{date, at: null, atLink: false}];
  }
  return linkedMoments(type, group.source, timeZone, date, linkedAt, scheduled).map((moment) => ({
    date: localDate(timeZone, moment.at),
    at: moment.at,
    atLink: moment.at === linkedAt,
  }));
}

// --- The receiver -------------------------------------------------------------------

const iso = (instant: number) => new Date(instant).toISOString().replace('.000Z', 'Z');

function busiest(hours: Map<number, number>, from = -Infinity): HourLoad {
  let best: [number, number] = [0, 0];
  for (const [hour, documents] of hours) if (hour >= from && documents > best[1]) best = [hour, documents];
  return {start: iso(best[0]), documents: best[1]};
}

function receiver(tally: Tally, steadyDate: string, links: LinkGroup[]): Receiver {
  const days = tally.days();
  const steady = days.find((day) => day.date === steadyDate);
  const peak = days.reduce((best, day) => (day.documents > best.documents ? day : best), days[0]!);
  const lastLink = Math.max(...links.map((group) => group.linkedAt));
  const [burstDate, burstDocuments] = [...tally.bursts].reduce((best, entry) => (entry[1] > best[1] ? entry : best), ['', 0]);
  return {
    steadyDocumentsPerDay: steady?.documents ?? 0,
    peakDay: {date: peak.date, documents: peak.documents},
    busiestHour: busiest(tally.hours),
    // Hours after the last link's hour: every user is linked, and nothing a link brings is counted.
    steadyBusiestHour: busiest(tally.routineHours, Math.floor(lastLink / HOUR) * HOUR + HOUR),
    steadyEventsPerDay: tally.events.get(steadyDate) ?? 0,
    burst: {date: burstDate, documents: burstDocuments, basis: burstBasis},
    downtime: downtime(tally.hours),
    basis: receiverBasis,
  };
}

function downtime(hours: Map<number, number>): Downtime {
  const retry = dataWebhookDelivery.retryAfterHours[0] * HOUR;
  let worst = {from: 0, documents: -1};
  for (const [hour, documents] of hours) {
    const total = documents + (hours.get(hour + retry) ?? 0);
    if (total > worst.documents) worst = {from: hour, documents: total};
  }
  return {
    downFrom: iso(worst.from),
    retriedAt: iso(worst.from + retry),
    documents: Math.max(worst.documents, 0),
    retryAfterHours: dataWebhookDelivery.retryAfterHours,
    basis: {
      mark: null,
      why: `ROOK retries a delivery your endpoint did not accept ${dataWebhookDelivery.retryAfterHours.join(', ')} hours after the first attempt; an hour down is answered by the first retry.`,
    },
  };
}

const burstBasis: Basis = {
  mark: 'sandbox-model',
  why: 'ROOK fetches the history on first link; the sandbox delivers all of it at the link, as one burst.',
};

const receiverBasis: Basis = {
  mark: 'sandbox-model',
  why: 'Counted with the delivery rules: ROOK’s published extraction times and the sandbox’s model where ROOK has published none.',
};

// --- Per source --------------------------------------------------------------------

function sourcePlan(source: PlanSource, users: number, input: PlanInput): SourcePlan {
  const types = documentTypes.filter((type) => feeds(type, source));
  const perUserPerDay = types.map((type) => ({...typeRef(type), documents: perDay(type), basis: dayBasis(type, source)}));
  const historyTypes = types.filter((type) => type.structure !== 'steps_event');
  const days = historyDays(source);
  const historyPerUser = historyTypes.map((type) => ({...typeRef(type), documents: days, basis: historyTypeBasis(type, source)}));
  return {
    name: source.name,
    kind: source.kind,
    users,
    history: {
      days,
      basis: historyDaysBasis(source),
      perUser: historyPerUser,
      documentsPerUser: historyPerUser.reduce((sum, entry) => sum + entry.documents, 0),
    },
    perUserPerDay,
    documentsPerUserPerDay: perUserPerDay.reduce((sum, entry) => sum + entry.documents, 0),
    firstComplete: firstComplete(types, source, input),
    timing: source.kind === 'sdk' ? rules.sdkTiming.published : null,
  };
}

const typeRef = (type: DocumentType) => ({structure: type.structure, label: type.label});

/** Documents of a type a linked user's whole day brings: its moments on an ordinary day (UTC has no clock changes). */
function perDay(type: DocumentType): number {
  return scheduledMoments(type, 'UTC', '2026-01-15')?.length ?? 1;
}

/** For a user who links at the link time on the first day: when each summary's first complete (final) document lands. */
function firstComplete(types: DocumentType[], source: PlanSource, input: PlanInput): SourcePlan['firstComplete'] {
  const timeZone = input.timeZones[0]!.timeZone;
  const linkedAt = instantOf(timeZone, input.startDate, `${input.linkTime}:00`);
  return types.flatMap((type) => {
    if (type.kind !== 'summary' && type.kind !== 'score') return [];
    for (let date = input.startDate; ; date = addDays(date, 1)) {
      const moments = linkedMoments(type, source, timeZone, date, linkedAt, scheduledMoments(type, timeZone, date)!);
      const final = moments.find((moment) => moment.progress === 1);
      if (final)
        return [{label: type.label, when: `${when(timeZone, input.startDate, final.at)}, for ${date}`, basis: dayBasis(type, source)}];
    }
  });
}

/** "day 2, 00:16 local": the day counted from the link's day (day 1), and the local time. */
function when(timeZone: string, linkDate: string, instant: number): string {
  const {date, time} = localParts(timeZone, instant);
  return `day ${daysBetween(linkDate, date) + 1}, ${time.slice(0, 5)} local`;
}

// --- Where each figure comes from ---------------------------------------------------------

function historyDaysBasis(source: PlanSource): Basis {
  if (source.preExistingDays !== null)
    return {mark: null, why: `ROOK fetches up to ${source.preExistingDays} days of existing data when a user first links ${source.name}.`};
  return {
    mark: 'sandbox-model',
    why: `ROOK has not listed ${source.name} among the sources whose existing data it fetches; the sandbox gives it the ${source.kind === 'sdk' ? 'SDK' : 'API'} sources’ ${historyDays(source)} days.`,
  };
}

function historyTypeBasis(type: DocumentType, source: PlanSource): Basis {
  const days = historyDaysBasis(source);
  if (days.mark) return days;
  if (historyPublished(type))
    return {mark: null, why: 'ROOK’s Pre-Existing Data fetches the physical, sleep and body summaries and ROOK Score.'};
  return {
    mark: 'sandbox-model',
    why: 'ROOK lists only the summaries and ROOK Score as pre-existing data; the sandbox also sends the earlier days’ other documents.',
  };
}

/** The rule behind a type's documents per day, and the source's own confidence that it sends the structure. */
function dayBasis(type: DocumentType, source: PlanSource): Basis {
  const listed = source.structures.find((coverage) => coverage.structure === type.structure);
  if (listed?.mark && listed.confidence !== 'confirmed') {
    return {mark: listed.mark, why: `Whether ${source.name} sends ${type.structure}: ${confidenceWhy[listed.confidence]}`};
  }
  const rule = typeRule(type);
  if (!rule.model) return {mark: null, why: rule.published ?? ''};
  return {mark: 'sandbox-model', why: rule.published ? `${rule.published} ${rule.model}` : rule.model};
}

const confidenceWhy = {
  secondary: 'stated only in ROOK’s integration guides.',
  unconfirmed: 'ROOK has not published it.',
} as const;

function typeRule(type: DocumentType): {published?: string; model?: string} {
  if (type.structure === 'steps_event') return rules.stepsEvents;
  if (type.kind === 'score') return rules.healthScore;
  if (type.kind === 'user_info') return rules.userInformation;
  if (type.kind === 'event') return rules.eventDelivery;
  if (type.pillar === 'physical') return rules.physicalPartials;
  // A night's sleep: the published extraction time; the rule's model is about afternoon naps.
  if (type.pillar === 'sleep') return {published: rules.sleepDelivery.published};
  return rules.bodySummary;
}
