import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {routes} from '../../../../core/config/routes';
import styles from './shared.module.css';

/** The visible statement that the page is a prototype on sample data. */
export default function PrototypeNotice({children}: {children?: ReactNode}): ReactNode {
  return (
    <aside className={styles.notice} aria-label="About this prototype">
      <strong>Prototype on sample data.</strong> Nothing here calls ROOK or any provider: every answer is a fixed sample shaped like the
      responses in the <Link to={routes.apiReference}>API reference</Link>, and the consent and permission screens are simulations.{' '}
      {children}
    </aside>
  );
}
