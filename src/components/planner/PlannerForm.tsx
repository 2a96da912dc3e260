import {Fragment, useId, type Dispatch, type ReactNode, type SetStateAction} from 'react';
import {planBounds, planSources, type PlanError} from '@site/core/rules/plan';
import forms from '@site/ui/forms.module.css';
import styles from './planner.module.css';

/** The form as the reader typed it: numbers stay text until the plan reads them, so a half-typed value is not lost. */
export interface Fields {
  users: Record<string, string>;
  usersPerDay: string;
  zones: {timeZone: string; percent: string}[];
  startDate: string;
  linkTime: string;
}

/** The worked example the page renders before (and without) JavaScript. */
export const defaultFields: Fields = {
  users: {Garmin: '300', 'Apple Health': '200', Oura: '100'},
  usersPerDay: '50',
  zones: [
    {timeZone: 'America/New_York', percent: '60'},
    {timeZone: 'Europe/London', percent: '40'},
    ...Array.from({length: planBounds.timeZones - 2}, () => ({timeZone: '', percent: ''})),
  ],
  startDate: '2026-06-01',
  linkTime: '10:00',
};

interface Props {
  fields: Fields;
  setFields: Dispatch<SetStateAction<Fields>>;
  error: PlanError | null;
  errorId: string;
}

/** The form; the group the error names is marked invalid and described by the error's sentence. */
export default function PlannerForm({fields, setFields, error, errorId}: Props): ReactNode {
  const id = useId();
  const invalid = (field: PlanError['field']) =>
    error?.field === field ? ({'aria-invalid': true, 'aria-describedby': errorId} as const) : {};
  const set = (change: Partial<Fields>) => setFields((old) => ({...old, ...change}));
  return (
    <form onSubmit={(event) => event.preventDefault()} aria-label="Onboarding planner" data-markdown={inputsInWords(fields)}>
      <fieldset className={forms.fieldset}>
        <legend>Users per source (up to {planBounds.usersPerSource.toLocaleString('en-US')} each)</legend>
        <div className={styles.grid}>
          {planSources.map((source) => (
            <div className={forms.field} key={source.slug}>
              <label htmlFor={`${id}-${source.slug}`}>
                {source.name} ({source.kind === 'sdk' ? 'SDK' : 'API'})
              </label>
              <input
                id={`${id}-${source.slug}`}
                type="number"
                inputMode="numeric"
                value={fields.users[source.name] ?? ''}
                onChange={(event) => set({users: {...fields.users, [source.name]: event.target.value}})}
                {...invalid('users')}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <Schedule fields={fields} set={set} invalid={invalid} id={id} />
      <Zones fields={fields} set={set} invalid={invalid} id={id} />
    </form>
  );
}

type Invalid = (field: PlanError['field']) => Record<string, unknown>;

function Schedule({fields, set, invalid, id}: {fields: Fields; set: (change: Partial<Fields>) => void; invalid: Invalid; id: string}) {
  return (
    <div className={styles.grid}>
      <div className={forms.field}>
        <label htmlFor={`${id}-rate`}>Users linked per day</label>
        <input
          id={`${id}-rate`}
          type="number"
          inputMode="numeric"
          value={fields.usersPerDay}
          onChange={(event) => set({usersPerDay: event.target.value})}
          {...invalid('usersPerDay')}
        />
      </div>
      <div className={forms.field}>
        <label htmlFor={`${id}-start`}>First day of onboarding</label>
        <input
          id={`${id}-start`}
          type="date"
          value={fields.startDate}
          onChange={(event) => set({startDate: event.target.value})}
          {...invalid('startDate')}
        />
      </div>
      <div className={forms.field}>
        <label htmlFor={`${id}-time`}>Users link at (their local time)</label>
        <input
          id={`${id}-time`}
          type="time"
          value={fields.linkTime}
          onChange={(event) => set({linkTime: event.target.value})}
          {...invalid('linkTime')}
        />
      </div>
    </div>
  );
}

function Zones({fields, set, invalid, id}: {fields: Fields; set: (change: Partial<Fields>) => void; invalid: Invalid; id: string}) {
  const change = (index: number, key: 'timeZone' | 'percent', value: string) =>
    set({zones: fields.zones.map((zone, i) => (i === index ? {...zone, [key]: value} : zone))});
  return (
    <fieldset className={forms.fieldset}>
      <legend>Time-zone mix (IANA names; up to {planBounds.timeZones} zones, shares adding up to 100%)</legend>
      <div className={styles.zones}>
        {fields.zones.map((zone, index) => (
          <Fragment key={index}>
            <div className={forms.field}>
              <label htmlFor={`${id}-zone-${index}`}>Time zone {index + 1}</label>
              <input
                id={`${id}-zone-${index}`}
                type="text"
                spellCheck={false}
                autoComplete="off"
                value={zone.timeZone}
                onChange={(event) => change(index, 'timeZone', event.target.value)}
                {...invalid('timeZones')}
              />
            </div>
            <div className={forms.field}>
              <label htmlFor={`${id}-share-${index}`}>Share of zone {index + 1} (%)</label>
              <input
                id={`${id}-share-${index}`}
                type="number"
                inputMode="numeric"
                value={zone.percent}
                onChange={(event) => change(index, 'percent', event.target.value)}
                {...invalid('timeZones')}
              />
            </div>
          </Fragment>
        ))}
      </div>
    </fieldset>
  );
}

/** The form as one sentence, for the page's Markdown copy (its inputs read badly as text). */
function inputsInWords(fields: Fields): string {
  const users = Object.entries(fields.users)
    .filter(([, count]) => count.trim() && count.trim() !== '0')
    .map(([source, count]) => `${count} on ${source}`)
    .join(', ');
  const zones = fields.zones
    .filter((zone) => zone.timeZone.trim())
    .map((zone) => `${zone.timeZone} ${zone.percent}%`)
    .join(', ');
  return `Planner inputs (on the page, in a browser): ${users}; ${fields.usersPerDay} users linked a day from ${fields.startDate}, each at ${fields.linkTime} local time; time zones ${zones}. The plan for these inputs follows.`;
}
