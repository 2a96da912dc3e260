import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {routes} from '../../../../core/config/routes';
import type {ApiCall} from '../state/apiCalls';
import styles from './shared.module.css';

/**
 * What the client's backend sends to ROOK at the current step, with the
 * sample answer. Fixed height with its own scroll, so a new call never
 * moves the rest of the page.
 */
export default function ApiCallPanel({call}: {call: ApiCall | null}): ReactNode {
  return (
    <section className={styles.apiPanel} aria-labelledby="showcase-api-call">
      <h2 id="showcase-api-call" className={styles.apiPanelTitle}>
        Behind the screen: your backend’s call
      </h2>
      {call ? (
        <div className={styles.apiPanelBody}>
          <p className={styles.apiRequest}>
            <span className={styles.method}>{call.method}</span> <code>{call.path}</code>
          </p>
          {call.requestBody && (
            <>
              <p className={styles.apiLabel}>Request body</p>
              <pre className={styles.json} tabIndex={0} aria-label="Request body">
                {JSON.stringify(call.requestBody, null, 2)}
              </pre>
            </>
          )}
          <p className={styles.apiLabel}>Sample response ({call.status})</p>
          <pre className={styles.json} tabIndex={0} aria-label="Sample response">
            {JSON.stringify(call.response, null, 2)}
          </pre>
        </div>
      ) : (
        <p className={styles.apiPanelBody}>
          Start a connection or a disconnect to see the request your backend makes and the answer ROOK sends. The calls are documented in
          the <Link to={routes.apiReference}>API reference</Link>; your backend makes them with your client credentials, never the app.
        </p>
      )}
    </section>
  );
}
