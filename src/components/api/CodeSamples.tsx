import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type {CodeSample} from '@site/plugins/openapi-reference/models';

/** Shared by every operation page, so the chosen language follows the reader. */
export const SAMPLE_LANGUAGE_GROUP = 'api-sample-language';

/** The request in five languages, generated at build time from the contract. */
export default function CodeSamples({samples, authenticated}: {samples: CodeSample[]; authenticated: boolean}): ReactNode {
  return (
    <section>
      <Heading as="h2" id="request-samples">
        Request samples
      </Heading>
      <p>
        The call goes to the sandbox server with the example values shown above.
        {authenticated && (
          <>
            {' '}Set the environment variables <code>ROOK_CLIENT_UUID</code> and <code>ROOK_SECRET_KEY</code> to your
            client_uuid and secret key before running it.
          </>
        )}
      </p>
      <Tabs groupId={SAMPLE_LANGUAGE_GROUP}>
        {samples.map((sample) => (
          <TabItem key={sample.id} value={sample.id} label={sample.label}>
            <CodeBlock language={sample.language}>{sample.code}</CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    </section>
  );
}
