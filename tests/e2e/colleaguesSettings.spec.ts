// Several people at once (issue 37), on the screens that save themselves: a colleague changes the
// settings or an artist's voice card through the API while the user has them open. Their change
// to another setting survives the user's save; a change to the same field is put to the user,
// keyboard only. The colleague's calls follow the contract: a settings group sent replaces the
// stored group, and a voice card sent is the whole card (absent fields take their default).
import type { Page } from '@playwright/test';
import { asColleague } from './colleague';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './helpers';

test.use({ signedIn: true });

const loaded = expect.configure({ timeout: 30_000 });

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Messages' }).getByText(text);

interface SettingsGroups {
  campaignSettings: { default_campaign_duration: number } & Record<string, unknown>;
  aiConfiguration: { max_tokens: number; enable_fact_checking: boolean } & Record<string, unknown>;
}

type VoiceCardFields = Record<string, unknown> & { lexicon: string; taboos: string; funny: number };

async function settingsOnServer(page: Page): Promise<SettingsGroups> {
  const { body } = await asColleague<SettingsGroups>(page, 'GET', '/settings');
  return body.data as SettingsGroups;
}

async function cardOnServer(page: Page, artistId: number): Promise<VoiceCardFields> {
  const { body } = await asColleague<VoiceCardFields & { exists: boolean }>(
    page,
    'GET',
    `/voice-cards/${artistId}`,
  );
  const { exists: _exists, ...fields } = body.data as VoiceCardFields & { exists: boolean };
  return fields;
}

/** The colleague saves the card: the whole card as it is, with their changes. */
async function colleagueSavesCard(page: Page, artistId: number, changes: Partial<VoiceCardFields>) {
  const card = await cardOnServer(page, artistId);
  const answer = await asColleague(page, 'POST', `/voice-cards/${artistId}`, {
    ...card,
    ...changes,
  });
  expect(answer.status).toBe(200);
}

async function openVoiceCard(page: Page, artistId: number) {
  await page.goto(`/artist/${artistId}?tab=voice-card`);
  await loaded(page.getByRole('slider', { name: 'Funny' })).toBeVisible();
}

test('settings: a colleague’s max tokens survive the user’s save of other settings', async ({
  page,
}) => {
  await page.goto('/settings?tab=ai-configuration');
  const maxTokens = page.getByRole('spinbutton', { name: 'Max tokens' });
  await loaded(maxTokens).toBeVisible();
  const before = await settingsOnServer(page);
  expect(before.aiConfiguration.max_tokens).not.toBe(999);
  const answer = await asColleague(page, 'PUT', '/settings', {
    aiConfiguration: { ...before.aiConfiguration, max_tokens: 999 },
  });
  expect(answer.status).toBe(200);

  // One change in the colleague's group, one in another group.
  const factChecking = page.getByRole('switch', { name: 'Fact checking' });
  const factCheckingBefore = before.aiConfiguration.enable_fact_checking;
  await factChecking.click();
  await page.getByRole('tab', { name: 'Campaign Budget' }).click();
  await page.getByRole('spinbutton', { name: 'Default campaign duration (days)' }).fill('30');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page, 'Settings saved successfully')).toBeVisible();

  expect(await settingsOnServer(page)).toMatchObject({
    aiConfiguration: { max_tokens: 999, enable_fact_checking: !factCheckingBefore },
    campaignSettings: { default_campaign_duration: 30 },
  });
  await page.reload();
  await loaded(
    page.getByRole('spinbutton', { name: 'Default campaign duration (days)' }),
  ).toHaveValue('30');
  await page.getByRole('tab', { name: 'AI Configuration' }).click();
  await expect(maxTokens).toHaveValue('999');
  if (factCheckingBefore) await expect(factChecking).not.toBeChecked();
  else await expect(factChecking).toBeChecked();
});

test('voice card: a colleague’s taboos survive the user’s save of other fields', async ({
  page,
}) => {
  await openVoiceCard(page, 1);
  await colleagueSavesCard(page, 1, { taboos: 'Politics' });

  const funny = page.getByRole('slider', { name: 'Funny' });
  await funny.focus();
  await page.keyboard.press('Home');
  await page.getByRole('textbox', { name: 'Lexicon' }).fill('late nights');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Voice card saved')).toBeVisible();

  expect(await cardOnServer(page, 1)).toMatchObject({
    taboos: 'Politics',
    lexicon: 'late nights',
    funny: 1,
  });
  await page.reload();
  await loaded(page.getByRole('textbox', { name: 'Taboos' })).toHaveValue('Politics');
  await expect(page.getByRole('textbox', { name: 'Lexicon' })).toHaveValue('late nights');
  await expect(funny).toHaveValue('1');
});

test('voice card: the same field changed by both, chosen with the keyboard alone', async ({
  page,
}) => {
  await openVoiceCard(page, 1);
  await colleagueSavesCard(page, 1, { lexicon: 'their words' });

  const lexicon = page.getByRole('textbox', { name: 'Lexicon' });
  await lexicon.fill('my words');
  const funny = page.getByRole('slider', { name: 'Funny' });
  await funny.focus();
  await page.keyboard.press('End');
  await page.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Someone else changed the same fields' });
  await expect(dialog).toBeVisible();
  const choice = dialog.getByRole('radiogroup', { name: 'Lexicon' });
  await expect(choice).toContainText('their words');
  await expect(choice).toContainText('my words');
  const keepTheirs = dialog.getByRole('radio', { name: 'Keep theirs' });
  await expect(keepTheirs).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  // Nothing is written while the question is open.
  expect((await cardOnServer(page, 1)).funny).not.toBe(10);

  await page.keyboard.press('Space');
  await expect(keepTheirs).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Voice card saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  expect(await cardOnServer(page, 1)).toMatchObject({ lexicon: 'their words', funny: 10 });
  await expect(lexicon).toHaveValue('their words');
  await expect(funny).toHaveValue('10');
});
