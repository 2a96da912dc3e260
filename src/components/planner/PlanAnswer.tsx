import type {ReactNode} from 'react';
import {vendorLimits, type Basis, type PlanResult, type SourcePlan, type TypeCount} from '@site/core/rules/plan';
import Mark from '@site/ui/Mark';
import Table from '@site/ui/Table';
import styles from './planner.module.css';

/** Days listed one by one; a longer plan lists its first days and the day after the last link. */
const LISTED_DAYS = 14;

const n = (value: number) => value.toLocaleString('en-US');
const hour = (iso: string) =>
  `${iso.slice(0, 10)} ${iso.slice(11, 16)}–${String((Number(iso.slice(11, 13)) + 1) % 24).padStart(2, '0')}:00 UTC`;

/** Where a figure comes from: ROOK confirmed it, or the mark that says otherwise, with why. */
function From({basis}: {basis: Basis}): ReactNode {
  return basis.mark ? <Mark of={basis.mark} detail={basis.why} /> : <span title={basis.why}> (ROOK confirmed)</span>;
}

/** The plan's answer: the receiver's figures, then per source, per structure and per day. */
export default function PlanAnswer({plan}: {plan: PlanResult}): ReactNode {
  return (
    <>
      <Receiver plan={plan} />
      <Sources plan={plan} />
      <Structures plan={plan} />
      <Days plan={plan} />
      <h3>The wearable vendors’ own limits</h3>
      {vendorLimits.map((limit) => (
        <p key={limit.text}>
          {limit.text} <From basis={limit.basis} />
        </p>
      ))}
    </>
  );
}

function Receiver({plan}: {plan: PlanResult}): ReactNode {
  const {receiver: r} = plan;
  const figures: [string, ReactNode, Basis][] = [
    [`Documents a day once every user is linked (${plan.days.at(-1)!.date})`, n(r.steadyDocumentsPerDay), r.basis],
    ['Busiest day', `${n(r.peakDay.documents)} documents on ${r.peakDay.date}`, r.basis],
    ['Busiest hour while users link', `${n(r.busiestHour.documents)} documents, ${hour(r.busiestHour.start)}`, r.basis],
    [
      'Busiest hour once every user is linked',
      `${n(r.steadyBusiestHour.documents)} documents, ${hour(r.steadyBusiestHour.start)}`,
      r.basis,
    ],
    ['First-link burst', `${n(r.burst.documents)} history documents on ${r.burst.date}, at the users’ link time`, r.burst.basis],
    [
      'Worst hour after an hour of downtime',
      `${n(r.downtime.documents)} documents: down from ${hour(r.downtime.downFrom)}, that hour comes again with ${hour(r.downtime.retriedAt)}`,
      r.downtime.basis,
    ],
  ];
  return (
    <>
      <h3>What your webhook receiver must take</h3>
      <dl className={styles.figures}>
        {figures.map(([term, value, basis]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>
              {value} <From basis={basis} />
            </dd>
          </div>
        ))}
      </dl>
      <p>
        Events are not in the busiest hours: they arrive within minutes of the user’s activity, at hours no rule fixes. Once every user is
        linked they add {n(r.steadyEventsPerDay)} documents a day, spread over your users’ waking hours.
      </p>
    </>
  );
}

function Sources({plan}: {plan: PlanResult}): ReactNode {
  return (
    <>
      <h3>Per source</h3>
      <Table
        columns={['Source', 'Users', 'History on first link', 'Documents per user per day', 'First complete documents']}
        caption="What each new user brings, and when the first complete daily summaries land"
        focusable>
        {plan.sources.map((source) => (
          <tr key={source.name}>
            <th scope="row">
              {source.name} ({source.kind === 'sdk' ? 'SDK' : 'API'})
            </th>
            <td>{n(source.users)}</td>
            <td>
              {source.history.days} days <From basis={source.history.basis} />, {n(source.history.documentsPerUser)} documents per user
            </td>
            <td>{source.documentsPerUserPerDay}</td>
            <td>
              <FirstComplete source={source} />
            </td>
          </tr>
        ))}
      </Table>
    </>
  );
}

function FirstComplete({source}: {source: SourcePlan}): ReactNode {
  return (
    <>
      {source.firstComplete.map((entry) => (
        <span key={entry.label}>
          {entry.label}: {entry.when} <From basis={entry.basis} />
          <br />
        </span>
      ))}
      {source.timing && <em>{source.timing}</em>}
    </>
  );
}

function Structures({plan}: {plan: PlanResult}): ReactNode {
  const labels = [...new Set(plan.sources.flatMap((source) => source.perUserPerDay.map((entry) => entry.label)))];
  const cell = (entry: TypeCount | undefined) =>
    entry ? (
      <>
        {entry.documents}
        {entry.basis.mark && <Mark of={entry.basis.mark} detail={entry.basis.why} />}
      </>
    ) : (
      '–'
    );
  return (
    <>
      <h3>Documents per user per day, by structure</h3>
      <Table
        columns={['Document', ...plan.sources.map((source) => source.name)]}
        caption="Documents one linked user’s day brings, per source"
        focusable>
        {labels.map((label) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {plan.sources.map((source) => (
              <td key={source.name}>{cell(source.perUserPerDay.find((entry) => entry.label === label))}</td>
            ))}
          </tr>
        ))}
      </Table>
      <p>A history day brings one document of each structure but steps events; ROOK confirms the summaries and ROOK Score among them.</p>
    </>
  );
}

function Days({plan}: {plan: PlanResult}): ReactNode {
  const listed = plan.days.length <= LISTED_DAYS ? plan.days : [...plan.days.slice(0, LISTED_DAYS - 1), plan.days.at(-1)!];
  return (
    <>
      <h3>Documents per day</h3>
      <Table columns={['Day (users’ local date)', 'Users linked', 'Documents']} caption="What your receiver takes each day of the launch">
        {listed.map((day) => (
          <tr key={day.date}>
            <th scope="row">{day.date}</th>
            <td>{n(day.linked)}</td>
            <td>{n(day.documents)}</td>
          </tr>
        ))}
      </Table>
      {listed.length < plan.days.length && <p>The days between are left out; the last row is the day after the last link.</p>}
    </>
  );
}
