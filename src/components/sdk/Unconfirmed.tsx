import Admonition from '@theme/Admonition';
import {unconfirmedNames, type UnconfirmedName} from '@site/src/data/sdkUnconfirmed';
import styles from './Unconfirmed.module.css';
import badge from './Badge.module.css';
import a11y from '@site/src/components/shared/a11y.module.css';

function why(name: UnconfirmedName): string {
  const text = unconfirmedNames[name]?.why;
  if (!text) throw new Error(`Unconfirmed: "${String(name)}" is not listed in src/data/sdkUnconfirmed.ts`);
  return text;
}

/** An API name ROOK has not confirmed, shown as code with a visible “unconfirmed” badge and the reason. */
export function Unconfirmed({name}: {name: UnconfirmedName}) {
  return (
    <span className={styles.name}>
      <code>{name}</code>
      <span className={`${badge.badge} ${badge.warning}`}>unconfirmed</span>
      <span className={styles.why}> ({why(name)})</span>
    </span>
  );
}

/**
 * The compact form for a table row of an API reference: the badge alone, its
 * reason in a tooltip for pointer users and in visually hidden text that
 * screen readers read with the badge.
 */
export function UnconfirmedMark({name}: {name: UnconfirmedName}) {
  const reason = why(name);
  return (
    <span className={`${badge.badge} ${badge.warning}`} title={reason}>
      unconfirmed<span className={a11y.visuallyHidden}>: {reason}</span>
    </span>
  );
}

/** Placed above a sample that uses names ROOK has not confirmed. */
export function UnconfirmedNames({names}: {names: UnconfirmedName[]}) {
  return (
    <Admonition type="caution" title="Unconfirmed names in this sample">
      <ul>
        {names.map((name) => (
          <li key={name}>
            <code>{name}</code>: {why(name)}
          </li>
        ))}
      </ul>
    </Admonition>
  );
}
