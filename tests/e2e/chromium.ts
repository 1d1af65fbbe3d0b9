import type { LaunchOptions } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

/**
 * V8 without its optimising compilers (Maglev, TurboFan), for the journeys only. Every journey
 * opens its pages in a new browser context, where Chromium keeps no compiled code between
 * pages, so the optimisers compiled the same app again on every page load on the two shared
 * cores, for code that had run a few times. What the code does is the same in every tier;
 * `npm run bench` keeps V8 as users have it, since it measures speed.
 */
const JOURNEY_V8_FLAGS = '--js-flags=--no-opt --no-maglev';

/** How every journey launches its browser (`npm run bench` launches the same, V8 apart). */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, JOURNEY_V8_FLAGS],
};
