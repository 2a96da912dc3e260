/**
 * Declarations of react-native-rook-sdk 4.x written from the provider facts
 * sheet (§10.6), so the React Native guide's samples are type-checked.
 * Members the facts sheet does not name carry `@unconfirmed`, matching the
 * entries of src/data/sdkUnconfirmed.ts. Return shapes ROOK does not
 * document are `unknown`. `ready` is confirmed for useRookConfiguration only;
 * the other hooks expose it in the earlier guide.
 */
declare module 'react-native-rook-sdk' {
  import type {ReactNode} from 'react';

  export enum SDKDataSource {
    APPLE_HEALTH = 'APPLE_HEALTH',
    HEALTH_CONNECT = 'HEALTH_CONNECT',
    SAMSUNG_HEALTH = 'SAMSUNG_HEALTH',
  }

  export enum SharedHealthEvents {
    ACTIVITY = 'ACTIVITY',
    HEART_RATE = 'HEART_RATE',
    OXYGENATION = 'OXYGENATION',
    BLOOD_PRESSURE = 'BLOOD_PRESSURE',
    BLOOD_GLUCOSE = 'BLOOD_GLUCOSE',
    CALORIES = 'CALORIES',
    STEPS = 'STEPS',
    BODY_METRICS = 'BODY_METRICS',
  }

  /** @unconfirmed The facts sheet names the type, not its members. */
  export enum AppleHealthPermission {
    SLEEP_ANALYSIS = 'SLEEP_ANALYSIS',
    STEP_COUNT = 'STEP_COUNT',
    ACTIVE_ENERGY_BURNED = 'ACTIVE_ENERGY_BURNED',
    HEART_RATE = 'HEART_RATE',
  }

  export type SummaryType = 'sleep' | 'physical' | 'body';

  export function RookSyncGate(props: {
    environment: 'sandbox' | 'production';
    clientUUID: string;
    secret: string;
    bundleId?: string;
    packageName?: string;
    enableLogs: boolean;
    enableBackgroundSync: boolean;
    children?: ReactNode;
  }): ReactNode;

  export function useRookConfiguration(): {
    ready: boolean;
    getUserID(): Promise<string | null>;
    updateUserID(userId: string): Promise<unknown>;
    syncUserTimeZone(): Promise<unknown>;
    removeUserFromRook(sources: SDKDataSource[]): Promise<unknown>;
    getDiagnosticState(): Promise<unknown>;
  };

  export function useRookPermissions(): {
    ready: boolean;
    requestWriteNutritionPermission(): Promise<unknown>;
    openAppleHealthSettings(): Promise<unknown>;
    /** @unconfirmed */
    requestAppleHealthPermissions(permissions?: AppleHealthPermission[]): Promise<unknown>;
    /** @unconfirmed */
    checkHealthConnectAvailability(): Promise<'INSTALLED' | 'NOT_INSTALLED' | 'NOT_SUPPORTED'>;
    /** @unconfirmed */
    healthConnectHasPartialPermissions(): Promise<boolean>;
    /** @unconfirmed */
    requestHealthConnectPermissions(): Promise<'REQUEST_SENT' | 'ALREADY_GRANTED'>;
    /** @unconfirmed */
    appleHealthHasPermissions(): Promise<unknown>;
    /** @unconfirmed */
    healthConnectHasPermissions(): Promise<unknown>;
    /** @unconfirmed */
    checkHealthConnectBackgroundReadStatus(): Promise<unknown>;
    /** @unconfirmed */
    openHealthConnectSettings(): Promise<unknown>;
    /** @unconfirmed */
    revokeHealthConnectPermissions(): Promise<unknown>;
    /** @unconfirmed */
    checkSamsungAvailability(): Promise<unknown>;
    /** @unconfirmed */
    samsungHealthHasPermissions(): Promise<unknown>;
    /** @unconfirmed */
    samsungHealthHasPartialPermissions(): Promise<unknown>;
    /** @unconfirmed */
    requestSamsungHealthPermissions(): Promise<unknown>;
    /** @unconfirmed */
    androidHasBackgroundPermissions(): Promise<unknown>;
    /** @unconfirmed */
    shouldRequestAndroidBackgroundPermissions(): Promise<unknown>;
    /** @unconfirmed */
    requestAndroidBackgroundPermissions(): Promise<unknown>;
    /** @unconfirmed */
    requestAndroidAlarmPermissions(): Promise<unknown>;
    /** @unconfirmed */
    requestDisableBatteryOptimizations(): Promise<unknown>;
    /** @unconfirmed */
    requiresOemAutoStartSetup(): Promise<unknown>;
    /** @unconfirmed */
    openOemAutoStartSetup(): Promise<unknown>;
  };

  /** Per-source results of a summary sync; ROOK does not document their shape. */
  export type SyncResult = Record<string, unknown>;

  export function useRookSync(): {
    /** Callback-based: returns void, so awaiting it does not wait for the upload. */
    sync(
      callback: (result: SyncResult) => void,
      options?: {date?: string; summary?: SummaryType; sources?: SDKDataSource[]},
    ): void;
    syncEvents(options: {date: string; event: SharedHealthEvents; sources: SDKDataSource[]}): Promise<unknown>;
  };

  export function useRookVariables(): {
    ready: boolean;
    /** Resolves with the count as a string. */
    getTodaySteps(source: SDKDataSource): Promise<string>;
    /** @unconfirmed */
    getTodayCalories(source: SDKDataSource): Promise<unknown>;
    /** @unconfirmed */
    getTodayHeartRate(source: SDKDataSource): Promise<unknown>;
  };

  export function useRookAppleHealth(): {
    ready: boolean;
    enableBackGroundUpdates(): Promise<unknown>;
    /** @unconfirmed */
    disableBackGroundUpdates(): Promise<unknown>;
    /** @unconfirmed */
    isBackgroundUpdatesEnabled(): Promise<boolean>;
  };

  export function useRookHealthConnect(): {
    ready: boolean;
    scheduleBackgroundSync(): Promise<unknown>;
    cancelBackgroundSync(): Promise<unknown>;
    /** @unconfirmed */
    isBackgroundSyncEnabled(): Promise<boolean>;
  };

  export function useRookSamsungHealth(): {
    ready: boolean;
    enableSamsungSync(): Promise<unknown>;
    /** @unconfirmed */
    disableSamsungSync(): Promise<unknown>;
    /** @unconfirmed */
    isSamsungSyncEnabled(): Promise<boolean>;
  };

  export function useRookAndroidStepCounter(): {
    /** @unconfirmed */
    isStepsCounterAvailable(): Promise<unknown>;
    /** @unconfirmed */
    enableStepsCounter(): Promise<unknown>;
    /** @unconfirmed */
    disableStepsCounter(): Promise<unknown>;
    /** @unconfirmed */
    isStepsCounterActive(): Promise<unknown>;
    /** @unconfirmed */
    getTodayStepsCount(): Promise<unknown>;
  };

  /** The native module behind `ROOK_NOTIFICATION` events. */
  export function getRookModule(): unknown;
}

/** The part of React Native's API the samples use. */
declare module 'react-native' {
  export const Platform: {OS: 'ios' | 'android'};
  export class NativeEventEmitter {
    constructor(nativeModule?: unknown);
    addListener(event: string, listener: (event: never) => void): {remove(): void};
  }
}

/** React Native's development-build flag. */
declare const __DEV__: boolean;
