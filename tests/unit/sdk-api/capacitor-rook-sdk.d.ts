/**
 * Declarations of capacitor-rook-sdk written from ROOK's published Capacitor
 * material, so TypeScript samples in the Capacitor guide are type-checked.
 * Members that material does not name carry `@unconfirmed` (names the
 * Capacitor guide uses without ROOK confirming them);
 * core/data/sdkUnconfirmed.ts lists the same names and pages that use them
 * must flag them. Shapes ROOK does not document are typed loosely
 * (`unknown`) rather than guessed.
 */
declare module 'capacitor-rook-sdk' {
  import type {PluginListenerHandle} from '@capacitor/core';

  export type Environment = 'sandbox' | 'production';
  export type DataSource = 'HEALTH_CONNECT' | 'SAMSUNG' | 'ALL';
  export type Source = 'HEALTH_CONNECT' | 'SAMSUNG';
  export type SummaryType = 'sleep' | 'physical' | 'body';
  export type EventType =
    | 'activity'
    | 'heart_rate'
    | 'oxygenation'
    | 'temperature'
    | 'blood_pressure'
    | 'blood_glucose'
    | 'calories'
    | 'hydration'
    | 'nutrition'
    | 'steps'
    | 'body_metrics'
    | 'ecg';
  /** @unconfirmed The Capacitor guide's name for a Samsung Health data type; ROOK lists the types, not this name. */
  export type SamsungPermissionType = unknown;
  /** @unconfirmed The Capacitor guide's name for a HealthKit data type of a permission request. */
  export type AppleHealthPermissionType = unknown;
  /** @unconfirmed The Capacitor guide's name for what writeNutritionEvent takes; ROOK does not document its shape. */
  export type NutritionEvent = unknown;
  /** 4.1.1 resolves some booleans as `{result}`; samples must handle both. */
  export type BoolResult = boolean | {result: boolean};

  export const RookConfig: {
    initRook(options: {
      environment: Environment;
      clientUUID: string;
      secret: string;
      bundleId?: string;
      packageName?: string;
      enableBackgroundSync: boolean;
      enableEventsBackgroundSync: boolean;
      enableLogs: boolean;
    }): Promise<unknown>;
    updateUserId(options: {userId: string}): Promise<unknown>;
    getUserId(): Promise<unknown>;
    deleteUserFromRook(): Promise<unknown>;
    syncUserTimeZone(): Promise<unknown>;
    getDiagnostic(options?: {androidSource?: Source}): Promise<unknown>;
  };

  export const RookPermissions: {
    addListener(
      event: 'io.tryrook.permissions.healthConnect' | 'io.tryrook.permissions.android',
      handler: (event: {result: boolean}) => void,
    ): Promise<PluginListenerHandle>;
    /** @unconfirmed */
    requestAppleHealthPermissions(options: {types?: AppleHealthPermissionType[]}): Promise<unknown>;
    /** @unconfirmed */
    requestDietaryWritePermissions(): Promise<unknown>;
    /** @unconfirmed */
    openIOSSettings(): Promise<unknown>;
    /** @unconfirmed */
    checkHealthConnectPermissions(): Promise<BoolResult>;
    /** @unconfirmed */
    checkHealthConnectPermissionsPartially(): Promise<BoolResult>;
    /** @unconfirmed */
    requestHealthConnectPermissions(): Promise<{result: 'REQUEST_SENT' | 'ALREADY_GRANTED'}>;
    /** @unconfirmed */
    openHealthConnectSettings(): Promise<unknown>;
    /** @unconfirmed */
    revokeHealthConnectPermissions(): Promise<unknown>;
    /** @unconfirmed */
    requestSamsungHealthPermissions(options: {types: SamsungPermissionType[]}): Promise<unknown>;
    /** @unconfirmed */
    checkAndroidPermissions(): Promise<BoolResult>;
    /** @unconfirmed */
    requestAndroidPermissions(): Promise<{result: 'REQUEST_SENT' | 'ALREADY_GRANTED'}>;
    /** @unconfirmed 4.1.1 sends the wrong parameter name. */
    checkSamsungHealthPermission(options: {types: SamsungPermissionType[]}): Promise<unknown>;
    /** @unconfirmed 4.1.1 sends the wrong parameter name. */
    checkSamsungHealthPermissionPartially(options: {types: SamsungPermissionType[]}): Promise<unknown>;
    /** @unconfirmed */
    checkExactAlarmPermissions(): Promise<unknown>;
    /** @unconfirmed */
    requestExactAlarmPermissions(): Promise<unknown>;
    /** @unconfirmed */
    checkBatteryOptimizationsDisabled(): Promise<unknown>;
    /** @unconfirmed */
    requestDisableBatteryOptimizations(): Promise<unknown>;
    /** @unconfirmed */
    requiresOemAutoStartSetup(): Promise<unknown>;
    /** @unconfirmed */
    openOemAutoStartSetup(): Promise<unknown>;
  };

  export const RookAppleHealth: {
    enableAppleHealthSync(): Promise<unknown>;
    /** @unconfirmed */
    disableAppleHealthSync(): Promise<unknown>;
    /** @unconfirmed */
    isAppleHealthSyncEnable(): Promise<unknown>;
    /** @unconfirmed */
    enableBackGroundUpdates(): Promise<unknown>;
    /** @unconfirmed */
    disableBackGroundUpdates(): Promise<unknown>;
    /** @unconfirmed */
    isBackGroundUpdatesEnable(): Promise<unknown>;
    /** @unconfirmed */
    enableBackGroundEventsUpdates(): Promise<unknown>;
    /** @unconfirmed */
    disableBackGroundEventsUpdates(): Promise<unknown>;
    /** @unconfirmed */
    isBackGroundEventsUpdatesEnable(): Promise<unknown>;
    addListener(event: 'io.tryrook.background.appleHealth.errors', handler: (event: unknown) => void): Promise<PluginListenerHandle>;
    /** Spelled this way in the package. */
    starListening(): Promise<unknown>;
    /** @unconfirmed */
    stopListening(): Promise<unknown>;
  };

  export const RookHealthConnect: {
    checkAvailability(): Promise<{result: 'INSTALLED' | 'NOT_INSTALLED' | 'NOT_SUPPORTED'}>;
    checkBackgroundReadStatus(): Promise<{result: 'UNAVAILABLE' | 'PERMISSION_NOT_GRANTED' | 'PERMISSION_GRANTED'}>;
    enableHealthConnectBackGround(): Promise<unknown>;
    disableHealthConnectBackGround(): Promise<unknown>;
    /** @unconfirmed */
    isBackGroundUpdatesEnable(): Promise<unknown>;
    /** @unconfirmed @deprecated Use RookStepsCounter. */
    enableBackgroundAndroidSteps(): Promise<unknown>;
    /** @unconfirmed @deprecated Use RookStepsCounter. */
    disableBackgroundAndroidSteps(): Promise<unknown>;
    /** @unconfirmed @deprecated Use RookStepsCounter. */
    isBackgroundAndroidStepsActive(): Promise<unknown>;
    /** @unconfirmed @deprecated Use RookStepsCounter. */
    syncTodayAndroidStepsCount(): Promise<unknown>;
  };

  export const RookSamsungHealth: {
    /** @unconfirmed */
    checkSamsungHealthAvailability(): Promise<{
      result: 'INSTALLED' | 'NOT_INSTALLED' | 'OUTDATED' | 'DISABLED' | 'NOT_READY';
    }>;
    /** @unconfirmed */
    enableBackGroundUpdates(): Promise<unknown>;
    /** @unconfirmed */
    disableBackGroundUpdates(): Promise<unknown>;
    /** @unconfirmed */
    isBackGroundUpdatesEnable(): Promise<unknown>;
  };

  export const RookSummaries: {
    /** @unconfirmed */
    sync(options: {date?: string; types?: SummaryType[]; dataSource?: DataSource}): Promise<unknown>;
    /** @unconfirmed */
    getSleepSummaries(options: {date: string; dataSource?: Source}): Promise<unknown>;
    /** @unconfirmed */
    getPhysicalSummary(options: {date: string; dataSource?: Source}): Promise<unknown>;
    /** @unconfirmed */
    getBodySummary(options: {date: string; dataSource?: Source}): Promise<unknown>;
    /** @unconfirmed */
    reSyncFailedSummaries(): Promise<unknown>;
  };

  export const RookEvents: {
    /** @unconfirmed */
    syncEvents(options: {date: string; type: EventType; dataSource?: DataSource}): Promise<unknown>;
    /** @unconfirmed */
    getTodayStepCount(options?: {source?: Source}): Promise<{stepCount: unknown}>;
    /** @unconfirmed */
    getTodayCalories(options?: {source?: Source}): Promise<{active: unknown; basal: unknown}>;
    /** @unconfirmed */
    getTodayHeartRate(options?: {source?: Source}): Promise<unknown>;
    /** @unconfirmed */
    getActivityEvents(options: {date: string; dataSource?: Source}): Promise<unknown>;
    /** @unconfirmed */
    syncPendingEvents(): Promise<unknown>;
    /** @unconfirmed iOS. */
    writeNutritionEvent(options: {event: NutritionEvent}): Promise<unknown>;
  };

  export const RookStepsCounter: {
    /** @unconfirmed */
    isRookStepsCounterAvailable(): Promise<BoolResult>;
    /** @unconfirmed */
    enableRookStepsCounter(): Promise<unknown>;
    /** @unconfirmed */
    disableRookStepsCounter(): Promise<unknown>;
    /** @unconfirmed */
    isRookStepsCounterActive(): Promise<unknown>;
    /** @unconfirmed */
    getRookTodayStepsCount(): Promise<{stepCount: unknown}>;
  };
}

/** The part of Capacitor's own API the samples use. */
declare module '@capacitor/core' {
  export interface PluginListenerHandle {
    remove(): Promise<void>;
  }
  export const Capacitor: {getPlatform(): 'ios' | 'android' | 'web'};
}
