import type {ReactNode} from 'react';
import type ContentVisibilityType from '@theme/ContentVisibility';
import type {WrapperProps} from '@docusaurus/types';
import {rareThemePart} from '@site/ui/rareThemePart';

type Props = WrapperProps<typeof ContentVisibilityType>;

const Notices = rareThemePart<Props>(() => import('@theme-original/ContentVisibility'));

/** The theme's draft and unlisted notices; only a draft or unlisted page loads their code. */
export default function ContentVisibilityWrapper(props: Props): ReactNode {
  const {unlisted, frontMatter} = props.metadata;
  return unlisted || frontMatter.unlisted || frontMatter.draft ? <Notices {...props} /> : null;
}
