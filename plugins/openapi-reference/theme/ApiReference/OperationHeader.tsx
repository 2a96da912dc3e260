import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {OperationModel} from '../../../../core/contract/model/types';
import MethodBadge from './MethodBadge';
import RichText from '@site/ui/RichText';
import styles from './styles.module.css';

/** Method and path, the summary as the page title, deprecation and description. */
export default function OperationHeader({operation}: {operation: OperationModel}): ReactNode {
  return (
    <header className={styles.header}>
      <p className={styles.endpoint}>
        <MethodBadge method={operation.method} />
        <code className={styles.path}>{operation.path}</code>
      </p>
      <Heading as="h1">{operation.summary}</Heading>
      {operation.deprecated && (
        <div className="alert alert--warning" role="note">
          <strong>Deprecated.</strong> This operation still works but should not be used in new code.
          {operation.supersededBy && (
            <>
              {' '}
              Use <Link to={operation.supersededBy.permalink}>{operation.supersededBy.summary}</Link> (
              <code>
                {operation.supersededBy.method} {operation.supersededBy.path}
              </code>
              ) instead.
            </>
          )}
        </div>
      )}
      <RichText text={operation.description} minHeading={2} idPrefix="about-" />
    </header>
  );
}
