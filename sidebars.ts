import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {guideItems} from './sidebars/guides';

/**
 * The docs sidebar. Each area keeps its items in its own module under
 * sidebars/ so that one area can grow without touching the others.
 */
const sidebars = {
  docs: guideItems,
} satisfies SidebarsConfig;

export default sidebars;
