import type {ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import descriptions from '@generated/rook-bundle-weight/default/doc-descriptions.json';

type Props = WrapperProps<typeof DocCardType>;

/**
 * A doc's card shows the doc's description, which the theme reads from the
 * docs version's metadata. Every docs page loads that metadata, and only
 * category pages show cards, so the descriptions come from a module of their
 * own here (plugins/bundle-weight) and are left out of the metadata.
 */
export default function DocCardWrapper(props: Props): ReactNode {
  const {pluginId, version} = useDocsVersion();
  const {item} = props;
  const description =
    item.type === 'link' && item.docId && item.description === undefined ? descriptions[pluginId]?.[version]?.[item.docId] : undefined;
  return <DocCard {...props} item={description === undefined ? item : {...item, description}} />;
}
