import type { LaunchOptions } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

/** How every journey launches its browser (the same one `npm run bench` uses). */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS],
};
