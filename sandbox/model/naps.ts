// The sandbox's model of naps (ROOK has published that a date can hold several sleeps, not how
// each is made): a nap is a sleep summary document of its own, the night's document of its date
// reshaped to the nap's start, end and stages, version 1, filed and delivered as any sleep is
// (core/rules/summaryDay.ts: under the date it ends, at the next sleep extraction plus the hold),
// or when it is reported if that is later. The API's getSleepSummary keeps answering the date's main sleep.
import {asDataDocument, isJsonObject, objectAt, type DataDocument, type JsonObject} from '../contract/documents';
import {buildJson, type DocumentKind, type Nap, type UserContext} from './generator';
import {sleepDate, sleepDeliveredAt} from '../../core/rules/summaryDay';
import {timestamp} from '../../core/rules/time';

interface NapDocument {
  document: DataDocument;
  date: string;
  at: number;
}

const napEnd = (nap: Nap) => nap.startAt + nap.minutes * 60_000;
/** Delivered as any sleep is (core/rules/summaryDay.ts), or when the nap was recorded if that is later. */
const availableAt = (timeZone: string, nap: Nap) => Math.max(sleepDeliveredAt(timeZone, napEnd(nap)), nap.reportedAt);

/** The nap documents of a user that became available in (since, now]. */
export function napDocuments(kinds: DocumentKind[], user: UserContext, since: number, now: number): NapDocument[] {
  const sleep = kinds.find((kind) => kind.structure === 'sleep_summary');
  if (!sleep) return [];
  const documents: NapDocument[] = [];
  for (const nap of user.naps) {
    const at = availableAt(user.timeZone, nap);
    if (at <= since || at > now) continue;
    const date = sleepDate(user.timeZone, napEnd(nap));
    const night = buildJson(sleep, user, date, at);
    // No sleep source linked by then: nothing reports the nap either.
    if (night) documents.push({document: reshapeToNap(night, user.timeZone, nap, date), date, at});
  }
  return documents;
}

function reshapeToNap(document: JsonObject, timeZone: string, nap: Nap, date: string): DataDocument {
  const seconds = nap.minutes * 60;
  const start = nap.startAt;
  const end = start + seconds * 1000;
  const summary = objectAt(objectAt(objectAt(document, 'sleep_health'), 'summary'), 'sleep_summary');
  keepSamplesWithin(summary, start, end);
  objectAt(summary, 'metadata').datetime_string = timestamp(timeZone, start);
  const light = Math.round(seconds * 0.8);
  Object.assign(objectAt(summary, 'duration'), {
    sleep_start_datetime_string: timestamp(timeZone, start),
    sleep_end_datetime_string: timestamp(timeZone, end),
    sleep_date_string: date,
    sleep_duration_seconds_int: seconds,
    time_in_bed_seconds_int: seconds + 300,
    light_sleep_duration_seconds_int: light,
    rem_sleep_duration_seconds_int: 0,
    deep_sleep_duration_seconds_int: seconds - light,
    time_to_fall_asleep_seconds_int: 300,
    time_awake_during_sleep_seconds_int: 0,
    sleep_stages_granular_data_array: [
      {datetime_string: timestamp(timeZone, start), sleep_stage_string: 'light', interval_duration_seconds_float: light},
      {
        datetime_string: timestamp(timeZone, start + light * 1000),
        sleep_stage_string: 'deep',
        interval_duration_seconds_float: seconds - light,
      },
    ],
  });
  document.document_version = 1;
  return asDataDocument(document);
}

/** The night's granular samples do not belong to the nap: keeps only those within it. */
function keepSamplesWithin(value: JsonObject, start: number, end: number): void {
  for (const [key, child] of Object.entries(value)) {
    if (Array.isArray(child) && key.endsWith('granular_data_array')) {
      value[key] = child.filter((sample) => {
        const at = isJsonObject(sample) && typeof sample.datetime_string === 'string' ? Date.parse(sample.datetime_string) : NaN;
        return Number.isFinite(at) && at >= start && at < end;
      });
    } else if (isJsonObject(child)) keepSamplesWithin(child, start, end);
  }
}
