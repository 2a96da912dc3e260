import type {ReactNode} from 'react';
import type {MediaModel} from '../../../../core/contract/model/types';
import ExampleBlock from './ExampleBlock';
import SchemaTree from './SchemaTree';
import styles from './styles.module.css';

/**
 * A request or response body: content type, its field tree (collapsible;
 * required fields first) and, unless another pane shows them, its examples.
 * A link to a field inside a folded tree still lands: browsers open the
 * <details> that holds a fragment's target.
 */
export default function MediaContent({
  content,
  anchor,
  examples = true,
  open = true,
}: {
  content: MediaModel[];
  anchor: string;
  examples?: boolean;
  open?: boolean;
}): ReactNode {
  return content.map((media, i) => {
    const prefix = i === 0 ? anchor : `${anchor}-${i + 1}`;
    return (
      <div key={media.contentType} className={styles.media}>
        <p className={styles.note}>
          Content type <code>{media.contentType}</code>
        </p>
        {media.schema && (
          <details className={styles.fields} open={open}>
            <summary>{media.schema.properties.length ? `${media.schema.properties.length} top-level fields` : 'Schema'}</summary>
            <SchemaTree node={media.schema} anchor={prefix} />
          </details>
        )}
        {examples && media.examples.map((example) => <ExampleBlock key={example.key} example={example} />)}
      </div>
    );
  });
}
