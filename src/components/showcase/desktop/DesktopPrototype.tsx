import {useReducer, useRef, type ReactNode} from 'react';
import {createInitialState, showcaseReducer} from '../state/showcaseReducer';
import ApiCallPanel from '../shared/ApiCallPanel';
import LiveAnnouncer from '../shared/LiveAnnouncer';
import RevokeDialogs from '../shared/RevokeDialogs';
import ConnectDialog from './ConnectDialog';
import ConnectionsPanel from './ConnectionsPanel';
import HealthDataView from './HealthDataView';
import styles from './desktop.module.css';

/** The web dashboard prototype: connections and the API calls on one side, the user's data on the other. */
export default function DesktopPrototype(): ReactNode {
  const [state, dispatch] = useReducer(showcaseReducer, undefined, createInitialState);
  const root = useRef<HTMLDivElement>(null);
  const dialogOpen = state.flow.name !== 'idle';
  return (
    <div ref={root} tabIndex={-1} className={styles.dashboard}>
      <div className={styles.side} inert={dialogOpen}>
        <ConnectionsPanel state={state} dispatch={dispatch} />
        <ApiCallPanel call={state.lastCall} />
      </div>
      <div className={styles.main} inert={dialogOpen}>
        <HealthDataView />
      </div>
      <ConnectDialog flow={state.flow} dispatch={dispatch} fallbackFocus={root} />
      <RevokeDialogs flow={state.flow} dispatch={dispatch} placement="page" fallbackFocus={root} />
      <LiveAnnouncer message={state.announcement} />
    </div>
  );
}
