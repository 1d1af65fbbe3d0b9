import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';

const DISABLE_FEATURES = '--disable-features=';

/**
 * Chromium keeps only the last `--disable-features` on its command line: ours (scripts/
 * chromium.mjs) must name every feature Playwright's own names, or those come back on unseen.
 */
async function checkDisabledFeatures(pid: number | undefined): Promise<void> {
  if (pid === undefined) return;
  const commandLine = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
  const lists = commandLine
    .filter((arg) => arg.startsWith(DISABLE_FEATURES))
    .map((arg) => arg.slice(DISABLE_FEATURES.length).split(','));
  const playwrights = lists[0] ?? [];
  const effective = new Set(lists.at(-1));
  const dropped = playwrights.filter((feature) => feature && !effective.has(feature));
  if (dropped.length > 0) {
    throw new Error(
      `Playwright now also disables ${dropped.join(', ')}: add them to PLAYWRIGHT_DISABLED_FEATURES in scripts/chromium.mjs`,
    );
  }
}

/**
 * Says which Chromium the journeys run in (a new one can change what a journey meets), after
 * checking that our flags keep Playwright's disabled features.
 */
export default async function describeChromium(): Promise<void> {
  const server = await chromium.launchServer(CHROMIUM_LAUNCH_OPTIONS);
  try {
    await checkDisabledFeatures(server.process().pid);
    const browser = await chromium.connect(server.wsEndpoint());
    console.log(
      `Browser journeys in Chromium ${browser.version()} (${CHROMIUM_LAUNCH_OPTIONS.executablePath})`,
    );
    await browser.close();
  } finally {
    await server.close();
  }
}
