import type {SidebarItems} from './types';

/** Getting started and API guides: the top of the docs sidebar. */
export const guideItems = [
  {type: 'doc', id: 'QuickStart', label: 'QuickStart'},
] satisfies SidebarItems;
