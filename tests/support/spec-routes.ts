/**
 * The product spec's list of data-source pages (section 2), typed here on
 * purpose: the site must match the spec, not the other way round. Shared by
 * the unit tests of the data-source module and the checks of the built pages.
 */
export const specDataSourceSlugs = [
  'dexcom',
  'fitbit',
  'garmin',
  'oura',
  'polar',
  'whoop',
  'withings',
  'xiaomi',
  'zepp',
  'android',
  'apple-health',
  'health-connect',
  'samsung-health',
];
