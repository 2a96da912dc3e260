/**
 * Declarations of react-native-rook-sdk 4.x written from ROOK's published
 * React Native material, so the React Native guide's samples are type-checked.
 * Members that material does not name carry `@unconfirmed`, matching the
 * entries of core/data/sdkUnconfirmed.ts. Return shapes ROOK does not
 * document are `unknown`. ROOK lists `ready` on useRookConfiguration only;
 * the guide's samples read it from the other hooks too, so it is tagged there.
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

  /** ROOK names the type, not its members. */
  export enum AppleHealthPermission {
    /** @unconfirmed */
    SLEEP_ANALYSIS = 'SLEEP_ANALYSIS',
    /** @unconfirmed */
    STEP_COUNT = 'STEP_COUNT',
    /** @unconfirmed */
    ACTIVE_ENERGY_BURNED = 'ACTIVE_ENERGY_BURNED',
    /** @unconfirmed */
    HEART_RATE = 'HEART_RATE',
  }

  /** Source-specific event types; ROOK names the enums, not their members. */
  export enum UniqueAppleHealthEvents {}
  export enum UniqueHealthConnectEvents {}
  export enum UniqueSamsungHealthEvents {}

  /**
   * The Samsung Health data types of a permission request. ROOK names this
   * type for the native SDKs, not for React Native.
   * @unconfirmed
   */
  export type SamsungHealthPermission = unknown;

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
    /** @deprecated Use removeUserFromRook (ROOK's 2.x to 4.0 migration guide). */
    clearUserID(): Promise<unknown>;
  };

  export function useRookPermissions(): {
    /** @unconfirmed */
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
    /** Checks the wrong permission in 4.1.1. */
    androidHasAlarmPermissions(): Promise<unknown>;
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
    sync(callback: (result: SyncResult) => void, options?: {date?: string; summary?: SummaryType; sources?: SDKDataSource[]}): void;
    syncEvents(options: {date: string; event: SharedHealthEvents; sources: SDKDataSource[]}): Promise<unknown>;
  };

  /** One day of one source; ROOK documents the helpers, not their parameters. */
  export function useRookData(): {
    /** @unconfirmed */
    ready: boolean;
    getSleepSummary(params: unknown): Promise<unknown>;
    getPhysicalSummary(params: unknown): Promise<unknown>;
    getBodySummary(params: unknown): Promise<unknown>;
    getActivityEvents(params: unknown): Promise<unknown>;
    writeNutritionData(...args: unknown[]): Promise<unknown>;
  };

  export function useRookVariables(): {
    /** @unconfirmed */
    ready: boolean;
    /** Resolves with the count as a string. */
    getTodaySteps(source: SDKDataSource): Promise<string>;
    /** @unconfirmed */
    getTodayCalories(source: SDKDataSource): Promise<unknown>;
    /** @unconfirmed */
    getTodayHeartRate(source: SDKDataSource): Promise<unknown>;
  };

  export function useRookAppleHealth(): {
    /** @unconfirmed */
    ready: boolean;
    enableBackGroundUpdates(): Promise<unknown>;
    /** @unconfirmed */
    disableBackGroundUpdates(): Promise<unknown>;
    /** @unconfirmed */
    isBackgroundUpdatesEnabled(): Promise<boolean>;
  };

  export function useRookHealthConnect(): {
    /** @unconfirmed */
    ready: boolean;
    scheduleBackgroundSync(): Promise<unknown>;
    cancelBackgroundSync(): Promise<unknown>;
    /** @unconfirmed */
    isBackgroundSyncEnabled(): Promise<boolean>;
  };

  export function useRookSamsungHealth(): {
    /** @unconfirmed */
    ready: boolean;
    enableSamsungSync(): Promise<unknown>;
    /** @unconfirmed */
    disableSamsungSync(): Promise<unknown>;
    /** @unconfirmed */
    isSamsungSyncEnabled(): Promise<boolean>;
  };

  export function useRookAndroidStepCounter(): {
    /** @unconfirmed */
    ready: boolean;
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

  /**
   * The older step hook, still exported for compatibility.
   * @deprecated Use useRookAndroidStepCounter.
   * @unconfirmed
   */
  export function useRookAndroidBackgroundSteps(): unknown;

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
