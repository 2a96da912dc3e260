import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {ErrorEntry} from '../../../../core/contract/model/types';
import {useSchemaHref} from './context';
import RichText from '@site/ui/RichText';
import styles from './styles.module.css';
import Table from '@site/ui/Table';

function SchemaLink({name}: {name?: string}): ReactNode {
  const href = useSchemaHref(name);
  if (!name) return null;
  return href ? <Link to={href}>{name}</Link> : <code>{name}</code>;
}

/** Every error status the contract declares, with its meanings and where it occurs. */
export default function ErrorCatalogue({errors}: {errors: ErrorEntry[]}): ReactNode {
  return (
    <Table columns={['Status', 'Meaning', 'Body', 'Returned by']} tableClassName={styles.table}>
      {errors.map((entry) => (
        <tr key={entry.status} id={`error-${entry.status}`}>
          <th scope="row">
            <code>{entry.status}</code>
          </th>
          <td>
            {entry.descriptions.map((d, i) => (
              <RichText key={i} text={d} minHeading={6} />
            ))}
          </td>
          <td>
            <SchemaLink name={entry.schemaName} />
          </td>
          <td>
            <ul className={styles.rules}>
              {entry.operations.map((op) => (
                <li key={op.operationId}>
                  <Link to={`${op.permalink}#response-${entry.status.toLowerCase()}`}>{op.operationId}</Link>
                </li>
              ))}
            </ul>
          </td>
        </tr>
      ))}
    </Table>
  );
}
