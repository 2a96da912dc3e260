import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {routes, sandboxApiRoutes} from '../../core/config/routes';
import Dashboard from '../components/SandboxDashboard/Dashboard';
import styles from './sandbox-dashboard.module.css';

export default function SandboxDashboardPage(): ReactNode {
  return (
    <Layout
      title="Sandbox dashboard"
      description="The sandbox's state for your sandbox client: users and connected sources, the clock, webhook deliveries with their signature check, the inbox, SDK links and reset.">
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>Sandbox dashboard</h1>
        <p>
          What the <Link to={routes.sandboxGuide}>sandbox</Link> holds for your sandbox client: its users and their connected sources, the
          sandbox clock, the webhooks it sent with their <code>X-ROOK-HASH</code> check and retries, and the inbox that received them.
          Buttons link an SDK source, move the clock and reset the client. The page talks to the sandbox this site is set to use (a hosted
          sandbox, or the one that <code>npm start</code> serves at <code>{routes.sandboxApi}</code> beside the site) through the{' '}
          <Link to={sandboxApiRoutes.overview}>control API</Link> only, with nothing to install. It is not part of ROOK’s API.
        </p>
        <Dashboard />
      </main>
    </Layout>
  );
}
