// The rulebook's scenarios (docs/data-behaviour.mdx has a section for each id, in this order).
// Each sets up new users for the calling client and names the calls that show its rule;
// tests/sandbox/scenarios.test.ts makes those calls and asserts the rule.
import {connectionsPath, withingsDelayMinutes} from '../connections';
import {withingsUnlinkDelay} from '../../../core/data/dataSources';
import {sourceByName} from '../../model/sources';
import {historyDays} from '../../../core/rules/documents';
import {addDays, instantOf, localParts} from '../../../core/rules/time';
import type {Plan, ScenarioContext} from './context';
import {retryDelaysMs} from '../../delivery/outbox';
import {planOnboarding, type PlanInput} from '../../../core/rules/plan';

interface Scenario {
  id: string;
  title: string;
  rule: string;
  setup(ctx: ScenarioContext): Promise<Plan>;
}

const HOUR = 3600;
/** The sandbox's retries, in hours after the first try. */
const retryHours = retryDelaysMs.map((ms) => ms / (HOUR * 1000));

const sleepCrossesMidnight: Scenario = {
  id: 'sleep-crosses-midnight',
  title: 'A sleep that crosses midnight',
  rule: 'A sleep is filed under the date the user woke up, even when it started the evening before.',
  async setup(ctx) {
    const timeZone = 'America/Mexico_City';
    const user = await ctx.newUser(timeZone, ['Oura']);
    const wake = addDays(await ctx.today(timeZone), -1);
    return {
      timeZone,
      userIds: [user],
      sources: ['Oura'],
      dates: {wake_date: wake},
      calls: [
        ctx.read(
          'getSleepSummary',
          user,
          wake,
          `The sleep started on the evening of ${addDays(wake, -1)} and is filed under ${wake}, the day the user woke up.`,
        ),
      ],
    };
  },
};

/** A user in UTC with no source linked, looked at on yesterday's date: how the "no data" scenarios start. */
async function userWithoutSources(ctx: ScenarioContext) {
  const timeZone = 'UTC';
  const user = await ctx.newUser(timeZone, []);
  const yesterday = addDays(await ctx.today(timeZone), -1);
  return {user, yesterday, plan: {timeZone, userIds: [user], sources: [], dates: {day: yesterday}}};
}

/** A nap of `minutes` at a local time on `date`, recorded for the user. */
async function napOn(ctx: ScenarioContext, user: string, timeZone: string, date: string, time: string, minutes: number) {
  await ctx.addNap(user, instantOf(timeZone, date, time), minutes);
}

const nap: Scenario = {
  id: 'nap',
  title: 'A nap',
  rule: 'A nap is a sleep of its own, filed under the date it ends and sent as its own sleep summary document, after the next sleep extraction.',
  async setup(ctx) {
    const timeZone = 'Europe/Madrid';
    // Past today's 12:15, when yesterday's afternoon nap is delivered (the next sleep extraction plus the hold).
    const {user, today, plan} = await ctx.userAt(timeZone, '13:00:00', ['Oura']);
    const date = addDays(today, -1);
    await napOn(ctx, user, timeZone, date, '15:10:00', 40);
    return {
      ...plan,
      dates: {nap_date: date},
      calls: [
        ctx.call(
          'listWebhookDeliveries',
          `A sleep_summary document for the nap: it started at 15:10 on ${date} and is filed under ${date}.`,
          {
            query: {kind: 'data', limit: 500},
          },
        ),
        ctx.read('getSleepSummary', user, date, `The API answers one sleep summary for ${date}: the main sleep, not the nap.`),
      ],
    };
  },
};

const severalSleeps: Scenario = {
  id: 'several-sleeps-one-date',
  title: 'Several sleeps on one date',
  rule: 'A date can hold several sleeps: each is its own sleep summary document with its own start; the API answers one of them.',
  async setup(ctx) {
    const timeZone = 'America/New_York';
    // Past today's 12:15, when yesterday's afternoon and evening naps are delivered.
    const {user, today, plan} = await ctx.userAt(timeZone, '13:00:00', ['Oura']);
    const date = addDays(today, -1);
    await napOn(ctx, user, timeZone, date, '13:30:00', 25);
    await napOn(ctx, user, timeZone, date, '18:05:00', 20);
    return {
      ...plan,
      dates: {date},
      calls: [
        ctx.call(
          'listWebhookDeliveries',
          `Three sleep_summary documents with sleep_date_string ${date}: the night and two naps, each with its own metadata.datetime_string.`,
          {
            query: {kind: 'data', limit: 500},
          },
        ),
        ctx.read('getSleepSummary', user, date, `The API answers the main sleep of ${date}, the longest.`),
      ],
    };
  },
};

const partialAndFinal: Scenario = {
  id: 'partial-and-final-summaries',
  title: 'Partial and final daily summaries',
  rule: 'A day’s physical summary arrives in parts through the day, each with a higher document_version, then once more, final, after the local day ends.',
  async setup(ctx) {
    const timeZone = 'Europe/Madrid';
    const {user, today, plan} = await ctx.userAt(timeZone, '03:00:00', ['Garmin']);
    const advance = (seconds: number, shows: string) => ctx.call('advanceSandboxClock', shows, {body: {seconds}});
    return {
      ...plan,
      dates: {day: today},
      calls: [
        advance(HOUR, 'The clock reaches 04:00 local.'),
        ctx.read('getPhysicalSummary', user, today, 'The first partial summary: document_version 1, the steps of the first four hours.'),
        advance(4 * HOUR, 'The clock reaches 08:00 local.'),
        ctx.read('getPhysicalSummary', user, today, 'The next partial summary: document_version 2, more steps.'),
        advance(17 * HOUR, 'The clock reaches 01:00 of the next day, after the local day ended.'),
        ctx.read('getPhysicalSummary', user, today, 'The final summary: document_version 6 (five partials, then the final one).'),
      ],
    };
  },
};

const newVersion: Scenario = {
  id: 'new-document-version',
  title: 'A new version of a document',
  rule: 'A document with a higher document_version replaces the whole earlier one for the same user, structure and date: it is complete, not a difference.',
  async setup(ctx) {
    const timeZone = 'Europe/Madrid';
    const {user, today, plan} = await ctx.userAt(timeZone, '10:00:00', ['Garmin']);
    return {
      ...plan,
      dates: {day: today},
      calls: [
        ctx.read('getPhysicalSummary', user, today, 'document_version 1: the day so far.'),
        ctx.call('advanceSandboxClock', 'Two hours pass: the 12:00 partial summary is made.', {body: {seconds: 2 * HOUR}}),
        ctx.read(
          'getPhysicalSummary',
          user,
          today,
          'document_version 2: every value of the day so far, granular samples included; keep it instead of version 1.',
        ),
      ],
    };
  },
};

const timeZoneChange: Scenario = {
  id: 'time-zone-change',
  title: 'A change of time zone',
  rule: 'Days are cut in the user’s time zone; after a change, the sandbox files every document in the new zone.',
  async setup(ctx) {
    const timeZone = 'Europe/Madrid';
    const next = 'America/New_York';
    const {user, today, plan} = await ctx.userAt(timeZone, '10:00:00', ['Garmin']);
    const yesterday = addDays(today, -1);
    const offset = localParts(next, await ctx.now()).offset;
    return {
      ...plan,
      dates: {day: yesterday},
      calls: [
        ctx.read(
          'getPhysicalSummary',
          user,
          yesterday,
          `The day's timestamps carry Madrid's offset, ${localParts(timeZone, await ctx.now()).offset}.`,
        ),
        ctx.call('updateUserTimeZone', `The user moves to ${next} (${offset}).`, {
          params: {user_id: user},
          body: {time_zone: next, offset},
        }),
        ctx.read('getPhysicalSummary', user, yesterday, `The same date, now cut in New York time: its timestamps carry ${offset}.`),
      ],
    };
  },
};

/** Zones with daylight saving time, north and south, so one of them changes within a few months. */
const daylightSavingZones = ['America/New_York', 'Europe/Madrid', 'Australia/Sydney', 'America/Santiago', 'Pacific/Auckland'];

/** The next date (its 13:00 still ahead) on which the zone's offset differs from the day before. */
function nextChange(timeZone: string, now: number): string {
  let date = localParts(timeZone, now).date;
  for (let day = 0; day < 400; day += 1, date = addDays(date, 1)) {
    const before = localParts(timeZone, instantOf(timeZone, addDays(date, -1), '12:00:00')).offsetMinutes;
    const after = localParts(timeZone, instantOf(timeZone, date, '12:00:00')).offsetMinutes;
    if (before !== after && instantOf(timeZone, date, '13:00:00') > now) return date;
  }
  throw new Error(`${timeZone} has no daylight-saving change within 400 days`);
}

const daylightSaving: Scenario = {
  id: 'daylight-saving-day',
  title: 'A daylight-saving day',
  rule: 'On the day the clocks change, the local day has 23 or 25 hours; every timestamp carries the offset in force at that moment.',
  async setup(ctx) {
    const now = await ctx.now();
    const [timeZone, date] = daylightSavingZones
      .map((zone) => [zone, nextChange(zone, now)] as const)
      .sort((a, b) => instantOf(a[0], a[1], '13:00:00') - instantOf(b[0], b[1], '13:00:00'))[0]!;
    await ctx.advanceTo(instantOf(timeZone, date, '13:00:00'));
    const user = await ctx.newUser(timeZone, ['Oura']);
    return {
      timeZone,
      userIds: [user],
      sources: ['Oura'],
      dates: {change_date: date},
      calls: [
        ctx.read(
          'getSleepSummary',
          user,
          date,
          `The night into ${date} started before the clocks changed and ended after: its start and end carry different offsets.`,
        ),
      ],
    };
  },
};

const sourcePriority: Scenario = {
  id: 'source-priority',
  title: 'Source priority and merging',
  rule: 'When several sources report the same day, the higher-priority source’s values win and a lower one fills only the values it left empty.',
  async setup(ctx) {
    const timeZone = 'UTC';
    const sources = ['Apple Health', 'Oura', 'Garmin'];
    const user = await ctx.newUser(timeZone, sources);
    const yesterday = addDays(await ctx.today(timeZone), -1);
    return {
      timeZone,
      userIds: [user],
      sources,
      dates: {day: yesterday},
      calls: [
        ctx.read('getPhysicalSummary', user, yesterday, 'sources_of_data_array starts with Garmin, first for physical data.'),
        ctx.read('getSleepSummary', user, yesterday, 'sources_of_data_array starts with Oura, first for sleep.'),
      ],
    };
  },
};

const firstLinkHistory: Scenario = {
  id: 'first-link-history',
  title: 'History on first link',
  rule: 'On a first link ROOK fetches the days before it: up to 7 for API sources and 29 for SDK sources.',
  async setup(ctx) {
    const timeZone = 'UTC';
    const apiUser = await ctx.newUser(timeZone, ['Polar'], 'api');
    const sdkUser = await ctx.newUser(timeZone, ['Apple Health'], 'sdk');
    const today = await ctx.today(timeZone);
    const apiDays = historyDays(sourceByName.get('Polar')!);
    const sdkDays = historyDays(sourceByName.get('Apple Health')!);
    const dates = {
      api_oldest: addDays(today, -apiDays),
      api_before: addDays(today, -apiDays - 1),
      sdk_oldest: addDays(today, -sdkDays),
      sdk_before: addDays(today, -sdkDays - 1),
    };
    return {
      timeZone,
      userIds: [apiUser, sdkUser],
      sources: ['Polar', 'Apple Health'],
      dates,
      calls: [
        ctx.read('getPhysicalSummary', apiUser, dates.api_oldest, `Polar (an API source): ${apiDays} days back, there is a summary.`),
        ctx.read('getPhysicalSummary', apiUser, dates.api_before, 'One day earlier: 204, nothing.'),
        ctx.read(
          'getPhysicalSummary',
          sdkUser,
          dates.sdk_oldest,
          `Apple Health (an SDK source): ${sdkDays} days back, there is a summary.`,
        ),
        ctx.read('getPhysicalSummary', sdkUser, dates.sdk_before, 'One day earlier: 204, nothing.'),
      ],
    };
  },
};

const revokeWithings: Scenario = {
  id: 'revoke-withings',
  title: 'Revoking Withings',
  rule: `A revoke takes effect at ROOK at once and deletes the user; Withings itself keeps showing the link for a while (${withingsUnlinkDelay.supportArticle}, says ROOK's support article; ${withingsUnlinkDelay.documentation}, says its documentation).`,
  async setup(ctx) {
    const timeZone = 'UTC';
    const user = await ctx.newUser(timeZone, ['Withings']);
    const pageKey = (await ctx.services.store.clients.pageKey(ctx.clientUuid))!;
    const page = connectionsPath('', pageKey, ctx.clientUuid, user);
    const delay = withingsDelayMinutes(ctx.clientUuid, user);
    return {
      timeZone,
      userIds: [user],
      sources: ['Withings'],
      dates: {},
      calls: [
        ctx.call('revokeDataSource', 'Revoke Withings.', {params: {user_id: user}, body: {data_source: 'Withings'}}),
        ctx.call('getAuthorizedDataSourcesV2', 'The user no longer exists at ROOK: the call answers 422, as for any unknown user.', {
          params: {user_id: user},
        }),
        {
          ...ctx.call(
            'showConnectionsPage',
            `The connections page says the user was deleted, and that Withings itself still lists the link (for ${delay} minutes here).`,
          ),
          path: page,
        },
        ctx.call('advanceSandboxClock', `${delay} minutes pass.`, {body: {seconds: delay * 60 + 60}}),
        {...ctx.call('showConnectionsPage', 'The note is gone: Withings has dropped the link too.'), path: page},
      ],
    };
  },
};

const lateData: Scenario = {
  id: 'late-data',
  title: 'Late data for a past day',
  rule: 'Data for a past day can arrive late (a source linked or synced later): that day’s document comes again with a higher document_version.',
  async setup(ctx) {
    const timeZone = 'Europe/Madrid';
    const {user, today, plan} = await ctx.userAt(timeZone, '10:00:00', ['Garmin']);
    const yesterday = addDays(today, -1);
    return {
      ...plan,
      dates: {past_day: yesterday},
      calls: [
        ctx.read('getPhysicalSummary', user, yesterday, 'Garmin’s summary of the past day: document_version 1.'),
        ctx.call('linkSdkSource', 'The user’s phone starts sending Apple Health data, its days before included.', {
          params: {user_id: user},
          body: {data_source: 'Apple Health'},
        }),
        ctx.read(
          'getPhysicalSummary',
          user,
          yesterday,
          'The same past day again: document_version 2, Apple Health added to sources_of_data_array.',
        ),
      ],
    };
  },
};

const sourceNotAuthorized: Scenario = {
  id: 'source-not-authorized',
  title: 'A source that was never authorized',
  rule: 'Until the user allows a source on its consent page, the source is not authorized and no data comes from it.',
  async setup(ctx) {
    const {user, yesterday, plan} = await userWithoutSources(ctx);
    return {
      ...plan,
      calls: [
        ctx.call('getAuthorizedDataSourcesV2', 'Garmin: authorized false.', {params: {user_id: user}}),
        ctx.read('getPhysicalSummary', user, yesterday, '204: no data.'),
        ctx.call('getDataSourceAuthorizer', 'The fix: an authorization_url to send the user to.', {
          params: {user_id: user, data_source: 'Garmin'},
        }),
      ],
    };
  },
};

const extractionFailed: Scenario = {
  id: 'extraction-failed',
  title: 'An extraction that failed',
  rule: 'When ROOK cannot read a linked source (an expired token, say), a failed-extraction notification says so and the data stops.',
  async setup(ctx) {
    const timeZone = 'UTC';
    const user = await ctx.newUser(timeZone, ['Polar']);
    return {
      timeZone,
      userIds: [user],
      sources: ['Polar'],
      dates: {},
      calls: [
        ctx.call('simulateExtractionFailure', 'Polar’s token expires (what a real failure would do).', {
          params: {user_id: user},
          body: {data_source: 'Polar', reason: 'token_expired'},
        }),
        ctx.call('listWebhookDeliveries', 'A failed_extraction notification naming Polar and the reason.', {query: {kind: 'notification'}}),
        ctx.call('getDataSourceAuthorizer', 'The fix: the user authorizes Polar again.', {params: {user_id: user, data_source: 'Polar'}}),
      ],
    };
  },
};

const sdkPermissionsMissing: Scenario = {
  id: 'sdk-permissions-missing',
  title: 'SDK permissions never granted',
  rule: 'An SDK source sends nothing until the user grants its permissions on the phone: the user exists, and no data comes from the source.',
  async setup(ctx) {
    const {user, yesterday, plan} = await userWithoutSources(ctx);
    return {
      ...plan,
      calls: [
        ctx.call(
          'getAuthorizedDataSourcesV2',
          'Health Connect: authorized false here, since linkSdkSource has not run (at ROOK, registering the user is enough for true).',
          {
            params: {user_id: user},
          },
        ),
        ctx.read('getPhysicalSummary', user, yesterday, '204: no data.'),
        ctx.call('linkSdkSource', 'The fix: the user grants the permissions and the SDK syncs (what this call stands for).', {
          params: {user_id: user},
          body: {data_source: 'Health Connect'},
        }),
        ctx.read('getPhysicalSummary', user, yesterday, 'The day’s summary is there now.'),
      ],
    };
  },
};

const dayNotOver: Scenario = {
  id: 'day-not-over',
  title: 'A day that is not over yet',
  rule: 'Today’s summaries are partial or missing until the user’s local day (or night) is processed: the physical summary is final after local midnight, the sleep summary comes at 12:00.',
  async setup(ctx) {
    const timeZone = 'Asia/Tokyo';
    const {user, today, plan} = await ctx.userAt(timeZone, '10:00:00', ['Garmin', 'Oura']);
    return {
      ...plan,
      dates: {today},
      calls: [
        ctx.read('getSleepSummary', user, today, '204 at 10:00 local: last night’s sleep is not processed yet.'),
        ctx.read('getPhysicalSummary', user, today, 'A partial physical summary: the day so far.'),
        ctx.call('advanceSandboxClock', 'The clock reaches 00:20 of the next day in Tokyo.', {body: {seconds: 14 * HOUR + 20 * 60}}),
        ctx.read('getSleepSummary', user, today, 'The sleep summary is there.'),
        ctx.read('getPhysicalSummary', user, today, 'The final physical summary, with a higher document_version.'),
      ],
    };
  },
};

const deliveryRejected: Scenario = {
  id: 'delivery-rejected',
  title: 'Deliveries your endpoint rejected',
  rule: 'A document your endpoint does not accept is retried after 2 h, 24 h and 48 h, then kept as rejected and notified; resend it once the endpoint works.',
  async setup(ctx) {
    const timeZone = 'UTC';
    await ctx.useInbox({rejecting: true});
    const user = await ctx.newUser(timeZone, ['Dexcom']);
    const today = await ctx.today(timeZone);
    const advance = (seconds: number, shows: string) => ctx.call('advanceSandboxClock', shows, {body: {seconds}});
    return {
      timeZone,
      userIds: [user],
      sources: ['Dexcom'],
      dates: {first: addDays(today, -historyDays(sourceByName.get('Dexcom')!)), last: today},
      calls: [
        ctx.call('listWebhookDeliveries', 'Dexcom’s documents, each refused once (status pending, one attempt answered 500).', {
          query: {kind: 'data'},
        }),
        advance(2 * HOUR, 'The 2-hour retry, refused.'),
        advance(22 * HOUR, 'The 24-hour retry, refused.'),
        advance(24 * HOUR + 60, 'The 48-hour retry, refused: the documents are kept as rejected.'),
        ctx.call('listWebhookDeliveries', 'rejected_information notifications, one per rejected document.', {
          query: {kind: 'notification'},
        }),
      ],
    };
  },
};

/** How long the receiver-down scenario's endpoint refuses deliveries: past the last retry of its first day's documents. */
const OUTAGE_HOURS = 72;
/** How long the scenario watches after the endpoint is back: every retry still pending comes due. */
const AFTER_HOURS = 48;

const receiverDown: Scenario = {
  id: 'receiver-down',
  title: 'When your endpoint was down',
  rule: `While your endpoint is down every document is refused and retried 2, 24 and 48 hours after its first try: those first refused in the outage's last ${retryHours.at(-1)!} hours arrive late once it is back; the earlier ones are given up, kept as rejected and notified. The API still answers every day.`,
  async setup(ctx) {
    const timeZone = 'UTC';
    // The receiver first, so the user's first documents go to it.
    await ctx.advanceToLocal(timeZone, '06:00:00');
    const receiver = await ctx.useOwnReceiver('receiver-down');
    const user = await ctx.newUser(timeZone, ['Dexcom']);
    const today = await ctx.today(timeZone);
    const advance = (hours: number, shows: string) => ctx.call('advanceSandboxClock', shows, {body: {seconds: hours * HOUR}});
    const back = addDays(today, OUTAGE_HOURS / 24);
    return {
      timeZone,
      userIds: [user],
      sources: ['Dexcom'],
      dates: {down_from: today, back_on: back, given_up_until: addDays(today, 1), last: addDays(back, AFTER_HOURS / 24)},
      calls: [
        ctx.call('listWebhookDeliveries', 'Before the outage: the user’s days so far, each delivered at its first try.', {
          query: {kind: 'data', limit: 500},
        }),
        ctx.call('updateSandboxSettings', `Your endpoint goes down at 06:00 on ${today}: from now on it answers 503.`, {
          body: {data_webhook_url: `${receiver}?respond_with=503`},
        }),
        advance(
          OUTAGE_HOURS,
          `${OUTAGE_HOURS} hours pass with it down: each new document is refused at its first try and at every retry that comes due.`,
        ),
        ctx.call('updateSandboxSettings', `Your endpoint is back at 06:00 on ${back}: the retries still pending go to it.`, {
          body: {data_webhook_url: receiver},
        }),
        advance(
          AFTER_HOURS,
          `${AFTER_HOURS} more hours: documents first refused after 06:00 on ${addDays(today, 1)} arrive late, at their 24- or 48-hour retry.`,
        ),
        ctx.call(
          'listWebhookDeliveries',
          `Given up: the documents first refused before 06:00 on ${addDays(today, 1)}, whose 48-hour retry was refused too.`,
          {query: {kind: 'data', status: 'rejected', limit: 500}},
        ),
        ctx.call('listWebhookDeliveries', 'A rejected_information notification for each of them.', {
          query: {kind: 'notification', limit: 500},
        }),
        ctx.read('getBodyBloodGlucoseEvents', user, today, `The API still answers ${today}, the day the outage began, in full.`),
      ],
    };
  },
};

const fieldNotProvided: Scenario = {
  id: 'field-not-provided',
  title: 'Data a source never provides',
  rule: 'A source sends only what it measures: a linked Android step sensor gives steps events and no summary, so the summary reads answer 204.',
  async setup(ctx) {
    const timeZone = 'UTC';
    const {user, today, plan} = await ctx.userAt(timeZone, '10:00:00', ['Android']);
    return {
      ...plan,
      dates: {today},
      calls: [
        ctx.call('getAuthorizedDataSourcesV2', 'Android: authorized true.', {params: {user_id: user}}),
        ctx.read('getPhysicalSummary', user, today, '204: the step sensor makes no physical summary.'),
        ctx.call('listWebhookDeliveries', 'A steps_event document: what Android does send, by Data Webhook only.', {query: {kind: 'data'}}),
      ],
    };
  },
};

/**
 * The small launch the onboarding-plan scenario runs: two users a day in two time zones, an API source
 * with history, one that sends many kinds of events, and an SDK source with its 29 days.
 */
export const onboardingPlanExample: Omit<PlanInput, 'startDate'> = {
  users: [
    {source: 'Oura', users: 2},
    {source: 'Withings', users: 1},
    {source: 'Android', users: 1},
  ],
  usersPerDay: 2,
  timeZones: [
    {timeZone: 'America/New_York', percent: 50},
    {timeZone: 'Asia/Tokyo', percent: 50},
  ],
  linkTime: '10:00',
};

/** Days from the client's UTC date to the plan's first day: every zone's first link is still ahead of the clock. */
const PLAN_LEAD_DAYS = 2;

const onboardingPlan: Scenario = {
  id: 'onboarding-plan',
  title: 'A launch, as the onboarding planner plans it',
  rule: 'Users linked on the planner’s schedule bring the history, the documents per day and the first-link burst the planner counts, with the same rules.',
  async setup(ctx) {
    await ctx.useOwnReceiver('onboarding-plan');
    const startDate = addDays(localParts('UTC', await ctx.now()).date, PLAN_LEAD_DAYS);
    const plan = planOnboarding({...onboardingPlanExample, startDate});
    const userIds: string[] = [];
    // In the order of time: a zone ahead of UTC links its users of a day before one behind it.
    const links = [...plan.links].sort((a, b) => Date.parse(a.linkedAt) - Date.parse(b.linkedAt));
    for (const group of links) {
      await ctx.advanceTo(Date.parse(group.linkedAt));
      const label = sourceByName.get(group.source)!.slug;
      for (let i = 0; i < group.users; i += 1) userIds.push(await ctx.newUser(group.timeZone, [group.source], label));
    }
    const until = plan.days.at(-1)!.date;
    // The end of the plan's last day in the zone that reaches it last.
    const end = Math.max(...onboardingPlanExample.timeZones.map(({timeZone}) => instantOf(timeZone, addDays(until, 1), '00:00:00')));
    return {
      timeZone: onboardingPlanExample.timeZones[0]!.timeZone,
      userIds,
      sources: plan.sources.map((source) => source.name),
      dates: {start: startDate, last_link: plan.lastLinkDate, until},
      calls: [
        ctx.call('advanceSandboxClock', `The clock moves to the end of ${until} in every zone: the day after the last link is whole.`, {
          body: {seconds: Math.round((end - (await ctx.now())) / 1000)},
        }),
        ctx.call(
          'listWebhookDeliveries',
          'Every document sent, with the sandbox time of its first try: counted per user’s local day and per structure, they are the plan’s.',
          {
            query: {kind: 'data', limit: 500},
          },
        ),
      ],
    };
  },
};

/** In the rulebook's order. */
export const scenarios: readonly Scenario[] = [
  sleepCrossesMidnight,
  nap,
  severalSleeps,
  partialAndFinal,
  newVersion,
  timeZoneChange,
  daylightSaving,
  sourcePriority,
  firstLinkHistory,
  revokeWithings,
  lateData,
  sourceNotAuthorized,
  extractionFailed,
  sdkPermissionsMissing,
  dayNotOver,
  deliveryRejected,
  receiverDown,
  fieldNotProvided,
  onboardingPlan,
];

export const scenarioById = new Map(scenarios.map((scenario) => [scenario.id, scenario]));
