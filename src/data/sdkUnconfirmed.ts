/**
 * API names the SDK guides use that the provider facts sheet does not confirm.
 * A page that mentions one must flag it with `<Unconfirmed name="…" />` (inline)
 * or `<UnconfirmedNames names={[…]} />` (above a sample);
 * tests/unit/sdk-truth.test.ts enforces it. `why` says what is known.
 */
export const unconfirmedNames = {
  // Android Health Connect
  RequestPermissionsStatus: 'The values ALREADY_GRANTED and REQUEST_SENT are documented; the name of their enum class is not.',
  EXTRA_HEALTH_CONNECT_PERMISSIONS_GRANTED:
    'ROOK documents extras for “granted”, “partially granted” and “background granted” on the permissions broadcast, not their constant names.',
  EXTRA_HEALTH_CONNECT_PERMISSIONS_PARTIALLY_GRANTED:
    'ROOK documents extras for “granted”, “partially granted” and “background granted” on the permissions broadcast, not their constant names.',
  EXTRA_HEALTH_CONNECT_BACKGROUND_PERMISSION_GRANTED:
    'ROOK documents extras for “granted”, “partially granted” and “background granted” on the permissions broadcast, not their constant names.',
  HealthConnectAvailability: 'The values INSTALLED, NOT_INSTALLED and NOT_SUPPORTED are documented; the name of their enum class is not.',
  BackgroundReadStatus: 'The values UNAVAILABLE, PERMISSION_NOT_GRANTED and PERMISSION_GRANTED are documented; the name of their enum class is not.',
  launchInForegroundService: 'ROOK mentions it without documenting it.',
  // Android Samsung Health
  SamsungHealthAvailability: 'The values INSTALLED, NOT_INSTALLED, OUTDATED, DISABLED and NOT_READY are documented; the name of their enum class is not.',
  checkSamsungHealthPermissions: 'ROOK documents check and request methods that take a Set<SamsungHealthPermission>, not their names.',
  checkSamsungHealthPermissionsPartially: 'ROOK documents check and request methods that take a Set<SamsungHealthPermission>, not their names.',
  requestSamsungHealthPermissions: 'ROOK documents check and request methods that take a Set<SamsungHealthPermission>, not their names.',
  // iOS
  setExcludeManualData: 'The method exists in RookSDK’s interface; ROOK does not document what it does.',
  setRefreshSkew: 'The method exists in RookSDK’s interface; ROOK does not document what it does.',
} as const;

export type UnconfirmedName = keyof typeof unconfirmedNames;
