// The demo API keeps what it acknowledged (issue 44): a write is in the browser's storage before
// its answer reaches the app, so no reload, however the browser orders the old page's last
// moments and the new page's start, can lose a record the app was told exists. (Saved after the
// answer, as before, most writes were not yet stored when the app had its answer: seven of ten in
// a first measure.)
import { DEMO_CREDENTIALS } from '../../src/config/demo';
import { expect, test } from './fixtures';

test.use({ signedIn: true });

const WRITES = 12;

test('every write the demo API answers is already stored when its answer arrives', async ({
  page,
}) => {
  await page.goto('/artists');
  // The demo API answers once the app has started it.
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  const storedAtAnswer = await page.evaluate(
    async ({ credentials, writes }) => {
      const login = await fetch('/api/v1/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      const signedIn = (await login.json()) as { data: { tokens: { accessToken: string } } };
      const headers = {
        Authorization: `Bearer ${signedIn.data.tokens.accessToken}`,
        'Content-Type': 'application/json',
      };
      const stored: boolean[] = [];
      for (let i = 0; i < writes; i += 1) {
        const title = `Durable ${Date.now().toString(36)} ${i}`;
        const res = await fetch('/api/v1/songs', {
          method: 'POST',
          headers,
          body: JSON.stringify({ title, artistId: 1 }),
        });
        // Read in the same moment the answer arrives, before anything else can run.
        const database = localStorage.getItem('label-admin:demo-db') ?? '';
        stored.push(res.status === 201 || res.status === 200 ? database.includes(title) : false);
      }
      return stored;
    },
    { credentials: DEMO_CREDENTIALS, writes: WRITES },
  );
  expect(storedAtAnswer).toEqual(Array.from({ length: WRITES }, () => true));
});

test('the user stays after the leave question: the demo API still answers the page', async ({
  page,
}) => {
  await page.goto('/artists/1/edit');
  const realName = page.getByRole('textbox', { name: 'Real name' });
  await expect(realName).toBeVisible({ timeout: 30_000 });
  await realName.fill('Stayed on the page');

  // Unsaved work: leaving asks first, and the user chooses to stay.
  const question = page.waitForEvent('dialog');
  void page.evaluate(() => location.reload()).catch(() => undefined);
  const dialog = await question;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Artist updated successfully')).toBeVisible();
});
