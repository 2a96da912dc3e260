import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {routes} from '../../../core/config/routes';
import {sourceArchive} from '@site/plugins/source-archive/paths';
import type {SandboxLocation} from '../../../ui/sandboxLocation';
import styles from './styles.module.css';

/** Why nothing answered, for the sandbox this site is set to use. */
function Explanation({reason, location}: {reason: string; location: SandboxLocation | null}): ReactNode {
  if (location?.hosted) {
    return (
      <p>
        {reason} This site uses the hosted sandbox at <code>{location.baseUrl}</code>: it may be down for a moment, or it may not accept
        calls from this site’s address.
      </p>
    );
  }
  return (
    <p>
      {reason} This page uses the sandbox served beside the site, at <code>{routes.sandboxApi}</code> on the same address, which the site’s
      own server (<code>npm start</code>) runs. A static host (a CDN, or <code>docusaurus serve</code>) serves the pages only.
    </p>
  );
}

/** Shown when the sandbox the site is set to use does not speak the control API: a static host, or the sandbox is not running. */
export default function Unreachable({
  reason,
  location,
  onRetry,
}: {
  reason: string;
  location: SandboxLocation | null;
  onRetry: () => void;
}): ReactNode {
  return (
    <section className={styles.unreachable} aria-labelledby="sandbox-unreachable">
      <h2 id="sandbox-unreachable">
        {location?.hosted ? 'The hosted sandbox is not reachable' : 'No sandbox is reachable beside this site'}
      </h2>
      <Explanation reason={reason} location={location} />
      <p>
        To use the dashboard on your own machine, run the site with its sandbox: download the source of these docs,{' '}
        <a href={sourceArchive.path}>rook-docs.zip</a>, and with Node.js 20 or newer run
      </p>
      <pre>
        <code>{`unzip rook-docs.zip && cd ${sourceArchive.folder}\nnpm install && npm start`}</code>
      </pre>
      <p>
        then open <code>http://localhost:3000{routes.sandboxDashboard}</code>. <code>npm run sandbox</code> runs the sandbox alone (on port
        4010) for API calls; see the <Link to={routes.sandboxGuide}>sandbox guide</Link>.
      </p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}
