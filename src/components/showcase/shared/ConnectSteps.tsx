/**
 * The three steps of connecting an API source, drawn once and used by both
 * prototypes: the app's hand-off, the provider's (simulated) consent page
 * and the return to the app.
 */
import type {Dispatch, ReactNode} from 'react';
import type {DataSourceAuthorizer} from '../../../../core/data/showcaseSamples';
import {historyOnLink} from '../../../../core/data/showcaseSourceNotes';
import type {ShowcaseAction} from '../state/showcaseReducer';
import type {ShowcaseSource} from '../state/connections';
import styles from './shared.module.css';
import a11y from '../../../../ui/a11y.module.css';

interface StepProps {
  source: ShowcaseSource;
  authorizer: DataSourceAuthorizer;
  dispatch: Dispatch<ShowcaseAction>;
}

export function AuthorizeStep({source, authorizer, dispatch}: StepProps): ReactNode {
  return (
    <div className={styles.step}>
      <p>
        To read {source.name} data, {source.name} has to ask the user for consent on its own page. Your backend asked ROOK for {source.name}
        ’s authorizer: it is not authorized yet, so the answer carries an <code>authorization_url</code>.
      </p>
      <p>The app opens that address in the system browser (not a web view) and the user decides there.</p>
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={() => dispatch({type: 'continue-to-provider'})}>
          Continue to {source.name}
        </button>
        <button type="button" className="button button--secondary" onClick={() => dispatch({type: 'close-flow'})}>
          Cancel
        </button>
      </div>
      <p className={styles.fine}>
        <code>authorized</code>: {String(authorizer.authorized)}
      </p>
    </div>
  );
}

export function ConsentStep({source, authorizer, dispatch}: StepProps): ReactNode {
  const host = authorizer.authorization_url ? new URL(authorizer.authorization_url).host : '';
  return (
    <div className={styles.consent}>
      <p className={styles.addressBar}>
        <span className={a11y.visuallyHidden}>Address: </span>
        {host}
      </p>
      <div className={styles.consentBody}>
        <p className={styles.providerName} aria-hidden="true">
          {source.name}
        </p>
        <p>
          <strong>Sample app</strong>, through ROOK, wants to read your {source.name} data: activity, sleep and body measurements.
        </p>
        <p className={styles.fine}>Simulated page. The real one belongs to {source.name} and looks different.</p>
        <div className={styles.actions}>
          <button type="button" className="button button--primary" onClick={() => dispatch({type: 'answer-consent', allow: true})}>
            Allow
          </button>
          <button type="button" className="button button--secondary" onClick={() => dispatch({type: 'answer-consent', allow: false})}>
            Deny
          </button>
        </div>
      </div>
    </div>
  );
}

export function ReturnedStep({source, dispatch}: StepProps): ReactNode {
  return (
    <div className={styles.step}>
      <p className={styles.success}>
        <span aria-hidden="true">✓ </span>
        {source.name} is connected.
      </p>
      <p>
        The provider sent the user back to your app through your <code>redirect_url</code>. Asked again, the authorizer now answers{' '}
        <code>authorized: true</code> and no address.
      </p>
      <p>
        ROOK starts collecting {source.name} data
        {historyOnLink.includes(source.slug) ? ', including up to 7 days from before the link.' : '.'}
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={() => dispatch({type: 'close-flow'})}>
          Done
        </button>
      </div>
    </div>
  );
}
