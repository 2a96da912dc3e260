import type {SidebarConfig} from '@docusaurus/plugin-content-docs';

/** SDK guides (Android, iOS, Flutter, React Native, Capacitor), nested under ROOK Connect. */
export const sdkItems = [] satisfies SidebarConfig;
