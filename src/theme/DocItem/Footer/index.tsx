import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {rareThemePart} from '@site/ui/rareThemePart';

const Footer = rareThemePart(() => import('@theme-original/DocItem/Footer'));

/** The theme's doc footer, with the doc's tags and its edit link or last update; only a doc with one of those loads its code. */
export default function DocItemFooterWrapper(): ReactNode {
  const {tags, editUrl, lastUpdatedAt, lastUpdatedBy} = useDoc().metadata;
  return tags.length > 0 || editUrl || lastUpdatedAt || lastUpdatedBy ? <Footer /> : null;
}
