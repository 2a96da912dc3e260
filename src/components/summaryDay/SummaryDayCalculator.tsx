import {useEffect, useId, useMemo, useState, type Dispatch, type ReactNode, type SetStateAction} from 'react';
import {
  calculateSummaryDay,
  calculatorSources,
  SummaryDayError,
  type SummaryDayInput,
  type SummaryDayResult,
} from '@site/core/rules/calculator';
import {markLabel} from '@site/core/data/marks';
import type {Rule} from '@site/core/rules/summaryDay';
import Table from '@site/ui/Table';
import forms from '@site/ui/forms.module.css';
import styles from './calculator.module.css';

type Kind = 'sleep' | 'event';
interface Fields {
  kind: Kind;
  start: string;
  end: string;
  time: string;
  timeZone: string;
  source: string;
  newTimeZone: string;
}

/** The worked example the page renders before (and without) JavaScript: a night across New York's spring-forward change. */
const defaultFields: Fields = {
  kind: 'sleep',
  start: '2026-03-07T23:00',
  end: '2026-03-08T07:00',
  time: '2026-03-08T18:30',
  timeZone: 'America/New_York',
  source: 'Oura',
  newTimeZone: '',
};

function compute(fields: Fields): SummaryDayResult | SummaryDayError {
  const common = {timeZone: fields.timeZone.trim(), source: fields.source, newTimeZone: fields.newTimeZone.trim() || undefined};
  const input: SummaryDayInput =
    fields.kind === 'sleep'
      ? {kind: 'sleep', start: fields.start, end: fields.end, ...common}
      : {kind: 'event', time: fields.time, ...common};
  try {
    return calculateSummaryDay(input);
  } catch (error) {
    if (error instanceof SummaryDayError) return error;
    throw error;
  }
}

/**
 * The summary-day calculator: computes as the reader types, with the same
 * rules as the sandbox (core/rules/). Server-rendered with a worked example.
 */
export default function SummaryDayCalculator(): ReactNode {
  const [fields, setFields] = useState(defaultFields);
  const result = useMemo(() => compute(fields), [fields]);
  const id = useId();
  const error = result instanceof SummaryDayError ? result : null;
  return (
    <div className={styles.calculator}>
      <Inputs id={id} fields={fields} setFields={setFields} error={error} />
      <section className={styles.result} aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`}>Result</h2>
        {/* Only this short sentence is announced as the answer changes; the table and rules below are there to read. */}
        <p role="status" id={`${id}-error`} className={error ? styles.error : styles.date}>
          {error ? error.message : headline(result as SummaryDayResult)}
        </p>
        {!error && <Answer result={result as SummaryDayResult} />}
      </section>
    </div>
  );
}

/** The form; a field the error names is marked invalid and described by the answer's sentence (`${id}-error`). */
function Inputs({
  id,
  fields,
  setFields,
  error,
}: {
  id: string;
  fields: Fields;
  setFields: Dispatch<SetStateAction<Fields>>;
  error: SummaryDayError | null;
}): ReactNode {
  const zones = useTimeZoneNames();
  const fieldProps = (key: keyof Fields) => ({
    id: `${id}-${key}`,
    value: fields[key],
    onChange: (event: {target: {value: string}}) => setFields((old) => ({...old, [key]: event.target.value})),
    'aria-invalid': error?.field === key || undefined,
    'aria-describedby': error?.field === key ? `${id}-error` : undefined,
  });
  const zoneInput = {type: 'text', list: `${id}-zones`, autoComplete: 'off', spellCheck: false} as const;
  return (
    <form onSubmit={(event) => event.preventDefault()} aria-label="Summary day calculator" data-markdown={inputsInWords(fields)}>
      <KindChoice name={`${id}-kind`} kind={fields.kind} onChange={fieldProps('kind').onChange} />
      <div className={styles.grid}>
        {fields.kind === 'sleep' ? (
          <>
            <Field label="Fell asleep" htmlFor={`${id}-start`}>
              <input type="datetime-local" {...fieldProps('start')} />
            </Field>
            <Field label="Woke up" htmlFor={`${id}-end`}>
              <input type="datetime-local" {...fieldProps('end')} />
            </Field>
          </>
        ) : (
          <Field label="Event time" htmlFor={`${id}-time`}>
            <input type="datetime-local" {...fieldProps('time')} />
          </Field>
        )}
        <Field label="User’s time zone (IANA)" htmlFor={`${id}-timeZone`} hint="Times above are the user’s local time in this zone.">
          <input {...zoneInput} {...fieldProps('timeZone')} />
        </Field>
        <Field label="Source" htmlFor={`${id}-source`}>
          <select {...fieldProps('source')}>
            {calculatorSources.map((source) => (
              <option key={source.slug} value={source.name}>
                {source.name} ({source.kind === 'sdk' ? 'SDK' : 'API'})
              </option>
            ))}
          </select>
        </Field>
        <Field
          label="Time zone changed to (optional)"
          htmlFor={`${id}-newTimeZone`}
          hint="The user’s new zone, set before ROOK files this.">
          <input {...zoneInput} placeholder="e.g. Asia/Tokyo" {...fieldProps('newTimeZone')} />
        </Field>
      </div>
      <datalist id={`${id}-zones`}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </form>
  );
}

function KindChoice({name, kind, onChange}: {name: string; kind: Kind; onChange: (event: {target: {value: string}}) => void}): ReactNode {
  return (
    <fieldset className={forms.fieldset}>
      <legend>What happened</legend>
      {(['sleep', 'event'] as const).map((value) => (
        <label key={value} className={styles.choice}>
          <input type="radio" name={name} value={value} checked={kind === value} onChange={onChange} />{' '}
          {value === 'sleep' ? 'A sleep (a night or a nap)' : 'An event (an activity, a measurement)'}
        </label>
      ))}
    </fieldset>
  );
}

/** The form as one sentence, for the page's Markdown copy (its inputs read badly as text). */
function inputsInWords(fields: Fields): string {
  const what =
    fields.kind === 'sleep'
      ? `a sleep from ${fields.start.replace('T', ' ')} to ${fields.end.replace('T', ' ')}`
      : `an event at ${fields.time.replace('T', ' ')}`;
  return `Calculator inputs (on the page, in a browser): ${what} in the user’s local time, time zone ${fields.timeZone}, source ${fields.source}.`;
}

function Field({label, htmlFor, hint, children}: {label: string; htmlFor: string; hint?: string; children: ReactNode}): ReactNode {
  return (
    <div className={forms.field}>
      <label htmlFor={htmlFor}>{label}</label>
      {children}
      {hint && <span className={forms.hint}>{hint}</span>}
    </div>
  );
}

/** Every IANA zone the browser knows, for the zone inputs' suggestions; loaded after hydration to keep the HTML small. */
function useTimeZoneNames(): string[] {
  const [zones, setZones] = useState<string[]>([]);
  useEffect(() => setZones(['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')]), []);
  return zones;
}

function headline(result: SummaryDayResult): string {
  const first = result.deliveries[0]!;
  return `${result.kind === 'sleep' ? 'This sleep' : 'This event'} is filed under ${result.filedUnder}. ${first.label}: ${first.when.local}, ${first.when.utc}.`;
}

function Answer({result}: {result: SummaryDayResult}): ReactNode {
  const change = result.afterZoneChange;
  return (
    <>
      <p>
        How the date is chosen: <RuleMark rule={result.filedRule} />
      </p>
      <Deliveries answer={result} caption={`When ${result.source.name}’s documents are delivered, in ${result.timeZone}`} />
      {result.notes.map((note) => (
        <p key={note} className={styles.note}>
          {note}
        </p>
      ))}
      {change && (
        <>
          <h3>If the time zone changes to {change.timeZone}</h3>
          <p>
            {change.moved
              ? `It is filed under ${change.filedUnder}${change.filedUnder === result.filedUnder ? ' (the same date)' : ` instead of ${result.filedUnder}`}, and delivered at:`
              : 'Nothing moves: the date and the delivery times are the same.'}
          </p>
          {change.moved && <Deliveries answer={change} caption={`Delivered in ${change.timeZone}`} />}
          {change.notes.map((note) => (
            <p key={note} className={styles.note}>
              {note}
            </p>
          ))}
        </>
      )}
      <Rules result={result} />
    </>
  );
}

function Deliveries({answer, caption}: {answer: Pick<SummaryDayResult, 'deliveries'>; caption: string}): ReactNode {
  return (
    <Table columns={['Document', 'User’s local time', 'UTC', 'Basis']} caption={caption}>
      {answer.deliveries.map((delivery) => (
        <tr key={delivery.label + delivery.when.instant}>
          <th scope="row">{delivery.label}</th>
          <td>{delivery.when.local}</td>
          <td>{delivery.when.utc}</td>
          <td>
            <RuleMark rule={delivery.rule} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

const basis = (rule: Rule) =>
  rule.published && rule.model
    ? `ROOK, with a ${markLabel('sandbox-model')}`
    : rule.published
      ? 'Published by ROOK'
      : markLabel('sandbox-model', true);

function RuleMark({rule}: {rule: Rule}): ReactNode {
  return (
    <a className={styles.mark} href={`#rule-${rule.id}`}>
      {basis(rule)}
    </a>
  );
}

function Rules({result}: {result: SummaryDayResult}): ReactNode {
  const used = [result.filedRule, ...result.deliveries.map((d) => d.rule), ...result.rules];
  const unique = [...new Map(used.map((rule) => [rule.id, rule])).values()];
  return (
    <>
      <h3>The rules behind this answer</h3>
      <dl className={styles.rules}>
        {unique.map((rule) => (
          <div key={rule.id} id={`rule-${rule.id}`}>
            <dt>{rule.title}</dt>
            {rule.published && (
              <dd>
                <strong>Published by ROOK:</strong> {rule.published}
              </dd>
            )}
            {rule.model && (
              <dd>
                <strong>{markLabel('sandbox-model', true)}:</strong> {rule.model}
              </dd>
            )}
          </div>
        ))}
      </dl>
    </>
  );
}
