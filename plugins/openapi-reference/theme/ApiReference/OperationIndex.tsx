import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {TagGroup} from '../../../../core/contract/model/types';
import {slugify} from '@site/core/markdown/slug';
import MethodBadge from './MethodBadge';
import RichText from '@site/ui/RichText';
import styles from './styles.module.css';

/** All operations, grouped by tag in contract order. */
export default function OperationIndex({tags}: {tags: TagGroup[]}): ReactNode {
  return tags.map((tag) => (
    <section key={tag.name}>
      <Heading as="h3" id={`tag-${slugify(tag.name)}`}>
        {tag.name}
      </Heading>
      <RichText text={tag.description} minHeading={4} idPrefix={`tag-${slugify(tag.name)}-`} />
      <ul className={styles.opList}>
        {tag.operations.map((op) => (
          <li key={op.operationId}>
            <MethodBadge method={op.method} small />{' '}
            <Link to={op.permalink} className={op.deprecated ? styles.deprecatedText : undefined}>
              {op.summary}
            </Link>
            {op.deprecated && <span className={styles.deprecatedTag}>deprecated</span>} <code className={styles.opPath}>{op.path}</code>
          </li>
        ))}
      </ul>
    </section>
  ));
}
