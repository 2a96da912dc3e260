import type {LaunchOptions} from '@playwright/test';
import {playwrightLaunchOptions} from '../../../scripts/lib/chromium.mjs';

/** Debian's Chromium with the project's flags (scripts/lib/chromium.mjs). */
export const chromiumLaunchOptions: LaunchOptions = playwrightLaunchOptions;
