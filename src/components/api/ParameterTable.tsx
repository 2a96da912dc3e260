import type {ReactNode} from 'react';
import {describeConstraints} from '@site/plugins/openapi-reference/constraints';
import type {ParameterModel} from '@site/plugins/openapi-reference/models';
import {formatValue} from './context';
import RichText from './RichText';
import TypeLabel from './TypeLabel';
import styles from './styles.module.css';

/** Path and query parameters: one row each, each row a deep-link target. */
export default function ParameterTable({parameters}: {parameters: ParameterModel[]}): ReactNode {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">In</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Rules</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((p) => {
            const rules = describeConstraints(p.schema.constraints);
            return (
              <tr key={p.anchor} id={p.anchor}>
                <th scope="row">
                  <a href={`#${p.anchor}`} className={styles.propertyName}>
                    <code>{p.name}</code>
                  </a>
                  {p.deprecated && <span className={styles.deprecatedTag}>deprecated</span>}
                </th>
                <td>{p.in}</td>
                <td><TypeLabel node={p.schema} /></td>
                <td>{p.required ? <span className={styles.required}>required</span> : 'optional'}</td>
                <td>
                  <ul className={styles.rules}>
                    {rules.map((r) => <li key={r}>{r}</li>)}
                    {p.schema.enum && <li>one of {p.schema.enum.map((v, i) => <code key={i} className={styles.value}>{formatValue(v)}</code>)}</li>}
                    {p.schema.default !== undefined && <li>default <code className={styles.value}>{formatValue(p.schema.default)}</code></li>}
                    {p.example !== undefined && <li>example <code className={styles.value}>{formatValue(p.example)}</code></li>}
                  </ul>
                </td>
                <td>
                  <RichText blocks={p.description.length ? p.description : p.schema.description} minHeading={6} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
