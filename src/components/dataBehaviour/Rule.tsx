import Link from '@docusaurus/Link';
import badge from '@site/src/components/sdk/Badge.module.css';
import a11y from '@site/ui/a11y.module.css';
import styles from './styles.module.css';

const modelReason = 'ROOK has not published this; it is how the sandbox behaves';

/** The site's mark for what ROOK has not published: here, a rule (or part of one) the sandbox models. */
export function SandboxModel() {
  return (
    <span className={`${badge.badge} ${badge.warning}`} title={modelReason} data-markdown="(sandbox model)">
      sandbox model<span className={a11y.visuallyHidden}>: {modelReason}</span>
    </span>
  );
}

/** Where ROOK states a rule: a page of these docs that says it. */
export function Published({to, children}: {to: string; children: React.ReactNode}) {
  return (
    <span className={styles.provenance}>
      Published by ROOK: <Link to={to}>{children}</Link>.
    </span>
  );
}

/** The scenario that shows a rule, with where to run and watch it. */
export function Scenario({id}: {id: string}) {
  return (
    <p className={styles.scenario}>
      Scenario <code>{id}</code>: run it with <Link to="/api/sandbox/operations/runScenario/">runScenario</Link>, then watch its users,
      deliveries and inbox in the <Link to="/sandbox-dashboard/">sandbox dashboard</Link>.
    </p>
  );
}
