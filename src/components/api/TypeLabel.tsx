import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {SchemaNode} from '@site/plugins/openapi-reference/models';
import {useSchemaHref} from './context';
import styles from './styles.module.css';

/** "string (date)", "array of Pet", "Owner object", with named schemas linked. */
export default function TypeLabel({node}: {node: SchemaNode}): ReactNode {
  const href = useSchemaHref(node.refName);
  if (node.items) {
    return (
      <span className={styles.type}>
        array of <TypeLabel node={node.items} />
      </span>
    );
  }
  const base = node.format ? `${node.type} (${node.format})` : node.type;
  return (
    <span className={styles.type}>
      {node.refName && href ? <Link to={href}>{node.refName}</Link> : null}
      {node.refName && href ? ` ${base === node.refName ? '' : base}`.trimEnd() : base}
      {node.nullable ? ' or null' : ''}
    </span>
  );
}
