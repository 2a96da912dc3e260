import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {typeSegments, type TypeSegment} from '../../../../core/contract/model/fields';
import type {SchemaNode} from '../../../../core/contract/model/types';
import {useSchemaHref} from './context';
import styles from './styles.module.css';

/** `typeText` of a node, with the named schemas in it linked to their pages. */
export default function TypeLabel({node}: {node: SchemaNode}): ReactNode {
  return (
    <span className={styles.type}>
      {typeSegments(node).map((segment, i) => (
        <Segment key={i} segment={segment} />
      ))}
    </span>
  );
}

function Segment({segment}: {segment: TypeSegment}): ReactNode {
  const href = useSchemaHref(segment.refName);
  return segment.refName && href ? <Link to={href}>{segment.text}</Link> : segment.text;
}
