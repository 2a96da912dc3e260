import type {Dispatch, ReactNode, RefObject} from 'react';
import type {Flow, ShowcaseAction} from '../state/showcaseReducer';
import {sourceBySlug} from '../state/connections';
import {AuthorizeStep, ConsentStep, ReturnedStep} from '../shared/ConnectSteps';
import ModalDialog from '../shared/ModalDialog';

interface Props {
  flow: Flow;
  dispatch: Dispatch<ShowcaseAction>;
  fallbackFocus: RefObject<HTMLElement | null>;
}

/** The API-source connect flow as a dialog over the dashboard, one step at a time. */
export default function ConnectDialog({flow, dispatch, fallbackFocus}: Props): ReactNode {
  if (flow.name !== 'authorize' && flow.name !== 'consent' && flow.name !== 'returned') return null;
  const source = sourceBySlug(flow.slug);
  const step = {
    authorize: {title: `Connect ${source.name}`, Body: AuthorizeStep},
    consent: {title: `${source.name} (simulated consent page)`, Body: ConsentStep},
    returned: {title: `${source.name} connected`, Body: ReturnedStep},
  }[flow.name];
  return (
    <ModalDialog
      key={flow.name}
      title={step.title}
      placement="page"
      onClose={() => dispatch({type: 'close-flow'})}
      fallbackFocus={fallbackFocus}>
      <step.Body source={source} authorizer={flow.authorizer} dispatch={dispatch} />
    </ModalDialog>
  );
}
