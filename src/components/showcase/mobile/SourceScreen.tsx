import type {Dispatch, ReactNode} from 'react';
import {permissionSheetFor} from '../../../../core/data/showcasePermissions';
import {sampleToday} from '../../../../core/data/showcaseSamples';
import {grantedCount, type ShowcaseAction, type ShowcaseState} from '../state/showcaseReducer';
import {sourceBySlug, type ConnectableSlug} from '../state/connections';
import {dailyTotals} from '../state/summaries';
import {formatDate, formatDateTime, formatNumber} from '../format';
import {statusText} from '../shared/status';
import Screen from './Screen';
import shared from '../shared/shared.module.css';
import styles from './mobile.module.css';

interface Props {
  slug: ConnectableSlug;
  state: ShowcaseState;
  dispatch: Dispatch<ShowcaseAction>;
  focusOnMount: boolean;
}

/** Sync status of one linked source, with today's totals and the way out. */
export default function SourceScreen({slug, state, dispatch, focusOnMount}: Props): ReactNode {
  const source = sourceBySlug(slug);
  const connection = state.connections[slug];
  const today = dailyTotals(sampleToday);
  const sheet = permissionSheetFor(slug);
  return (
    <Screen title={source.name} focusOnMount={focusOnMount} onBack={() => dispatch({type: 'back-to-list'})} backLabel="Connections">
      <p className={styles.statusLine}>{statusText(source, connection)}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Last sync</dt>
          <dd>{connection.lastSync ? formatDateTime(connection.lastSync) : 'Waiting for the first sync'}</dd>
        </div>
        <div>
          <dt>Today’s steps</dt>
          <dd>{today ? formatNumber(today.steps) : 'No data yet'}</dd>
        </div>
        <div>
          <dt>Today’s calories</dt>
          <dd>{today ? `${formatNumber(today.calories)} kcal` : 'No data yet'}</dd>
        </div>
      </dl>
      <p className={styles.small}>Totals for {formatDate(sampleToday)} from ROOK’s physical summary, which merges every linked source.</p>
      <button type="button" className="button button--secondary button--block" onClick={() => dispatch({type: 'sync', slug})}>
        Sync now
      </button>
      {sheet && (
        <>
          <p className={styles.small}>
            {grantedCount(connection)} of {sheet.types.length} data types allowed on this phone. {sheet.caveat}
          </p>
          <button type="button" className="button button--secondary button--block" onClick={() => dispatch({type: 'connect', slug})}>
            Change permissions
          </button>
        </>
      )}
      <button
        type="button"
        className={`button button--block ${shared.dangerButton}`}
        onClick={() => dispatch({type: 'request-revoke', slug})}>
        {source.revokeName ? `Disconnect ${source.name}` : `How to disconnect ${source.name}`}
      </button>
    </Screen>
  );
}
