import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';

/** Says which Chromium the journeys run in: a new one can change what a journey meets. */
export default async function printChromiumVersion(): Promise<void> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    console.log(
      `Browser journeys in Chromium ${browser.version()} (${CHROMIUM_LAUNCH_OPTIONS.executablePath})`,
    );
  } finally {
    await browser.close();
  }
}
