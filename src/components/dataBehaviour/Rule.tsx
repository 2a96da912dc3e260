import Link from '@docusaurus/Link';
import Mark from '@site/ui/Mark';
import styles from './styles.module.css';

/** The site's “sandbox model” mark (core/data/marks.ts): a rule, or part of one, that the sandbox models where ROOK published nothing. */
export function SandboxModel() {
  return <Mark of="sandbox-model" />;
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
