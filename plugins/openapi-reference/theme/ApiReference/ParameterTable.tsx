import type {ReactNode} from 'react';
import {factsOf} from '../../../../core/contract/model/fields';
import type {ParameterModel} from '../../../../core/contract/model/types';
import RichText from '@site/ui/RichText';
import {FactList} from './SchemaFacts';
import TypeLabel from './TypeLabel';
import styles from './styles.module.css';
import Table from '@site/ui/Table';
import {parameterColumns} from '../../../../core/contract/model/labels';

/** Path and query parameters: one row each, each row a deep-link target (ids prefixed with `anchorPrefix` where one page shows several tables). */
export default function ParameterTable({parameters, anchorPrefix = ''}: {parameters: ParameterModel[]; anchorPrefix?: string}): ReactNode {
  return (
    <Table columns={parameterColumns} tableClassName={styles.table}>
      {parameters.map((p) => {
        // A parameter's own example wins over its schema's.
        const facts = factsOf(p.example === undefined ? p.schema : {...p.schema, example: p.example});
        const anchor = `${anchorPrefix}${p.anchor}`;
        return (
          <tr key={p.anchor} id={anchor}>
            <th scope="row">
              <a href={`#${anchor}`} className={styles.propertyName}>
                <code>{p.name}</code>
              </a>
              {p.deprecated && <span className={styles.deprecatedTag}>deprecated</span>}
            </th>
            <td>{p.in}</td>
            <td>
              <TypeLabel node={p.schema} />
            </td>
            <td>{p.required ? <span className={styles.required}>required</span> : 'optional'}</td>
            <td>
              <FactList facts={facts} className={styles.rules} />
            </td>
            <td>
              <RichText text={p.description ?? p.schema.description} minHeading={6} />
            </td>
          </tr>
        );
      })}
    </Table>
  );
}
