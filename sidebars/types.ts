import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** Items of one sidebar, as the sidebar modules export them. */
export type SidebarItems = SidebarsConfig[string];
