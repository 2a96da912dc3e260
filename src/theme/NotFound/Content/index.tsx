import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {routes} from '../../../../core/config/routes';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

const destinations = [
  {label: 'QuickStart', to: routes.quickStart},
  {label: 'Data sources', to: routes.dataSources},
  {label: 'API reference', to: routes.apiReference},
  {label: 'Mobile SDKs', to: routes.sdks},
];

/** The theme's 404 text, followed by the places readers most often look for. */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
      <nav aria-label="Popular pages" className={styles.popular}>
        <p className={styles.title}>Popular pages</p>
        <ul>
          {destinations.map((d) => (
            <li key={d.to}>
              <Link to={d.to}>{d.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
