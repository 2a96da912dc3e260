import type {ReactNode} from 'react';
import BlogLayout from '@theme-original/BlogLayout';
import type BlogLayoutType from '@theme/BlogLayout';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import {routes} from '@site/core/config/routes';
import {changelogTitle} from '@site/core/data/changelog';

type Props = WrapperProps<typeof BlogLayoutType>;

/**
 * The theme's blog list page (our changelog) has no visible title; every
 * other page has an h1. Only the list page gets one: posts, tag and archive
 * pages already have theirs.
 */
export default function BlogLayoutWrapper({children, ...props}: Props): ReactNode {
  const {pathname} = useLocation();
  return (
    <BlogLayout {...props}>
      {pathname.replace(/\/?$/, '/') === routes.changelog && (
        <Heading as="h1" className="margin-bottom--lg">
          {changelogTitle}
        </Heading>
      )}
      {children}
    </BlogLayout>
  );
}
