import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {ExampleModel} from '../../../../core/contract/model/types';

/** One JSON example in the site's code block (which brings the copy button). */
export default function ExampleBlock({example}: {example: ExampleModel}): ReactNode {
  const title = example.generated ? 'Example (built from the schema)' : example.summary || 'Example';
  return (
    <CodeBlock language="json" title={title}>
      {JSON.stringify(example.value, null, 2)}
    </CodeBlock>
  );
}
