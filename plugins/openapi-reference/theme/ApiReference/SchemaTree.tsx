import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {PropertyNode, SchemaNode} from '../../../../core/contract/model/types';
import {anchorPart, hasChildren, provenanceLabels, provenanceMarks, provenanceTitles, unitOf} from '../../../../core/contract/model/fields';
import {useSchemaHref} from './context';
import SchemaFacts from './SchemaFacts';
import TypeLabel from './TypeLabel';
import styles from './styles.module.css';

/** Levels below this start folded; <details> keeps them usable without JS. */
const OPEN_DEPTH = 2;

function Circular({node}: {node: SchemaNode}): ReactNode {
  const href = useSchemaHref(node.refName);
  return (
    <p className={styles.note}>
      Repeats {href ? <Link to={href}>{node.refName}</Link> : node.refName} from further up: see its page for the fields.
    </p>
  );
}

/** What sits under a node: its properties, its items' properties, or its alternatives. */
function Children({node, anchor, depth}: {node: SchemaNode; anchor: string; depth: number}): ReactNode {
  if (node.circular) return <Circular node={node} />;
  if (node.items && hasChildren(node.items)) {
    return <Children node={node.items} anchor={anchor} depth={depth} />;
  }
  if (node.variants) {
    return (
      <div className={styles.variants}>
        <p className={styles.note}>{node.variants.kind === 'oneOf' ? 'Exactly one of:' : 'Any of:'}</p>
        <ol>
          {node.variants.options.map((option, i) => (
            <li key={i} id={`${anchor}-option-${i + 1}`}>
              <TypeLabel node={option} />
              <SchemaFacts node={option} />
              <Children node={option} anchor={`${anchor}-option-${i + 1}`} depth={depth + 1} />
            </li>
          ))}
        </ol>
      </div>
    );
  }
  if (!node.properties.length && node.additionalProperties) {
    return (
      <>
        <p className={styles.note}>
          A map from keys to <TypeLabel node={node.additionalProperties} /> values.
        </p>
        <Children node={node.additionalProperties} anchor={anchor} depth={depth} />
      </>
    );
  }
  if (!node.properties.length) return null;
  const list = <PropertyList properties={node.properties} anchor={anchor} depth={depth} />;
  if (depth < OPEN_DEPTH) return list;
  return (
    <details className={styles.nested}>
      <summary>
        {node.properties.length} {node.properties.length === 1 ? 'field' : 'fields'}
      </summary>
      {list}
    </details>
  );
}

function Property({prop, anchor, depth}: {prop: PropertyNode; anchor: string; depth: number}): ReactNode {
  const {schema} = prop;
  const unit = unitOf(prop.name);
  return (
    <li id={anchor} className={styles.property}>
      <div className={styles.propertyHead}>
        <a href={`#${anchor}`} className={styles.propertyName}>
          <code>{prop.name}</code>
        </a>
        <TypeLabel node={schema} />
        {unit && <span className={styles.unit}>unit: {unit}</span>}
        {prop.required && <span className={styles.required}>required</span>}
        {schema.deprecated && <span className={styles.deprecatedTag}>deprecated</span>}
        {schema.provenance && (
          <span
            className={styles.flag}
            title={provenanceTitles[schema.provenance]}
            data-mark={schema.provenance === 'modelled' ? provenanceMarks.modelled : undefined}>
            {provenanceLabels[schema.provenance]}
          </span>
        )}
        {schema.readOnly && <span className={styles.flag}>read-only</span>}
        {schema.writeOnly && <span className={styles.flag}>write-only</span>}
      </div>
      <SchemaFacts node={schema} field />
      <Children node={schema} anchor={anchor} depth={depth + 1} />
    </li>
  );
}

function PropertyList({properties, anchor, depth}: {properties: PropertyNode[]; anchor: string; depth: number}): ReactNode {
  return (
    <ul className={styles.properties}>
      {properties.map((prop) => (
        <Property key={prop.name} prop={prop} anchor={`${anchor}-${anchorPart(prop.name)}`} depth={depth} />
      ))}
    </ul>
  );
}

/**
 * A schema as an indented tree: every property with its type, required
 * marker, constraints and description, each with a stable anchor built from
 * `anchor` and the property path.
 */
export default function SchemaTree({node, anchor, showRoot = true}: {node: SchemaNode; anchor: string; showRoot?: boolean}): ReactNode {
  return (
    <div className={styles.tree}>
      {showRoot && (
        <div className={styles.treeRoot}>
          <TypeLabel node={node} />
          <SchemaFacts node={node} />
        </div>
      )}
      <Children node={node} anchor={anchor} depth={0} />
    </div>
  );
}
