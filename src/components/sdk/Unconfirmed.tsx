import {Fragment} from 'react';
import {unconfirmedNames, whereToCheck, type UnconfirmedName} from '@site/core/data/sdkUnconfirmed';
import styles from './Unconfirmed.module.css';
import badge from './Badge.module.css';
import a11y from '@site/ui/a11y.module.css';

function entry(name: UnconfirmedName) {
  const found = unconfirmedNames[name];
  if (!found) throw new Error(`Unconfirmed: "${String(name)}" is not listed in core/data/sdkUnconfirmed.ts`);
  return found;
}

/** A reason's text, with its `backticked` names as code. */
function Reason({text}: {text: string}) {
  return text.split('`').map((part, i) => (i % 2 ? <code key={i}>{part}</code> : <Fragment key={i}>{part}</Fragment>));
}

/** "Check … before you rely on it." for the names' platform. */
function checkAdvice(names: UnconfirmedName[]): string {
  const first = entry(names[0]!);
  const where = 'check' in first ? first.check : whereToCheck[first.platform];
  return `Check ${where} before you rely on ${names.length > 1 ? 'them' : 'it'}.`;
}

/** An API name ROOK has not confirmed, shown as code with a visible “unconfirmed” badge and the reason. */
export function Unconfirmed({name}: {name: UnconfirmedName}) {
  return (
    <span className={styles.name}>
      <code>{name}</code>
      <span className={`${badge.badge} ${badge.warning}`}>unconfirmed</span>
      <span className={styles.why}>
        {' '}
        (<Reason text={entry(name).why} />)
      </span>
    </span>
  );
}

/**
 * The compact form for a table row of an API reference: the badge alone, its
 * reason in a tooltip for pointer users and in visually hidden text that
 * screen readers read with the badge.
 */
export function UnconfirmedMark({name}: {name: UnconfirmedName}) {
  const reason = `${entry(name).why} ${checkAdvice([name])}`.replaceAll('`', '');
  return (
    <span className={`${badge.badge} ${badge.warning}`} title={reason}>
      unconfirmed<span className={a11y.visuallyHidden}>: {reason}</span>
    </span>
  );
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
 * one badge, the names grouped by what ROOK has published about them, and
 * where to check them, said once.
 */
export function UnconfirmedNames({names}: {names: UnconfirmedName[]}) {
  const byReason = new Map<string, UnconfirmedName[]>();
  for (const name of names) byReason.set(entry(name).why, [...(byReason.get(entry(name).why) ?? []), name]);
  return (
    <p className={styles.line} role="note">
      <span className={`${badge.badge} ${badge.warning} ${styles.lead}`}>unconfirmed</span>{' '}
      {[...byReason].map(([reason, group]) => (
        <Fragment key={reason}>
          {codeList(group)}: <Reason text={reason} />{' '}
        </Fragment>
      ))}
      {checkAdvice(names)}
    </p>
  );
}
