import type {ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import descriptions from '@generated/rook-bundle-weight/default/doc-descriptions.json';

type Props = WrapperProps<typeof DocCardType>;

/**
 * A doc's card shows the doc's description, which the theme looks up by doc
 * id in the docs version's metadata. Every docs page loads that metadata, and
 * only category pages show cards, so the browser's copy carries no docs
 * (plugins/bundle-weight): the description comes from a module of its own,
 * and the card gets no doc id to look up.
 */
export default function DocCardWrapper(props: Props): ReactNode {
  const {pluginId, version} = useDocsVersion();
  const {item} = props;
  if (item.type !== 'link' || !item.docId) return <DocCard {...props} />;
  const description = item.description ?? descriptions[pluginId]?.[version]?.[item.docId];
  return <DocCard {...props} item={{...item, docId: undefined, description}} />;
}
