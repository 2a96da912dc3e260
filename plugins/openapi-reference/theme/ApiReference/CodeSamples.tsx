import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import {language, languageGroupId} from '@site/core/data/codeTabs';
import {sampleEnv} from '../../../../core/contract/model/samples';
import type {CodeSample} from '../../../../core/contract/model/types';
import {headings} from '../../../../core/contract/model/labels';
import Section from './Section';
import Link from '@docusaurus/Link';
import {routes} from '@site/core/config/routes';

/**
 * The request in several languages, generated at build time from the
 * contract. The tabs are the guides' language tabs (same group, same
 * labels), so a language picked anywhere on the site is picked here too.
 */
export default function CodeSamples({samples, authenticated}: {samples: CodeSample[]; authenticated: boolean}): ReactNode {
  // Whether the call reads the reader's own user (ROOK_USER_ID) rather than an example one.
  const readsUser = samples.some((sample) => sample.code.includes(sampleEnv.userId));
  return (
    <Section id="request-samples" title={headings.requestSamples}>
      <p>
        The call sends the values shown above to the host in the environment variable <code>{sampleEnv.host}</code> (a server listed above).
        {authenticated && (
          <>
            {' '}
            Set <code>{sampleEnv.user}</code> and <code>{sampleEnv.password}</code> to your client_uuid and secret key before running it.
          </>
        )}
        {readsUser && (
          <>
            {' '}
            It reads your user from <code>{sampleEnv.userId}</code>: set it to one of your users (in the sandbox, link a source for one from
            the <Link to={routes.sandboxDashboard}>dashboard</Link>, which also makes the days before the link available). A date it sends
            is computed when it runs (yesterday, or today where the call needs it).
          </>
        )}
      </p>
      <Tabs groupId={languageGroupId}>
        {samples.map((sample) => {
          const {label, highlight} = language(sample.language);
          return (
            <TabItem key={sample.language} value={sample.language} label={label}>
              <CodeBlock language={highlight}>{sample.code}</CodeBlock>
            </TabItem>
          );
        })}
      </Tabs>
    </Section>
  );
}
