import {useDeferredValue, useId, useMemo, useState, type ReactNode} from 'react';
import {planOnboarding, PlanError, type PlanInput, type PlanResult} from '@site/core/rules/plan';
import PlannerForm, {defaultFields, type Fields} from './PlannerForm';
import PlanAnswer from './PlanAnswer';
import styles from './planner.module.css';

/** Reads the form into the plan's input; a field left empty counts as none, a half-typed number as what it says. */
function inputOf(fields: Fields): PlanInput {
  const number = (text: string) => (text.trim() === '' ? 0 : Number(text));
  return {
    users: Object.entries(fields.users)
      .filter(([, count]) => count.trim() !== '')
      .map(([source, count]) => ({source, users: number(count)})),
    usersPerDay: number(fields.usersPerDay),
    timeZones: fields.zones
      .filter((zone) => zone.timeZone.trim() !== '')
      .map((zone) => ({timeZone: zone.timeZone, percent: number(zone.percent)})),
    startDate: fields.startDate,
    linkTime: fields.linkTime.slice(0, 5),
  };
}

function compute(fields: Fields): PlanResult | PlanError {
  try {
    return planOnboarding(inputOf(fields));
  } catch (error) {
    if (error instanceof PlanError) return error;
    throw error;
  }
}

/**
 * The onboarding and capacity planner: computes as the reader types, with the
 * rules the sandbox delivers by (core/rules/plan.ts). Server-rendered with a
 * worked example, so the page and its Markdown copy answer without JavaScript.
 */
export default function OnboardingPlanner(): ReactNode {
  const [fields, setFields] = useState(defaultFields);
  // A large plan takes a moment to count: typing stays responsive, the answer follows.
  const deferred = useDeferredValue(fields);
  const result = useMemo(() => compute(deferred), [deferred]);
  const id = useId();
  const error = result instanceof PlanError ? result : null;
  return (
    <div className={styles.planner}>
      <PlannerForm fields={fields} setFields={setFields} error={error} errorId={`${id}-error`} />
      <section className={styles.result} aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`}>The plan</h2>
        {/* Only this sentence is announced as the plan changes; the tables below are there to read. */}
        <p role="status" id={`${id}-error`} className={error ? styles.error : undefined}>
          {error ? error.message : headline(result as PlanResult)}
        </p>
        {!error && <PlanAnswer plan={result as PlanResult} />}
      </section>
    </div>
  );
}

function headline(plan: PlanResult): string {
  const {receiver} = plan;
  return `${plan.totalUsers.toLocaleString('en-US')} users linked over ${plan.onboardingDays} ${plan.onboardingDays === 1 ? 'day' : 'days'}; then ${receiver.steadyDocumentsPerDay.toLocaleString('en-US')} documents a day, and ${receiver.busiestHour.documents.toLocaleString('en-US')} in the busiest hour.`;
}
