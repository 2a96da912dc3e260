import type {Dispatch, ReactNode} from 'react';
import clsx from 'clsx';
import type {Connection, ShowcaseAction} from '../state/showcaseReducer';
import type {ConnectableSlug, ShowcaseSource} from '../state/connections';
import {statusText} from '../shared/status';
import styles from './mobile.module.css';
import a11y from '../../../../ui/a11y.module.css';

interface Props {
  source: ShowcaseSource & {slug: ConnectableSlug};
  connection: Connection;
  dispatch: Dispatch<ShowcaseAction>;
}

/** A source in the app's list: name, status, and Manage or Connect. */
export default function SourceRow({source, connection, dispatch}: Props): ReactNode {
  const linked = connection.linked;
  return (
    <li className={styles.row}>
      <span className={styles.avatar} aria-hidden="true">
        {source.name.charAt(0)}
      </span>
      <span className={styles.rowText}>
        <span className={styles.rowName}>{source.name}</span>
        <span className={clsx(styles.rowStatus, linked && styles.rowStatusOn)}>{statusText(source, connection)}</span>
      </span>
      <button
        type="button"
        className={clsx('button button--sm', linked ? 'button--secondary' : 'button--primary')}
        onClick={() => dispatch(linked ? {type: 'open-source', slug: source.slug} : {type: 'connect', slug: source.slug})}>
        {linked ? 'Manage' : 'Connect'}
        <span className={a11y.visuallyHidden}> {source.name}</span>
      </button>
    </li>
  );
}
