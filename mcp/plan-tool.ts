// The plan_onboarding tool: the onboarding planner's answer (core/rules/plan.ts, the module the
// /docs/tools/planner/ page and the sandbox's onboarding-plan scenario use) as Markdown.
import {markMarkdown} from '../core/data/marks';
import {planOnboarding, PlanError, vendorLimits, type Basis, type PlanInput, type PlanResult, type TypeCount} from '../core/rules/plan';
import {ToolError} from './tools';

export interface PlanOnboardingArguments {
  users: {source: string; users: number}[];
  users_per_day: number;
  time_zones: {time_zone: string; percent: number}[];
  start_date?: string;
  link_time?: string;
}

/** Days listed one by one; a longer plan gives its peak and the day after the last link. */
const LISTED_DAYS = 14;

const argumentName: Record<PlanError['field'], string> = {
  users: 'users',
  usersPerDay: 'users_per_day',
  timeZones: 'time_zones',
  startDate: 'start_date',
  linkTime: 'link_time',
};

/** `today`: the default first day of onboarding, for tests to fix. */
export function planOnboardingTool(args: PlanOnboardingArguments, today = new Date().toISOString().slice(0, 10)): string {
  const input: PlanInput = {
    users: args.users,
    usersPerDay: args.users_per_day,
    timeZones: args.time_zones.map((zone) => ({timeZone: zone.time_zone, percent: zone.percent})),
    startDate: args.start_date ?? today,
    linkTime: args.link_time ?? '10:00',
  };
  try {
    return planMarkdown(planOnboarding(input));
  } catch (error) {
    if (error instanceof PlanError) throw new ToolError(`${argumentName[error.field]}: ${error.message}`);
    throw error;
  }
}

/** A figure's source, as the Markdown copies write marks: nothing added when ROOK has confirmed it. */
const from = (basis: Basis) => (basis.mark ? ` ${markMarkdown(basis.mark, basis.why)}` : ' (ROOK confirmed)');
const count = (entry: TypeCount) => `${entry.label} ${entry.documents}${entry.basis.mark ? ` ${markMarkdown(entry.basis.mark)}` : ''}`;

function planMarkdown(plan: PlanResult): string {
  const {input, receiver} = plan;
  const zones = input.timeZones.map((zone) => `${zone.timeZone} ${zone.percent}%`).join(', ');
  return [
    `# Onboarding plan: ${plan.totalUsers} users, ${input.usersPerDay} a day, ${plan.onboardingDays} days (${input.startDate} to ${plan.lastLinkDate})`,
    `Time zones: ${zones}. Users link at ${input.linkTime} their local time. Days are each user’s local days.`,
    '',
    '## What the webhook receiver takes',
    `- Documents a day once every user is linked (${plan.days.at(-1)!.date}): ${receiver.steadyDocumentsPerDay}${from(receiver.basis)}`,
    `- Busiest day: ${receiver.peakDay.date}, ${receiver.peakDay.documents} documents`,
    `- Busiest hour: ${receiver.busiestHour.start} (UTC), ${receiver.busiestHour.documents} documents; once every user is linked: ${receiver.steadyBusiestHour.start}, ${receiver.steadyBusiestHour.documents}`,
    `- Event documents a day once every user is linked: ${receiver.steadyEventsPerDay}, arriving within minutes of the activity, at hours no rule places (not in the busiest hours)`,
    `- First-link burst: ${receiver.burst.documents} history documents on ${receiver.burst.date}${from(receiver.burst.basis)}`,
    `- An hour down from ${receiver.downtime.downFrom}: ${receiver.downtime.documents} documents in the hour from ${receiver.downtime.retriedAt}${from(receiver.downtime.basis)}`,
    '',
    '## Per source',
    ...plan.sources.flatMap((source) => [
      `### ${source.name} (${source.kind === 'sdk' ? 'SDK' : 'API'} source), ${source.users} users`,
      `- History on first link: ${source.history.days} days${from(source.history.basis)}, ${source.history.documentsPerUser} documents per user: ${source.history.perUser.map(count).join(', ')}`,
      `- Documents per user per day: ${source.documentsPerUserPerDay}: ${source.perUserPerDay.map(count).join(', ')}`,
      `- First complete documents: ${source.firstComplete.map((entry) => `${entry.label} ${entry.when}`).join('; ')}`,
      ...(source.timing ? [`- ${source.timing} (ROOK confirmed)`] : []),
    ]),
    '',
    ...daysMarkdown(plan),
    '',
    '## Vendor limits',
    ...vendorLimits.map((limit) => `- ${limit.text}${from(limit.basis)}`),
    '',
    'The same planner, for people: the docs page /docs/tools/planner/ (read_page).',
  ].join('\n');
}

function daysMarkdown(plan: PlanResult): string[] {
  const listed = plan.days.length <= LISTED_DAYS ? plan.days : [...plan.days.slice(0, LISTED_DAYS - 1), plan.days.at(-1)!];
  return [
    '## Documents per day',
    '| Day | Users linked | Documents |',
    '| --- | --- | --- |',
    ...listed.map((day) => `| ${day.date} | ${day.linked} | ${day.documents} |`),
    ...(listed.length < plan.days.length
      ? [`(${plan.days.length - listed.length} more days; the last row is the day after the last link.)`]
      : []),
  ];
}
