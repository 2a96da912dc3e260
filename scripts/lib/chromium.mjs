// Debian's Chromium, headless, with every call home switched off: the one
// definition used by the end-to-end tests and the benchmarks.
/** @public (also read by bench/lighthouse.mjs; knip does not read bench/) */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** @public (also read by bench/lighthouse.mjs) */
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Playwright launch options: the flag above selects the new headless mode, so Playwright must not add its own. */
export const playwrightLaunchOptions = {
  executablePath: chromiumPath,
  headless: false,
  args: chromiumFlags,
};
