// Keyboard-only moves for the browser journeys: Tab or another key until a control has focus.
import type { Locator, Page } from '@playwright/test';

/** Says where the focus is, for failure messages. */
export const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '<body>';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 60) ?? '';
    return `<${el.tagName.toLowerCase()} role=${el.getAttribute('role') ?? ''}> ${name}`;
  });

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails when it never gets it. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached the target; the focus is on ${await describeFocus(page)}`);
}

/** Presses `key` until `target` has the focus, as in a tab list or a menu. */
export async function pressUntilFocused(page: Page, key: string, target: Locator, max = 12) {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached the target; the focus is on ${await describeFocus(page)}`);
}
