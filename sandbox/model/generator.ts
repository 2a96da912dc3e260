// Deterministic health documents. Each source's document for a day is the
// contract's example document for the operation (for documents sent by webhook
// only, steps events and ROOK Score, the example of the document's schema), moved to the day and the
// user's time zone and varied by a PRNG seeded with client, user, source, date
// and operation; the documents of several sources are then merged by the
// facts' priority rules. Documents appear on the sandbox clock: a source's
// data for a day becomes available at its natural moments (partial physical
// summaries every 4 h, the final one after local midnight, steps events every
// hour of the day; core/rules/summaryDay.ts has the rules), or at the link when
// the day is pre-existing data.
import {createHash} from 'node:crypto';
import {servesDocument, successExample, type Contracts} from '../contract/operations';
import {
  asDataDocument,
  isJsonObject,
  objectAt,
  objectsAt,
  textAt,
  type DataDocument,
  type Json,
  type JsonObject,
} from '../contract/documents';
import type {components} from '../../core/contract/generated/rook-api';
import type {Pillar} from '../../core/data/dataSources';
import {generatedStructures, rank, sourceByName} from './sources';
import {documentTypes, type DocumentType} from '../../core/data/planSources';
import {feeds, linkedMoments, scheduledMoments} from '../../core/rules/documents';
import {EVENT_MERGE_WINDOW_MS, eventDeliveredAt, sleepDate, STEPS_HOURS, type Moment} from '../../core/rules/summaryDay';
import {addDays, daysBetween, instantOf, timestamp} from '../../core/rules/time';
import {frozen} from './frozen';

/** What createUserInformation stored for a user (the newest datetime's fields over older ones). */
export type UserInformation = components['schemas']['UserInformation'];

/** The date every contract example describes. */
export const exampleDate = '2022-10-28';

export interface Link {
  source: string;
  linkedAt: number;
  revokedAt: number | null;
}

export interface UserContext {
  clientUuid: string;
  userId: string;
  timeZone: string;
  links: Link[];
  /** Stored createUserInformation fields, if any. */
  information: UserInformation | null;
  /** Naps the user's sources reported (naps.ts makes each its own sleep summary). */
  naps: Nap[];
}

export interface Nap {
  startAt: number;
  minutes: number;
  /** When the source reported it: the document is not available before. */
  reportedAt: number;
}

export interface DocumentKind {
  /** The operation that returns the document, or the document schema's name when no operation does. */
  id: string;
  template: JsonObject;
  structure: string;
  /** Whose merge priority applies. */
  pillar: Pillar;
  /** Key of the pillar object in the document, user_information or health_score_data. */
  container: string;
  kind: 'summary' | 'events' | 'user_info' | 'score';
  /** A running total sent every hour of the day (steps events); its example is the day's last update. */
  hourly: boolean;
  /** The document type of the shared rules (core/rules/documents.ts): which sources feed it and when it changes. */
  type: DocumentType;
}

/**
 * The documents the sandbox generates: by processed-data operationId, and by schema name for the
 * documents ROOK sends by webhook only (steps events, ROOK Score), whose schema's example is the template.
 */
export function documentKindsOf(contracts: Contracts): Map<string, DocumentKind> {
  const kinds = new Map<string, DocumentKind>();
  for (const operation of contracts.operations.values()) {
    if (servesDocument(operation)) kinds.set(operation.operationId, documentKind(operation.operationId, successExample(operation)!));
  }
  const served = new Set([...kinds.values()].map((kind) => `${kind.container}.${kind.structure}`));
  for (const {schema, example} of contracts.webhookDocuments) {
    const kind = documentKind(schema, example);
    if (!served.has(`${kind.container}.${kind.structure}`)) kinds.set(schema, kind);
  }
  return kinds;
}

function documentKind(id: string, template: JsonObject): DocumentKind {
  const structure = textAt(template, 'data_structure');
  const common = {id, template, structure, hourly: false};
  if (template.user_information)
    return {...common, pillar: 'body', container: 'user_information', kind: 'user_info', type: typeOf(structure, null)};
  // ROOK Score draws on every pillar; its sources are ranked as for physical data.
  if (template.health_score_data)
    return {...common, pillar: 'physical', container: 'health_score_data', kind: 'score', type: typeOf(structure, null)};
  const container = ['physical_health', 'sleep_health', 'body_health'].find((key) => template[key]);
  if (!container) throw new Error(`${id}: the example has no pillar object`);
  const kind = objectAt(template, container).summary ? 'summary' : 'events';
  const pillar = container.replace('_health', '') as Pillar;
  return {...common, pillar, container, kind, hourly: structure === 'steps_event', type: typeOf(structure, pillar)};
}

/** The shared rules' document type of a contract document: a document the site's list lacks stops the sandbox at start. */
function typeOf(structure: string, pillar: Pillar | null): DocumentType {
  const type = documentTypes.find((candidate) => candidate.structure === structure && candidate.pillar === pillar);
  if (!type)
    throw new Error(
      `[sandbox] the contract delivers ${structure} under ${pillar ?? 'no pillar'}, which core/data/planSources.ts does not list`,
    );
  return type;
}

// --- Deterministic randomness ---------------------------------------------------

function prng(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(\.\d+)?([+-]\d{2}:\d{2}|Z)?$/;
// Values that must stay within a scale or describe a place or a setting: nudged, not scaled.
const BOUNDED = /percentage|score|scale|rating|_deg_|altitude|level_int|_1_5_|_1_100_|goal/;
// Values that are fixed by their meaning.
const FIXED = /interval_duration|measurement_type|version/;
// Day totals that grow through the day in partial physical summaries.
const CUMULATIVE = /^(?!.*(avg|maximum|minimum|resting)).*(steps|distance|calories|seconds|floors|elevation_(gain|loss))/;

interface Shape {
  dayDelta: number;
  timeZone: string;
  /** Minutes added to event times, so sources' events do not all coincide. */
  shiftMinutes: number;
  factor: number;
  nudge: () => number;
  progress: number;
}

function moveTimestamp(value: string, shape: Shape, extraMinutes: number): string {
  const match = TIMESTAMP.exec(value);
  if (!match) return value;
  const instant = instantOf(shape.timeZone, addDays(match[1]!, shape.dayDelta), match[2]!) + extraMinutes * 60_000;
  return timestamp(shape.timeZone, instant);
}

function reshape(value: Json, key: string, shape: Shape): Json {
  if (Array.isArray(value)) return value.map((item) => reshape(item, key, shape));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, reshape(v, k, shape)]));
  }
  if (typeof value === 'string') {
    if (TIMESTAMP.test(value)) return moveTimestamp(value, shape, shape.shiftMinutes);
    if (/^\d{4}-\d{2}-\d{2}$/.test(value) && !key.includes('birth')) return addDays(value, shape.dayDelta);
    return value;
  }
  if (typeof value !== 'number' || FIXED.test(key)) return value;
  let next: number;
  if (BOUNDED.test(key)) {
    next = key.includes('_deg_') || key.includes('altitude') ? value : value + shape.nudge();
    if (/percentage|_1_100_/.test(key)) next = Math.min(100, Math.max(0, next));
    if (/_1_5_|scale|rating/.test(key)) next = Math.min(5, Math.max(1, next));
  } else {
    next = value * shape.factor;
    if (CUMULATIVE.test(key)) next *= shape.progress;
  }
  return Number.isInteger(value) ? Math.round(next) : Math.round(next * 10) / 10;
}

/** One source's document for a day, before merging. */
function sourceDocument(kind: DocumentKind, user: UserContext, source: string, date: string, progress: number): JsonObject {
  const random = prng(`${user.clientUuid}|${user.userId}|${source}|${date}|${kind.id}`);
  const shape: Shape = {
    dayDelta: daysBetween(exampleDate, date),
    timeZone: user.timeZone,
    shiftMinutes: kind.kind === 'events' ? Math.floor(random() * EVENT_SHIFT_MINUTES) : 0,
    factor: 0.85 + random() * 0.3,
    nudge: () => Math.round(random() * 4 - 2),
    progress,
  };
  const document = reshape(kind.template, '', shape) as JsonObject;
  const items = structureItems(kind, document);
  for (const item of items) {
    item.metadata.sources_of_data_array = [source];
    for (const extra of objectsAt(item, 'non_structured_data_array')) extra.source_of_data_string = source;
    if (kind.kind === 'summary' && progress < 1) trimGranular(item, item.metadata.datetime_string, progress);
    if (kind.structure === 'sleep_summary') {
      const duration = objectAt(item, 'duration');
      duration.sleep_date_string = sleepDate(user.timeZone, Date.parse(textAt(duration, 'sleep_end_datetime_string')));
    }
    if (kind.hourly)
      item.metadata.datetime_string = timestamp(
        user.timeZone,
        instantOf(user.timeZone, date, `${String(hourOf(progress)).padStart(2, '0')}:00:00`),
      );
  }
  return document;
}

/** Drops granular samples later than the partial summary's cut. */
function trimGranular(value: JsonObject, dayStart: string, progress: number): void {
  const cut = Date.parse(dayStart) + progress * 86_400_000;
  for (const [key, child] of Object.entries(value)) {
    if (Array.isArray(child) && key.endsWith('granular_data_array')) {
      value[key] = child.filter(
        (sample) => !isJsonObject(sample) || typeof sample.datetime_string !== 'string' || Date.parse(sample.datetime_string) < cut,
      );
    } else if (isJsonObject(child)) trimGranular(child, dayStart, progress);
  }
}

/** A structure of a document (a summary, an event, user information, a score): what every one carries. */
type StructureItem = JsonObject & {metadata: JsonObject & {datetime_string: string; sources_of_data_array: string[]}};

function isStructureItem(value: Json | undefined): value is StructureItem {
  return (
    isJsonObject(value) &&
    isJsonObject(value.metadata) &&
    typeof value.metadata.datetime_string === 'string' &&
    Array.isArray(value.metadata.sources_of_data_array) &&
    value.metadata.sources_of_data_array.every((source) => typeof source === 'string')
  );
}

/** The summary object, the list of events, or the user information or score object of a document. */
function structureItems(kind: DocumentKind, document: JsonObject): StructureItem[] {
  const container = objectAt(document, kind.container);
  const holder = kind.kind === 'user_info' || kind.kind === 'score' ? container : objectAt(container, kind.kind)[kind.structure];
  const items = Array.isArray(holder) ? holder : [holder];
  if (!items.every(isStructureItem)) throw new Error(`[sandbox] a ${kind.structure} document has a structure without metadata`);
  return items;
}

/** Non-null rule: keeps the higher-priority value, fills its nulls from the lower one. */
function fillNulls(primary: JsonObject, secondary: JsonObject): void {
  for (const [key, value] of Object.entries(secondary)) {
    const held = primary[key];
    if (held === null || held === undefined) primary[key] = value;
    else if (isJsonObject(held) && isJsonObject(value)) fillNulls(held, value);
  }
}

// --- Timeline ----------------------------------------------------------------
// When documents appear: the rules of core/rules/summaryDay.ts, shared with the summary-day calculator.

const hourlyCount = STEPS_HOURS.last - STEPS_HOURS.first + 1;
const hourOf = (progress: number) => STEPS_HOURS.first - 1 + Math.round(progress * hourlyCount);

/** Minutes by which a source's events may be moved from the template's times (see sourceDocument). */
const EVENT_SHIFT_MINUTES = 25;

// A day's natural moments cost dozens of calendar computations and are the same for every link and
// every read of that day: kept, as the built documents are.
const natural = new Map<string, readonly Moment[]>();
const NATURAL_LIMIT = 20_000;

/** When a source's data for a day naturally becomes available, with the physical progress it brings. */
function naturalMoments(kind: DocumentKind, timeZone: string, date: string): readonly Moment[] {
  const key = `${kind.id}|${timeZone}|${date}`;
  let moments = natural.get(key);
  if (!moments) {
    if (natural.size >= NATURAL_LIMIT) natural.clear();
    moments = frozen(computeNaturalMoments(kind, timeZone, date));
    natural.set(key, moments);
  }
  return moments;
}

function computeNaturalMoments(kind: DocumentKind, timeZone: string, date: string): Moment[] {
  const scheduled = scheduledMoments(kind.type, timeZone, date);
  if (scheduled) return scheduled;
  // Events: once the template day's last event has happened, at the latest shift a source can give it.
  const times = structureItems(kind, kind.template).map((item) =>
    moveTimestamp(item.metadata.datetime_string, {dayDelta: daysBetween(exampleDate, date), timeZone} as Shape, EVENT_SHIFT_MINUTES),
  );
  return [{at: eventDeliveredAt(Math.max(...times.map((t) => Date.parse(t)))), progress: 1}];
}

export interface Contribution {
  source: string;
  /** Moments (sandbox time) at which this source updated the document. */
  moments: number[];
  progress: number;
}

/** A moment at which a link's source updates a day's document, whatever the clock says (none after the link was revoked). */
interface LinkMoment {
  source: string;
  at: number;
  progress: number;
}

/** A day's link moments for one user, and the distinct instants they fall at, oldest first. */
interface DayLinks {
  moments: readonly LinkMoment[];
  instants: readonly number[];
}

// A user's context is shared and frozen while it is unchanged (state/read-cache.ts), and its links'
// moments for a day do not depend on the clock: kept per context, so a read at a later instant only
// filters them. A changed user is a new context object, which starts afresh.
const linksByUser = new WeakMap<UserContext, Map<string, DayLinks>>();
const DAY_LINKS_LIMIT = 500;

function dayLinks(kind: DocumentKind, user: UserContext, date: string): DayLinks {
  let days = linksByUser.get(user);
  if (!days) linksByUser.set(user, (days = new Map()));
  const key = `${kind.id}|${date}`;
  let links = days.get(key);
  if (!links) {
    const moments: LinkMoment[] = [];
    const dayMoments = naturalMoments(kind, user.timeZone, date);
    for (const link of user.links) {
      const source = sourceByName.get(link.source);
      if (!source || !feeds(kind.type, source)) continue;
      // How far back the link reaches and when its moments fall: the rules the onboarding planner counts with.
      for (const {at, progress} of linkedMoments(kind.type, source, user.timeZone, date, link.linkedAt, dayMoments))
        if (link.revokedAt === null || at <= link.revokedAt) moments.push({source: link.source, at, progress});
    }
    if (days.size >= DAY_LINKS_LIMIT) days.delete(days.keys().next().value!);
    links = {moments, instants: [...new Set(moments.map((m) => m.at))].sort((a, b) => a - b)};
    days.set(key, links);
  }
  return links;
}

/** What each linked source contributed to a day's document by `asOf`. */
export function contributions(kind: DocumentKind, user: UserContext, date: string, asOf: number): Contribution[] {
  const result = new Map<string, Contribution>();
  for (const {source, at, progress} of dayLinks(kind, user, date).moments) {
    if (at > asOf) continue;
    const entry = result.get(source) ?? {source, moments: [], progress: 0};
    if (!entry.moments.includes(at)) entry.moments.push(at);
    entry.progress = Math.max(entry.progress, progress);
    result.set(source, entry);
  }
  return [...result.values()].sort((a, b) => rank(kind.pillar, a.source) - rank(kind.pillar, b.source));
}

/** How many of `instants` (ascending) are at or before `asOf`. */
function passedCount(instants: readonly number[], asOf: number): number {
  let low = 0;
  let high = instants.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (instants[middle]! <= asOf) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Every moment at which the document changed, oldest first. */
function documentMoments(contribs: Contribution[]): number[] {
  return [...new Set(contribs.flatMap((c) => c.moments))].sort((a, b) => a - b);
}

// Documents are pure functions of their inputs; readers and webhooks ask for the same ones again.
const built = new Map<string, JsonObject | null>();
const BUILT_LIMIT = 2_000;

// A frozen context cannot change, so its identity stands for its content in the documents' keys:
// a number per object, instead of writing the user and the day's contributions out on every read.
const contextNumbers = new WeakMap<UserContext, number>();
let contextCount = 0;

/** The key of a day's document of `kind`: the day, the user, and which of the day's link moments `asOf` has passed. */
function documentKey(kind: DocumentKind, user: UserContext, date: string, asOf: number): string {
  if (!Object.isFrozen(user)) {
    const {clientUuid, userId, timeZone, information} = user;
    return JSON.stringify([kind.id, clientUuid, userId, timeZone, information, date, contributions(kind, user, date, asOf)]);
  }
  let number = contextNumbers.get(user);
  if (number === undefined) contextNumbers.set(user, (number = ++contextCount));
  return `${number}|${kind.id}|${date}|${passedCount(dayLinks(kind, user, date).instants, asOf)}`;
}

/**
 * The merged document of a user's day as of `asOf`, or null when there is none yet. Frozen and shared
 * with every caller that asks for the same day: it is read and sent, never changed.
 */
export function buildDocument(kind: DocumentKind, user: UserContext, date: string, asOf: number): DataDocument | null {
  const document = builtJson(kind, user, date, asOf);
  return document && asDataDocument(document);
}

/** buildDocument's document as a copy of its own, which naps.ts reshapes. */
export function buildJson(kind: DocumentKind, user: UserContext, date: string, asOf: number): JsonObject | null {
  return structuredClone(builtJson(kind, user, date, asOf));
}

function builtJson(kind: DocumentKind, user: UserContext, date: string, asOf: number): JsonObject | null {
  const key = documentKey(kind, user, date, asOf);
  let document = built.get(key);
  if (document === undefined) {
    if (built.size >= BUILT_LIMIT) built.delete(built.keys().next().value!);
    document = frozen(assemble(kind, user, date, contributions(kind, user, date, asOf)));
    built.set(key, document);
  }
  return document;
}

function assemble(kind: DocumentKind, user: UserContext, date: string, contribs: Contribution[]): JsonObject | null {
  const hasInformation = kind.kind === 'user_info' && user.information !== null && user.information.datetime.slice(0, 10) <= date;
  if (!contribs.length && !hasInformation) return null;
  const documents = contribs.map((c) => sourceDocument(kind, user, c.source, date, c.progress));
  const base = documents[0] ?? sourceDocument(kind, user, 'user', date, 1);
  if (kind.kind === 'events') {
    const events = documents
      .flatMap((doc) => structureItems(kind, doc))
      .sort((a, b) => Date.parse(a.metadata.datetime_string) - Date.parse(b.metadata.datetime_string));
    const merged: StructureItem[] = [];
    for (const event of events) {
      const previous = merged.at(-1);
      const close =
        previous && Date.parse(event.metadata.datetime_string) - Date.parse(previous.metadata.datetime_string) <= EVENT_MERGE_WINDOW_MS;
      if (close) {
        fillNulls(previous, event);
        previous.metadata.sources_of_data_array = [
          ...new Set([...previous.metadata.sources_of_data_array, ...event.metadata.sources_of_data_array]),
        ];
      } else merged.push(event);
    }
    objectAt(objectAt(base, kind.container), 'events')[kind.structure] = merged;
  } else {
    const [first, ...rest] = documents.map((doc) => structureItems(kind, doc)[0]!);
    const item = first ?? structureItems(kind, base)[0]!;
    for (const other of rest) fillNulls(item, other);
    item.metadata.sources_of_data_array = contribs.map((c) => c.source);
    if (kind.kind === 'summary') objectAt(objectAt(base, kind.container), 'summary')[kind.structure] = item;
    else base[kind.container] = item;
    if (kind.kind === 'user_info') applyInformation(item, user);
    if (kind.kind === 'score') scoreArithmetic(item, contribs);
  }
  for (const item of structureItems(kind, base)) item.metadata.user_id_string = user.userId;
  base.client_uuid = user.clientUuid;
  base.user_id = user.userId;
  base.document_version = Math.max(1, documentMoments(contribs).length + (hasInformation ? 1 : 0));
  return base;
}

/**
 * Keeps a score consistent with its inputs: a pillar is null when no
 * contributing source sends its summary, a pillar's score is the mean of its
 * variables, the global score the mean of the pillars (ROOK's default equal
 * weights). The seven-day score is varied like any value, not computed.
 */
function scoreArithmetic(score: JsonObject, contribs: Contribution[]): void {
  const summaries = new Set(contribs.flatMap((c) => [...generatedStructures(sourceByName.get(c.source)!)]));
  const mean = (values: (Json | undefined)[]) => {
    const known = values.filter((value): value is number => typeof value === 'number');
    return known.length ? Math.round(known.reduce((sum, value) => sum + value, 0) / known.length) : null;
  };
  const pillars = Object.entries(score).filter(
    (entry): entry is [string, JsonObject] => isJsonObject(entry[1]) && 'pillar_score_int' in entry[1],
  );
  for (const [key, pillar] of pillars) {
    // physical_health_score is computed from physical_summary, and so on.
    if (!summaries.has(key.replace('_health_score', '_summary'))) for (const field of Object.keys(pillar)) pillar[field] = null;
    pillar.pillar_score_int = mean(
      Object.entries(pillar)
        .filter(([field]) => field !== 'pillar_score_int')
        .map(([, value]) => value),
    );
  }
  score.global_score_int = mean(pillars.map(([, pillar]) => pillar.pillar_score_int));
}

/** Overlays what createUserInformation stored, and the user's time zone. */
function applyInformation(item: StructureItem, user: UserContext): void {
  const info = user.information;
  const metrics = objectAt(item, 'user_body_metrics');
  const demographics = objectAt(item, 'user_demographics');
  demographics.time_zone_string = user.timeZone;
  if (!info) return;
  if (info.height_cm_int !== undefined) metrics.height_cm_int = info.height_cm_int;
  if (info.weight_kg_float !== undefined) metrics.weight_kg_float = info.weight_kg_float;
  if (info.sex_string !== undefined) demographics.sex_string = info.sex_string;
  if (info.date_of_birth_string !== undefined) demographics.date_of_birth_string = info.date_of_birth_string;
  item.metadata.datetime_string = info.datetime;
}

// --- Test webhooks -------------------------------------------------------------

/**
 * A complete document of this kind for a user's day, as one source would send it, whatever the user
 * has linked: the body of a test webhook (sendTestWebhook). The source is the highest-ranked one that
 * sends this kind of document (the contract example's own source when no listed source sends it).
 */
export function sampleDocument(kind: DocumentKind, user: UserContext, date: string): DataDocument {
  const listed = [...sourceByName.values()]
    .filter((candidate) => feeds(kind.type, candidate))
    .sort((a, b) => rank(kind.pillar, a.name) - rank(kind.pillar, b.name))[0]?.name;
  // No source the site lists sends it: the contract example's own source.
  const source = listed ?? structureItems(kind, kind.template)[0]!.metadata.sources_of_data_array[0]!;
  const contribution: Contribution = {source, moments: [], progress: 1};
  const document = sourceDocument(kind, user, source, date, 1);
  const [item] = structureItems(kind, document);
  if (kind.kind === 'user_info') applyInformation(item!, user);
  if (kind.kind === 'score') scoreArithmetic(item!, [contribution]);
  for (const each of structureItems(kind, document)) each.metadata.user_id_string = user.userId;
  document.client_uuid = user.clientUuid;
  document.user_id = user.userId;
  document.document_version = 1;
  return asDataDocument(document);
}
