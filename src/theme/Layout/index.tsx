import type {ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import PageMarkdown from '@site/src/components/pageMarkdown/PageMarkdown';

type Props = WrapperProps<typeof LayoutType>;

/** Every page: the theme's layout, plus the page's Markdown copy (head link and copy button). */
export default function LayoutWrapper({children, ...props}: Props): ReactNode {
  return (
    <Layout {...props}>
      <PageMarkdown />
      {children}
    </Layout>
  );
}
