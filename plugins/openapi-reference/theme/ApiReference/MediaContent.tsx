import type {ReactNode} from 'react';
import type {MediaModel} from '../../model/types';
import ExampleBlock from './ExampleBlock';
import SchemaTree from './SchemaTree';
import styles from './styles.module.css';

/** A request or response body: content type, schema tree and examples. */
export default function MediaContent({content, anchor}: {content: MediaModel[]; anchor: string}): ReactNode {
  return content.map((media, i) => {
    const prefix = i === 0 ? anchor : `${anchor}-${i + 1}`;
    return (
      <div key={media.contentType} className={styles.media}>
        <p className={styles.note}>
          Content type <code>{media.contentType}</code>
        </p>
        {media.schema && <SchemaTree node={media.schema} anchor={prefix} />}
        {media.examples.map((example) => (
          <ExampleBlock key={example.key} example={example} />
        ))}
      </div>
    );
  });
}
