import type {ReactNode} from 'react';
import BlogLayout from '@theme-original/BlogLayout';
import type BlogLayoutType from '@theme/BlogLayout';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {useBlogMetadata} from '@docusaurus/plugin-content-blog/client';
import Heading from '@theme/Heading';

type Props = WrapperProps<typeof BlogLayoutType>;

/**
 * The theme's blog list page (our changelog) has no visible title; every
 * other page has an h1. Only the list page gets one: posts, tag and archive
 * pages already have theirs.
 */
export default function BlogLayoutWrapper({children, ...props}: Props): ReactNode {
  const {blogBasePath, blogTitle} = useBlogMetadata();
  const {pathname} = useLocation();
  const isList = pathname.replace(/\/?$/, '/') === blogBasePath.replace(/\/?$/, '/');
  return (
    <BlogLayout {...props}>
      {isList && (
        <Heading as="h1" className="margin-bottom--lg">
          {blogTitle}
        </Heading>
      )}
      {children}
    </BlogLayout>
  );
}
