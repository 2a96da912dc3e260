/**
 * The data sources the site promises a page for, typed here by hand on
 * purpose: the site must match this list, not the other way round. Shared by
 * the unit tests of the data-source module and the checks of the built pages.
 */
export const expectedDataSourceSlugs = [
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
