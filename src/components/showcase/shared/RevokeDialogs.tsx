import type {Dispatch, ReactNode, RefObject} from 'react';
import {disconnectWithoutRevoke} from '../../../../core/data/showcaseSourceNotes';
import type {Flow, ShowcaseAction} from '../state/showcaseReducer';
import {sourceBySlug} from '../state/connections';
import ModalDialog from './ModalDialog';
import styles from './shared.module.css';

interface Props {
  flow: Flow;
  dispatch: Dispatch<ShowcaseAction>;
  placement: 'contained' | 'page';
  fallbackFocus?: RefObject<HTMLElement | null>;
}

/** Confirmation, result and "cannot revoke here" dialogs of the disconnect flow. */
export default function RevokeDialogs({flow, dispatch, placement, fallbackFocus}: Props): ReactNode {
  const close = () => dispatch({type: 'close-flow'});
  const common = {placement, fallbackFocus, onClose: close};
  if (flow.name === 'confirm-revoke') {
    const source = sourceBySlug(flow.slug);
    return (
      <ModalDialog key="confirm" {...common} role="alertdialog" title={`Disconnect ${source.name}?`}>
        <p>
          Your backend calls ROOK’s revoke endpoint with <code>data_source</code> “{source.revokeName}”. ROOK stops collecting {source.name}{' '}
          data for this user.
        </p>
        <div className={styles.actions}>
          <button type="button" className={`button ${styles.dangerButton}`} onClick={() => dispatch({type: 'confirm-revoke'})}>
            Disconnect
          </button>
          <button type="button" className="button button--secondary" onClick={close}>
            Keep connected
          </button>
        </div>
      </ModalDialog>
    );
  }
  if (flow.name === 'revoked') {
    const source = sourceBySlug(flow.slug);
    return (
      <ModalDialog key="revoked" {...common} title={`${source.name} disconnected`}>
        <p>
          ROOK answered: <q>{flow.message.message}</q>
        </p>
        {flow.delay && (
          <p className={styles.warning}>
            Unlinked on ROOK’s side right away, but {source.name} can take {flow.delay} to show the app as disconnected in the user’s{' '}
            {source.name} account. Tell the user so they do not try again.
          </p>
        )}
        {'revokeDeletesUser' in source && source.revokeDeletesUser && (
          <p className={styles.warning}>
            Disconnecting {source.name} also deletes the user at ROOK: the app creates the user again, and the user connects again every
            source they want to keep.
          </p>
        )}
        {source.kind === 'sdk' && (
          <p>
            Permissions granted on the phone stay as they are: this call cannot change them, only the user can, in the phone’s settings.
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className="button button--primary" onClick={close}>
            Done
          </button>
        </div>
      </ModalDialog>
    );
  }
  if (flow.name === 'no-revoke') {
    const source = sourceBySlug(flow.slug);
    const note = disconnectWithoutRevoke[flow.slug];
    return (
      <ModalDialog key="no-revoke" {...common} title={`Disconnecting ${source.name}`}>
        <p>{note?.summary}</p>
        <ol>
          {note?.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <div className={styles.actions}>
          <button type="button" className="button button--primary" onClick={close}>
            Got it
          </button>
        </div>
      </ModalDialog>
    );
  }
  return null;
}
