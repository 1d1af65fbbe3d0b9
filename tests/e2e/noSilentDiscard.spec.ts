import { type Page } from '@playwright/test';
import { injectApiFault } from './demoApiFaults';
import { expect, test } from './fixtures';

// Each journey starts signed in (its context holds a stored session); signing in itself is
// tested in session.spec.ts, deepLinks.spec.ts and keyboard.spec.ts.
test.use({ signedIn: true });

// The demo seed: "Paper Letters – single push" (campaign 2) has generated posts with a caption.
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Messages' }).getByText(text);

const openCaptionEditor = async (page: Page) => {
  const view = page.getByRole('dialog', { name: /Paper Letters/ });
  await expect(view.getByRole('table')).toBeVisible({ timeout: 60_000 });
  await view
    .getByRole('button', { name: /^Edit: post \d+$/ })
    .first()
    .click();
  const editor = page.getByRole('dialog', { name: 'Edit Post Caption' });
  return { view, editor, caption: editor.getByRole('textbox') };
};

test('Escape in the caption editor asks before an edited caption is lost', async ({ page }) => {
  test.slow();
  await page.goto('/promo-campaigns?campaignId=2');
  const { view, editor, caption } = await openCaptionEditor(page);
  const original = await caption.inputValue();

  // Nothing changed: Escape closes at once, as before.
  await caption.press('Escape');
  await expect(editor).toBeHidden();

  await view
    .getByRole('button', { name: /^Edit: post \d+$/ })
    .first()
    .click();
  await expect(caption).toHaveValue(original);
  await caption.fill('Out tonight, every platform. #PaperLetters');
  await caption.press('Escape');

  const question = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();

  // Keep editing: the text is still there and the keyboard is back in it.
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(editor).toBeVisible();
  await expect(caption).toHaveValue('Out tonight, every platform. #PaperLetters');
  await expect(caption).toBeFocused();

  // Discard: the editor closes and the post keeps its caption.
  await caption.press('Escape');
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(editor).toBeHidden();
  await view
    .getByRole('button', { name: /^Edit: post \d+$/ })
    .first()
    .click();
  await expect(caption).toHaveValue(original);
  await expect(editor.getByText(/^Restore your unsaved changes/)).toHaveCount(0);
});

test('a caption typed before a reload is offered again in the editor', async ({ page }) => {
  test.slow();
  await page.goto('/promo-campaigns?campaignId=2');
  const first = await openCaptionEditor(page);
  await first.caption.fill('Typed, then the page reloaded');
  // The draft is written half a second after the last keystroke, or when the page goes.
  await page.reload();

  const again = await openCaptionEditor(page);
  await expect(again.editor.getByText(/^Restore your unsaved changes from/)).toBeVisible();
  await again.editor.getByRole('button', { name: 'Restore' }).click();
  await expect(again.caption).toHaveValue('Typed, then the page reloaded');
});

test('a failed save can be pressed again at once, its error toast still shown', async ({
  page,
}) => {
  test.slow();
  await page.goto('/settings');
  const preLaunch = page.getByRole('spinbutton', { name: 'Pre-launch (%)' });
  await expect(preLaunch).toBeVisible({ timeout: 30_000 });
  await preLaunch.fill('60');
  await page.getByRole('spinbutton', { name: 'Launch (%)', exact: true }).fill('20');
  await page.getByRole('spinbutton', { name: 'Post-launch (%)' }).fill('20');

  await injectApiFault(page, {
    method: 'PUT',
    path: '^/settings$',
    status: 500,
    message: 'Settings store unavailable',
    times: 1,
  });
  const save = page.getByRole('button', { name: 'Save Settings' });
  await save.click();
  // The first of its toasts (react-admin adds a second one for the form's root error).
  const alert = page.getByRole('alert').filter({ hasText: 'Settings store unavailable' }).first();
  await expect(alert).toBeVisible();

  // As the user sees the screen, from its top, with the error toast shown: the point they click
  // in the middle of Save is Save, not the toast. (Playwright's click alone would not tell:
  // it scrolls the page to uncover a button a fixed toast lies over.)
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect
    .poll(() =>
      save.evaluate((button) => {
        const shown = Array.from(document.querySelectorAll('[role="alert"]')).some((toast) =>
          toast.textContent?.includes('Settings store unavailable'),
        );
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return shown && button.contains(hit);
      }),
    )
    .toBe(true);

  // So Save is pressed again at once, with no force.
  await save.click();
  await expect(toast(page, 'Settings saved successfully')).toBeVisible();
});
