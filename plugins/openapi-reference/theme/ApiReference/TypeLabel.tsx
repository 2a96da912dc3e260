import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {baseTypeText} from '../../model/fields';
import type {SchemaNode} from '../../model/types';
import {useSchemaHref} from './context';
import styles from './styles.module.css';

/** `typeText` of a node, with the named schemas in it linked to their pages. */
export default function TypeLabel({node}: {node: SchemaNode}): ReactNode {
  return <span className={styles.type}>{typeParts(node)}</span>;
}

function typeParts(node: SchemaNode): ReactNode {
  const main = node.items ? (
    <>
      array of {typeParts(node.items)}
    </>
  ) : (
    <BaseType node={node} />
  );
  return node.nullable ? <>{main} or null</> : main;
}

function BaseType({node}: {node: SchemaNode}): ReactNode {
  const href = useSchemaHref(node.refName);
  const text = baseTypeText(node);
  if (!node.refName || !href) return text;
  return (
    <>
      <Link to={href}>{node.refName}</Link>
      {text.slice(node.refName.length)}
    </>
  );
}
