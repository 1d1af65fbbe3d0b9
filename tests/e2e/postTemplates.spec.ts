import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, openDashboard, toggleTheme } from './helpers';

// Each journey starts signed in (its context holds a stored session); signing in itself is
// tested in session.spec.ts, deepLinks.spec.ts and keyboard.spec.ts.
test.use({ signedIn: true });

test('settings: the post templates by platform, searched, readable in light and dark', async ({
  page,
}) => {
  test.slow(); // two axe runs over four tables
  await page.emulateMedia({ colorScheme: 'light' });
  await openDashboard(page);
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page.getByRole('tab', { name: 'Post Templates' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=post-templates/);

  // The demo API's 78 templates (src/mocks/seed/promotion/postTemplates.ts), by platform.
  const panel = page.getByRole('tabpanel', { name: 'Post Templates' });
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(
    [
      'Facebook (16 templates)',
      'Instagram (26 templates)',
      'TikTok (19 templates)',
      'YouTube (17 templates)',
    ],
    { timeout: 30_000 },
  );
  await expect(panel.getByText('78 templates over 7 weeks, from week -3 to week +3')).toBeVisible();
  const youtube = panel.getByRole('table', { name: 'YouTube post templates' });
  await expect(youtube.getByRole('row')).toHaveCount(18);
  await expect(
    youtube.getByRole('row', { name: /Official music video premiere/ }).getByRole('cell'),
  ).toHaveText(['38', '0', 'Launch', 'Video', 'Paid', 'Yes']);
  await expectNoSeriousA11yViolations(page);

  // Eight countdown posts, in the week before the launch, on three platforms.
  await panel.getByRole('searchbox', { name: 'Search templates' }).fill('countdown');
  await expect(panel.getByRole('status')).toHaveText('8 templates match');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText([
    'Facebook (3 of 16 templates)',
    'Instagram (3 of 26 templates)',
    'TikTok (2 of 19 templates)',
  ]);

  await toggleTheme(page);
  await panel.getByRole('searchbox', { name: 'Search templates' }).fill('');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
});
