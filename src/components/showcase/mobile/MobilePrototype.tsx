import {useCallback, useReducer, useRef, useState, type ReactNode} from 'react';
import {createInitialState, showcaseReducer, type ShowcaseAction} from '../state/showcaseReducer';
import {sourceBySlug} from '../state/connections';
import {AuthorizeStep, ConsentStep, ReturnedStep} from '../shared/ConnectSteps';
import ApiCallPanel from '../shared/ApiCallPanel';
import LiveAnnouncer from '../shared/LiveAnnouncer';
import PermissionSheet from '../shared/PermissionSheet';
import RevokeDialogs from '../shared/RevokeDialogs';
import ListScreen from './ListScreen';
import PhoneFrame from './PhoneFrame';
import Screen from './Screen';
import SourceScreen from './SourceScreen';
import styles from './mobile.module.css';

const connectTitles = {authorize: 'Connect', consent: 'Consent', returned: 'Connected'} as const;

/** The mobile prototype: a simulated client app inside a phone, plus the API call behind each step. */
export default function MobilePrototype(): ReactNode {
  const [state, rawDispatch] = useReducer(showcaseReducer, undefined, createInitialState);
  // Screens take focus only after the reader has done something, never on page load.
  const [interacted, setInteracted] = useState(false);
  const phoneRef = useRef<HTMLDivElement>(null);
  const dispatch = useCallback((action: ShowcaseAction) => {
    setInteracted(true);
    rawDispatch(action);
  }, []);
  const {flow, view} = state;

  let screen: ReactNode;
  if (flow.name === 'authorize' || flow.name === 'consent' || flow.name === 'returned') {
    const source = sourceBySlug(flow.slug);
    const Step = {authorize: AuthorizeStep, consent: ConsentStep, returned: ReturnedStep}[flow.name];
    const title = flow.name === 'consent' ? `${source.name} (simulated consent page)` : `${connectTitles[flow.name]} ${source.name}`;
    screen = (
      <Screen key={`${flow.name}-${flow.slug}`} title={title} focusOnMount={interacted}>
        <Step source={source} authorizer={flow.authorizer} dispatch={dispatch} />
      </Screen>
    );
  } else if (view.name === 'source' && state.connections[view.slug].linked) {
    screen = <SourceScreen key={view.slug} slug={view.slug} state={state} dispatch={dispatch} focusOnMount={interacted} />;
  } else {
    screen = <ListScreen key="list" state={state} dispatch={dispatch} focusOnMount={interacted} />;
  }
  const dialogOpen = ['permissions', 'confirm-revoke', 'revoked', 'no-revoke'].includes(flow.name);

  return (
    <div className={styles.layout}>
      <section className={styles.phoneColumn} aria-label="Simulated client app">
        <PhoneFrame>
          <div ref={phoneRef} className={styles.screenHost} inert={dialogOpen} tabIndex={-1}>
            {screen}
          </div>
          {flow.name === 'permissions' && (
            <PermissionSheet source={sourceBySlug(flow.slug)} draft={flow.draft} dispatch={dispatch} fallbackFocus={phoneRef} />
          )}
          <RevokeDialogs flow={flow} dispatch={dispatch} placement="contained" fallbackFocus={phoneRef} />
        </PhoneFrame>
      </section>
      <ApiCallPanel call={state.lastCall} />
      <LiveAnnouncer message={state.announcement} />
    </div>
  );
}
