// Which documents a linked source makes, how far back a first link reaches, and when each day's
// document changes. The sandbox's generator delivers by these rules and the onboarding planner
// (./plan.ts) counts with them, so a plan and what the sandbox sends cannot drift apart.
// Browser-safe: types only from the data modules, Intl through ./time.
import type {SourceKind} from '../data/dataSources';
import type {DocumentType} from '../data/planSources';
import {bodySummaryAt, healthScoreAt, nightSleepDeliveredAt, physicalSummaryMoments, stepsEventMoments, type Moment} from './summaryDay';
import {addDays, instantOf, localDate} from './time';

/** What these rules read of a source: the site's DataSource and the planner's PlanSource both fit. */
export interface LinkedSource {
  kind: SourceKind;
  preExistingDays: number | null;
  structures: readonly {structure: string}[];
}

/**
 * Days of history a first link brings when the source list gives none of the source's own: ROOK's
 * Pre-Existing Data reaches 7 days back for API sources and 29 for SDK sources.
 */
const defaultPreExistingDays = {api: 7, sdk: 29} as const;

export function historyDays(source: LinkedSource): number {
  return source.preExistingDays ?? defaultPreExistingDays[source.kind === 'sdk' ? 'sdk' : 'api'];
}

/** The summaries ROOK Score is computed from, and that ROOK's Pre-Existing Data fetches. */
const scoredSummaries = ['physical_summary', 'sleep_summary', 'body_summary'] as const;

/** Whether a source makes documents of this type: user information for every linked user, a score when it sends a scored summary. */
export function feeds(type: Pick<DocumentType, 'kind' | 'structure'>, source: LinkedSource): boolean {
  const structures = new Set(source.structures.map((coverage) => coverage.structure));
  if (type.kind === 'user_info') return true;
  if (type.kind === 'score') return scoredSummaries.some((summary) => structures.has(summary));
  return structures.has(type.structure);
}

/** Whether a first link brings past days of this type. ROOK's SDK documentation says steps are sent for the current day only. */
function bringsHistory(type: Pick<DocumentType, 'structure'>): boolean {
  return type.structure !== 'steps_event';
}

/** Whether ROOK has published that its Pre-Existing Data fetches this type: the three summaries and ROOK Score. */
export function historyPublished(type: Pick<DocumentType, 'kind' | 'structure'>): boolean {
  return type.kind === 'score' || (scoredSummaries as readonly string[]).includes(type.structure);
}

/** The sandbox's model: a day's user information document appears at the start of the user's local day. */
const USER_INFO_TIME = '00:00:00';

/**
 * When a day's document of this type naturally changes, by the delivery rules (./summaryDay.ts).
 * Null for events: they come when they happen, which the rules cannot place (the sandbox's
 * generator places them after the day's last event).
 */
export function scheduledMoments(type: DocumentType, timeZone: string, date: string): Moment[] | null {
  if (type.structure === 'steps_event') return stepsEventMoments(timeZone, date);
  if (type.kind === 'score') return [{at: healthScoreAt(timeZone, date), progress: 1}];
  if (type.kind === 'user_info') return [{at: instantOf(timeZone, date, USER_INFO_TIME), progress: 1}];
  if (type.kind === 'event') return null;
  if (type.pillar === 'physical') return physicalSummaryMoments(timeZone, date);
  if (type.pillar === 'sleep') return [{at: nightSleepDeliveredAt(timeZone, date), progress: 1}];
  return [{at: bodySummaryAt(timeZone, date), progress: 1}];
}

/** The first date a link made at `linkedAt` brings documents of this type for. */
export function firstLinkedDate(type: DocumentType, source: LinkedSource, timeZone: string, linkedAt: number): string {
  const linkDay = localDate(timeZone, linkedAt);
  return bringsHistory(type) ? addDays(linkDay, -historyDays(source)) : linkDay;
}

/**
 * The moments a linked source changes a day's document at: none for a date before the history it
 * brings, and every natural moment before the link at the link itself (the data was there, ROOK
 * fetches it then), merged into one.
 */
export function linkedMoments(
  type: DocumentType,
  source: LinkedSource,
  timeZone: string,
  date: string,
  linkedAt: number,
  natural: readonly Moment[],
): Moment[] {
  if (date < firstLinkedDate(type, source, timeZone, linkedAt)) return [];
  const moments = new Map<number, Moment>();
  for (const moment of natural) {
    const at = Math.max(moment.at, linkedAt);
    moments.set(at, {at, progress: Math.max(moment.progress, moments.get(at)?.progress ?? 0)});
  }
  return [...moments.values()].sort((a, b) => a.at - b.at);
}
