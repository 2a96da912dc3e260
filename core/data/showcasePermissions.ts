/**
 * The data types each simulated on-device permission sheet in the Showcase
 * lists. Labels follow what each platform calls the type; `id` is the
 * prototype's own key. The real sheets belong to the operating system or
 * Samsung Health; ROOK's SDKs only ask for them to be shown.
 */
import type {DataSourceSlug} from './dataSources';

interface PermissionType {
  id: string;
  label: string;
}

export interface PermissionSheet {
  /** Who draws the real sheet. */
  owner: string;
  /** Heading of the simulated sheet. */
  title: string;
  /** Label of the one-tap "everything" control. */
  allLabel: string;
  types: readonly PermissionType[];
  /** What the app can and cannot learn from the answer. */
  caveat: string;
}

export const permissionSheets = {
  'apple-health': {
    owner: 'iOS (HealthKit)',
    title: 'Health Access',
    allLabel: 'Turn On All',
    types: [
      {id: 'steps', label: 'Steps'},
      {id: 'active-energy', label: 'Active Energy'},
      {id: 'heart-rate', label: 'Heart Rate'},
      {id: 'sleep', label: 'Sleep'},
      {id: 'workouts', label: 'Workouts'},
      {id: 'body-mass', label: 'Weight'},
    ],
    caveat:
      'iOS never tells an app which read permissions were granted: the SDK only learns that the sheet was shown. Missing types show up later as missing data.',
  },
  'health-connect': {
    owner: 'Android (Health Connect)',
    title: 'Allow access to Health Connect',
    allLabel: 'Allow all',
    types: [
      {id: 'steps', label: 'Steps'},
      {id: 'active-calories', label: 'Active calories burned'},
      {id: 'heart-rate', label: 'Heart rate'},
      {id: 'sleep', label: 'Sleep'},
      {id: 'exercise', label: 'Exercise'},
      {id: 'weight', label: 'Weight'},
    ],
    caveat: 'Health Connect reports which permissions were granted, so the app can ask again for the ones it still needs.',
  },
  'samsung-health': {
    owner: 'Samsung Health',
    title: 'Share data with this app',
    allLabel: 'All',
    types: [
      {id: 'steps', label: 'Steps'},
      {id: 'activity-summary', label: 'Activity summary'},
      {id: 'heart-rate', label: 'Heart rate'},
      {id: 'sleep', label: 'Sleep'},
      {id: 'exercise', label: 'Exercise'},
      {id: 'body-composition', label: 'Body composition'},
    ],
    caveat: 'Samsung Health returns the permissions the user granted, so the app can show what is still missing.',
  },
  android: {
    owner: 'Android',
    title: 'Allow this app to access your physical activity?',
    allLabel: 'Allow',
    types: [{id: 'activity-recognition', label: 'Physical activity (step sensor)'}],
    caveat: 'The phone’s step sensor gives steps only, collected about once an hour.',
  },
} as const satisfies Partial<Record<DataSourceSlug, PermissionSheet>>;

export function permissionSheetFor(slug: string): PermissionSheet | undefined {
  return (permissionSheets as Partial<Record<string, PermissionSheet>>)[slug];
}
