import type { LaunchOptions } from '@playwright/test';

// Debian's Chromium, never a downloaded browser; the flags keep it off the network it has no
// business with (a closed CI network refuses those connections, many at a time).
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
