// The onboarding planner's numbers, proved by the sandbox: the onboarding-plan scenario links a small
// launch on the planner's schedule, the clock runs past its last day, and what the outbox delivered
// (each delivery's first try, at its sandbox time, and what reached the inbox) is counted per user's
// local day and per document type. The counts must be the plan's, so a change to the generator, the
// delivery timing or the outbox that breaks the plan fails here.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {documentTypes} from '../../core/data/planSources';
import {planOnboarding, type PlanResult} from '../../core/rules/plan';
import {localDate} from '../../core/rules/time';
import {onboardingPlanExample} from '../../sandbox/domain/scenarios/catalog';
import type {Loose} from '../support/loose';
import {dataOf, startSandbox, type TestSandbox} from './support';

// A Sunday: the plan's days are the Tuesday to Thursday after, before New York's clocks change.
const startAt = '2026-03-01T09:00:00Z';
let s: TestSandbox;

beforeAll(async () => {
  s = await startSandbox({startAt});
});
afterAll(() => s?.close());

/** The planner's label of a delivered document: its structure under its pillar object (or none). */
function labelOf(payload: Loose): string {
  const pillar = (['physical', 'sleep', 'body'] as const).find((name) => payload[`${name}_health`]) ?? null;
  const type = documentTypes.find((candidate) => candidate.structure === payload.data_structure && candidate.pillar === pillar);
  if (!type) throw new Error(`a delivered ${payload.data_structure} under ${pillar} is no document type of the planner`);
  return type.label;
}

/** Counts per date and label, as "date label" keys, so a difference names the day and the document. */
function tally(entries: {date: string; label: string}[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const {date, label} of entries) counts[`${date} ${label}`] = (counts[`${date} ${label}`] ?? 0) + 1;
  return counts;
}

const planned = (plan: PlanResult) =>
  Object.fromEntries(plan.days.flatMap((day) => Object.entries(day.byType).map(([label, count]) => [`${day.date} ${label}`, count])));

describe('the onboarding-plan scenario', () => {
  let plan: PlanResult;
  let deliveries: Loose[];
  let inbox: Loose[];
  let zones: Map<string, string>;

  beforeAll(async () => {
    const {data: created} = await s.control().POST('/_sandbox/clients');
    const auth = {username: created!.client_uuid, password: created!.secret_key};
    const run = dataOf(await s.control(auth).POST('/_sandbox/scenarios/{scenario_id}', {params: {path: {scenario_id: 'onboarding-plan'}}}));
    plan = planOnboarding({...onboardingPlanExample, startDate: run.dates.start!});
    for (const call of run.calls) {
      await s.drain();
      const answer = await s.call(call.operation_id, call.path, {method: call.method, auth, body: call.body});
      if (call.operation_id === 'listWebhookDeliveries') deliveries = answer.json.deliveries;
    }
    const users = await Promise.all(
      run.user_ids.map(async (id) => dataOf(await s.control(auth).GET('/_sandbox/users/{user_id}', {params: {path: {user_id: id}}}))),
    );
    zones = new Map(users.map((user) => [user.user_id, user.time_zone]));
    const name = `${auth.username}-onboarding-plan`;
    inbox = dataOf(await s.control(auth).GET('/_sandbox/inbox/{name}', {params: {path: {name}}})).messages;
  });

  it('links the plan’s users, on its schedule, in its zones', () => {
    expect(zones.size).toBe(plan.totalUsers);
    const perZone = plan.links.reduce<Record<string, number>>(
      (acc, link) => ({...acc, [link.timeZone]: (acc[link.timeZone] ?? 0) + link.users}),
      {},
    );
    expect(Object.fromEntries(Object.keys(perZone).map((zone) => [zone, [...zones.values()].filter((z) => z === zone).length]))).toEqual(
      perZone,
    );
  });

  it('delivers every document at its first try, and the listing holds them all', () => {
    expect(deliveries.length).toBeLessThan(500);
    expect(deliveries.filter((delivery) => delivery.status !== 'delivered' || delivery.attempts.length !== 1)).toEqual([]);
  });

  it('delivers, per user’s local day and per document type, exactly the documents the plan counts', () => {
    const delivered = deliveries.map((delivery) => ({
      date: localDate(zones.get(delivery.user_id)!, Date.parse(delivery.attempts[0].at)),
      label: labelOf(delivery.payload),
    }));
    const until = plan.days.at(-1)!.date;
    expect(tally(delivered.filter((entry) => entry.date <= until))).toEqual(planned(plan));
    expect(plan.receiver.steadyDocumentsPerDay).toBe(delivered.filter((entry) => entry.date === until).length);
  });

  it('the inbox received what the deliveries list, document for document', () => {
    const key = (payload: Loose) => `${payload.user_id} ${labelOf(payload)} ${payload.document_version}`;
    expect(tally(inbox.map((message) => ({date: '', label: key(message.body)})))).toEqual(
      tally(deliveries.map((delivery) => ({date: '', label: key(delivery.payload)}))),
    );
  });
});
