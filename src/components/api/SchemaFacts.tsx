import type {ReactNode} from 'react';
import {describeConstraints} from '@site/plugins/openapi-reference/constraints';
import type {SchemaNode} from '@site/plugins/openapi-reference/models';
import {formatValue} from './context';
import RichText from './RichText';
import styles from './styles.module.css';

/** Description, constraints, allowed values, default and example of one node. */
export default function SchemaFacts({node, showDescription = true}: {node: SchemaNode; showDescription?: boolean}): ReactNode {
  const constraints = describeConstraints(node.constraints);
  // Whole objects and arrays read better in the JSON examples than inline.
  const example = node.example !== undefined && (node.example === null || typeof node.example !== 'object') ? node.example : undefined;
  return (
    <>
      {showDescription && node.description.length > 0 && (
        <div className={styles.description}>
          <RichText blocks={node.description} minHeading={6} />
        </div>
      )}
      {(constraints.length > 0 || node.enum || node.default !== undefined || example !== undefined) && (
        <ul className={styles.facts}>
          {constraints.length > 0 && (
            <li>
              Constraints:{' '}
              {constraints.map((c, i) => (
                <code key={i} className={styles.value}>{c}</code>
              ))}
            </li>
          )}
          {node.enum && (
            <li>
              Allowed values:{' '}
              {node.enum.map((v, i) => (
                <code key={i} className={styles.value}>{formatValue(v)}</code>
              ))}
            </li>
          )}
          {node.default !== undefined && (
            <li>
              Default: <code className={styles.value}>{formatValue(node.default)}</code>
            </li>
          )}
          {example !== undefined && (
            <li>
              Example: <code className={styles.value}>{formatValue(example)}</code>
            </li>
          )}
        </ul>
      )}
    </>
  );
}
