import type {SidebarItems} from './types';

/** SDK guides (Android, iOS, Flutter, React Native, Capacitor), nested under ROOK Connect. */
export const sdkItems = [] satisfies SidebarItems;
