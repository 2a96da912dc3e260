import type {ReactNode} from 'react';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {rareThemePart} from '@site/ui/rareThemePart';

type Props = WrapperProps<typeof DocVersionBannerType>;

const Banner = rareThemePart<Props>(() => import('@theme-original/DocVersionBanner'));

/** The theme's banner of a version that has one (unreleased or unmaintained); only such a version's pages load its code. */
export default function DocVersionBannerWrapper(props: Props): ReactNode {
  return useDocsVersion().banner ? <Banner {...props} /> : null;
}
