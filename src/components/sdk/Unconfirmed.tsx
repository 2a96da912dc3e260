import {Fragment} from 'react';
import {checkAdvice, unconfirmedNames, type UnconfirmedName} from '@site/core/data/sdkUnconfirmed';
import Mark from '@site/ui/Mark';
import styles from './Unconfirmed.module.css';

function entry(name: UnconfirmedName) {
  const found = unconfirmedNames[name];
  if (!found) throw new Error(`Unconfirmed: "${String(name)}" is not listed in core/data/sdkUnconfirmed.ts`);
  return found;
}

/** A reason's text, with its `backticked` names as code. */
function Reason({text}: {text: string}) {
  return text.split('`').map((part, i) => (i % 2 ? <code key={i}>{part}</code> : <Fragment key={i}>{part}</Fragment>));
}

/**
 * An API name ROOK has not confirmed, shown as code with the “not published”
 * mark and, visibly, the reason. The Markdown copy gives the reason in the
 * mark (`data-markdown` leaves the visible copy out).
 */
export function Unconfirmed({name}: {name: UnconfirmedName}) {
  const {why} = entry(name);
  return (
    <span className={styles.name}>
      <code>{name}</code>
      <Mark of="not-published" detail={why.replaceAll('`', '')} explained />
      <span className={styles.why} data-markdown="">
        {' '}
        (<Reason text={why} />)
      </span>
    </span>
  );
}

/**
 * The compact form for a table row of an API reference or an entry of the
 * mobile setup generator: the mark alone, the reason and where to check in
 * its tooltip for pointer users and in visually hidden text that screen
 * readers read with it.
 */
export function UnconfirmedMark({name}: {name: UnconfirmedName}) {
  return <Mark of="not-published" detail={`${entry(name).why} ${checkAdvice([name])}`.replaceAll('`', '')} />;
}

/** `a`, `b` and `c`. */
function codeList(names: readonly string[]) {
  return names.map((name, i) => (
    <Fragment key={name}>
      {i === 0 ? '' : i === names.length - 1 ? ' and ' : ', '}
      <code>{name}</code>
    </Fragment>
  ));
}

/**
 * Placed above a sample that uses names ROOK has not confirmed: one line with
 * one mark, the names grouped by what ROOK has published about them, and
 * where to check them, said once.
 */
export function UnconfirmedNames({names}: {names: UnconfirmedName[]}) {
  const byReason = new Map<string, UnconfirmedName[]>();
  for (const name of names) byReason.set(entry(name).why, [...(byReason.get(entry(name).why) ?? []), name]);
  return (
    <p className={styles.line} role="note">
      <Mark of="not-published" explained lead />{' '}
      {[...byReason].map(([reason, group]) => (
        <Fragment key={reason}>
          {codeList(group)}: <Reason text={reason} />{' '}
        </Fragment>
      ))}
      {checkAdvice(names)}
    </p>
  );
}
