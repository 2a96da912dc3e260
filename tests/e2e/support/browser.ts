import type {LaunchOptions} from '@playwright/test';

/** Debian's Chromium, headless, with every call home switched off. */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: chromiumExecutable,
  // Playwright would add its own --headless; the flag above selects the new mode.
  headless: false,
  args: chromiumFlags,
};
