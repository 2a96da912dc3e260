import type {Dispatch, ReactNode} from 'react';
import type {ShowcaseAction, ShowcaseState} from '../state/showcaseReducer';
import {apiSources, connectableSources, hubNames, hubSources} from '../state/connections';
import SourceRow from './SourceRow';
import Screen from './Screen';
import styles from './mobile.module.css';

interface Props {
  state: ShowcaseState;
  dispatch: Dispatch<ShowcaseAction>;
  focusOnMount: boolean;
}

const phoneSources = connectableSources.filter((s) => s.kind === 'sdk');

/** Home screen of the simulated app: every source the user can connect. */
export default function ListScreen({state, dispatch, focusOnMount}: Props): ReactNode {
  return (
    <Screen title="Health connections" focusOnMount={focusOnMount}>
      <h4 className={styles.groupTitle}>Wearable accounts</h4>
      <p className={styles.groupHint}>Sign in to the provider once; ROOK reads its API.</p>
      <ul className={styles.list}>
        {apiSources.map((s) => (
          <SourceRow key={s.slug} source={s} connection={state.connections[s.slug]} dispatch={dispatch} />
        ))}
      </ul>
      <h4 className={styles.groupTitle}>On this phone</h4>
      <p className={styles.groupHint}>Allow access on the device; the ROOK SDK in this app reads it.</p>
      <ul className={styles.list}>
        {phoneSources.map((s) => (
          <SourceRow key={s.slug} source={s} connection={state.connections[s.slug]} dispatch={dispatch} />
        ))}
      </ul>
      <h4 className={styles.groupTitle}>Through another app</h4>
      <ul className={styles.list}>
        {hubSources.map((s) => (
          <li key={s.slug} className={styles.hubRow}>
            <span className={styles.rowName}>{s.name}</span>
            <span className={styles.rowStatus}>Link it to {hubNames(s)}, then connect that here.</span>
          </li>
        ))}
      </ul>
    </Screen>
  );
}
