import type {ReactNode} from 'react';
import Info from '@theme-original/BlogPostItem/Header/Info';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {changelogDatePrecision} from '@site/core/data/changelog';

/**
 * A changelog entry whose day ROOK has not published shows the month (or
 * quarter, or year) it has, or that it has none, and says so once, here,
 * instead of the day its front matter sorts it by.
 */
export default function InfoWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useBlogPost();
  const precision = changelogDatePrecision[String(frontMatter.slug ?? '')];
  if (!precision) return <Info {...props} />;
  return (
    <div className={['margin-vert--md', props.className].filter(Boolean).join(' ')}>
      {/* An undated entry's front-matter day only sorts it: no machine-readable date. */}
      {precision.undated ? precision.shown : <time dateTime={metadata.date}>{precision.shown}</time>} ({precision.published})
    </div>
  );
}
