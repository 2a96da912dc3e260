import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {routes} from '../../config/routes';
import styles from './styles.module.css';

/** Shown when nothing at /sandbox speaks the control API: a static host, or the sandbox is not running. */
export default function Unreachable({reason, onRetry}: {reason: string; onRetry: () => void}): ReactNode {
  return (
    <section className={styles.unreachable} aria-labelledby="sandbox-unreachable">
      <h2 id="sandbox-unreachable">No local sandbox is reachable</h2>
      <p>
        {reason} This page works when the site is served by <code>npm start</code>, which runs the local sandbox at{' '}
        <code>{routes.sandboxApi}</code> on the same origin. A static host (a CDN, or <code>docusaurus serve</code>) serves the pages only.
      </p>
      <p>To use the dashboard, start the site with its sandbox from a clone of this documentation’s repository:</p>
      <pre>
        <code>npm install && npm start</code>
      </pre>
      <p>
        then open <code>http://localhost:3000{routes.sandboxDashboard}</code>. <code>npm run sandbox</code> runs the sandbox alone (on port
        4010) for API calls; see the <Link to={routes.sandboxGuide}>local sandbox guide</Link>.
      </p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}
