import type {Dispatch, ReactNode} from 'react';
import clsx from 'clsx';
import type {ShowcaseAction, ShowcaseState} from '../state/showcaseReducer';
import {connectableSources, hubNames, hubSources} from '../state/connections';
import {formatDateTime} from '../format';
import {statusText} from '../shared/status';
import shared from '../shared/shared.module.css';
import styles from './desktop.module.css';
import a11y from '../../../../ui/a11y.module.css';

interface Props {
  state: ShowcaseState;
  dispatch: Dispatch<ShowcaseAction>;
}

const kindLabel = {api: 'Wearable account', sdk: 'On the phone, through the SDK'} as const;

/** Every source with its status and the action the web dashboard can take on it. */
export default function ConnectionsPanel({state, dispatch}: Props): ReactNode {
  return (
    <section className={styles.panel} aria-labelledby="showcase-connections">
      <h2 id="showcase-connections">Connections</h2>
      <ul className={styles.sourceList}>
        {connectableSources.map((source) => {
          const connection = state.connections[source.slug];
          let action: ReactNode;
          if (connection.linked) {
            action = (
              <button
                type="button"
                className={clsx('button button--sm', shared.dangerButton)}
                onClick={() => dispatch({type: 'request-revoke', slug: source.slug})}>
                {source.revokeName ? 'Disconnect' : 'How to disconnect'}
                <span className={a11y.visuallyHidden}> {source.name}</span>
              </button>
            );
          } else if (source.kind === 'api') {
            action = (
              <button
                type="button"
                className="button button--sm button--primary"
                onClick={() => dispatch({type: 'connect', slug: source.slug})}>
                Connect<span className={a11y.visuallyHidden}> {source.name}</span>
              </button>
            );
          } else {
            action = <span className={styles.muted}>Connect in the mobile app</span>;
          }
          return (
            <li key={source.slug} className={styles.sourceRow}>
              <div className={styles.sourceText}>
                <span className={styles.sourceName}>{source.name}</span>
                <span className={styles.muted}>{kindLabel[source.kind]}</span>
                <span className={connection.linked ? styles.on : styles.muted}>{statusText(source, connection)}</span>
                {connection.linked && (
                  <span className={styles.muted}>
                    Last sync: {connection.lastSync ? formatDateTime(connection.lastSync) : 'waiting for the first sync'}
                  </span>
                )}
              </div>
              {action}
            </li>
          );
        })}
      </ul>
      <p className={styles.muted}>
        {hubSources.map((s) => s.name).join(' and ')} reach ROOK through {hubNames(hubSources[0]!)}: the user links them there first.
      </p>
    </section>
  );
}
