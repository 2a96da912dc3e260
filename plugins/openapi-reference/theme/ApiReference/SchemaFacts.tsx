import type {ReactNode} from 'react';
import RichText from '@site/ui/RichText';
import {factsOf, fieldFactsOf, type Fact} from '../../../../core/contract/model/fields';
import type {SchemaNode} from '../../../../core/contract/model/types';
import styles from './styles.module.css';

/**
 * Description, constraints, allowed values, default and example of one node
 * (worded by `factsOf`, or `fieldFactsOf` for a property, as guide tables do).
 */
export default function SchemaFacts({
  node,
  showDescription = true,
  field = false,
}: {
  node: SchemaNode;
  showDescription?: boolean;
  field?: boolean;
}): ReactNode {
  const facts = field ? fieldFactsOf(node) : factsOf(node);
  return (
    <>
      {showDescription && node.description && (
        <div className={styles.description}>
          <RichText text={node.description} minHeading={6} />
        </div>
      )}
      {facts.length > 0 && <FactList facts={facts} className={styles.facts} />}
    </>
  );
}

/** "Constraints: a, b" lines, one per fact. */
export function FactList({facts, className}: {facts: Fact[]; className?: string}): ReactNode {
  return (
    <ul className={className}>
      {facts.map((fact) => (
        <li key={fact.label}>
          {fact.label}:{' '}
          {fact.values.map((value, i) => (
            <span key={i}>
              {i > 0 && ', '}
              <code className={styles.value}>{value}</code>
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}
