// Several people at once (issue 37): a colleague saves the settings after the screen opened.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '../../mocks/db/database';
import { api } from '../../mocks/http';
import { server } from '../../mocks/node';
import { field, findSaveButton, renderSettings, stored } from './settings.testkit';

beforeEach(signInForTest);

/** The bodies of the settings saves sent from now on. */
function capturePuts(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.put(api('/settings'), async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}

/** A colleague sets max tokens (and more) through the API, once the screen shows the settings. */
function colleagueSetsMaxTokens(value: number, safetyLevel?: 'low' | 'medium' | 'high') {
  const theirs = structuredClone(stored());
  theirs.aiConfiguration.max_tokens = value;
  if (safetyLevel) theirs.aiConfiguration.safety_level = safetyLevel;
  db().settings = theirs;
}

async function openAiTab() {
  const rendered = renderSettings('ai-configuration', undefined, { stackedToasts: true });
  await findSaveButton();
  return rendered;
}

const saveButton = () => screen.getByRole('button', { name: 'Save Settings' });

async function typeMaxTokens(user: ReturnType<typeof renderSettings>['user'], value: string) {
  await user.clear(field('Max tokens'));
  await user.type(field('Max tokens'), value);
}

describe('SettingsScreen: a colleague’s change since the screen opened', () => {
  it('keeps their max tokens when the user changes another setting of the same group', async () => {
    const { user } = await openAiTab();
    const puts = capturePuts();
    colleagueSetsMaxTokens(999);

    await user.click(screen.getByRole('switch', { name: 'Fact checking' }));
    await user.click(saveButton());

    expect(await screen.findByText('Settings saved successfully')).toBeVisible();
    expect(await screen.findByText('A colleague’s change was kept: Max tokens')).toBeVisible();
    expect(stored().aiConfiguration).toMatchObject({
      max_tokens: 999,
      enable_fact_checking: false,
    });
    // Only the group with a change, whole: the contract replaces each group sent.
    expect(puts).toHaveLength(1);
    expect(Object.keys(puts[0] as object)).toEqual(['aiConfiguration']);
    expect(puts[0]).toMatchObject({
      aiConfiguration: { max_tokens: 999, enable_fact_checking: false, model: 'gpt-4' },
    });
    await waitFor(() => expect(field('Max tokens')).toHaveValue(999));
  });

  it('sends only the group the user changed, another group’s change by a colleague untouched', async () => {
    const { user } = renderSettings();
    await findSaveButton();
    const puts = capturePuts();
    colleagueSetsMaxTokens(999);

    await user.clear(field('Default campaign duration (days)'));
    await user.type(field('Default campaign duration (days)'), '30');
    await user.click(saveButton());

    expect(await screen.findByText('Settings saved successfully')).toBeVisible();
    expect(puts.map((body) => Object.keys(body as object))).toEqual([['campaignSettings']]);
    expect(stored().campaignSettings.default_campaign_duration).toBe(30);
    expect(stored().aiConfiguration.max_tokens).toBe(999);
  });

  it('asks when both changed max tokens; “Keep theirs” saves theirs with the user’s other change', async () => {
    const { user } = await openAiTab();
    colleagueSetsMaxTokens(999);
    await typeMaxTokens(user, '700');
    await user.click(screen.getByRole('switch', { name: 'Fact checking' }));
    await user.click(saveButton());

    const dialog = await screen.findByRole('dialog', {
      name: 'Someone else changed the same fields',
    });
    const choice = within(dialog).getByRole('radiogroup', { name: 'Max tokens' });
    expect(choice).toHaveTextContent('999');
    expect(choice).toHaveTextContent('700');
    // Nothing is written while the question is open.
    expect(stored().aiConfiguration.enable_fact_checking).toBe(true);
    await user.click(within(choice).getByRole('radio', { name: 'Keep theirs' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Settings saved successfully')).toBeVisible();
    expect(stored().aiConfiguration).toMatchObject({
      max_tokens: 999,
      enable_fact_checking: false,
    });
    await waitFor(() => expect(field('Max tokens')).toHaveValue(999));
  });

  it('writes the user’s own max tokens over theirs on “Keep yours”', async () => {
    const { user } = await openAiTab();
    colleagueSetsMaxTokens(999);
    await typeMaxTokens(user, '700');
    await user.click(saveButton());

    const dialog = await screen.findByRole('dialog', {
      name: 'Someone else changed the same fields',
    });
    await user.click(within(dialog).getByRole('radio', { name: 'Keep yours' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Settings saved successfully')).toBeVisible();
    expect(stored().aiConfiguration.max_tokens).toBe(700);
  });

  it('writes nothing on Cancel and keeps what was typed', async () => {
    const { user } = await openAiTab();
    const puts = capturePuts();
    colleagueSetsMaxTokens(999);
    await typeMaxTokens(user, '700');
    await user.click(saveButton());

    const dialog = await screen.findByRole('dialog', {
      name: 'Someone else changed the same fields',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(
      await screen.findByText('Nothing was saved. Your changes are still in the form.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(puts).toEqual([]);
    expect(stored().aiConfiguration.max_tokens).toBe(999);
    expect(field('Max tokens')).toHaveValue(700);
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });

  it('shows their change on return to the window, and “Load theirs” takes all of it', async () => {
    const { user } = await openAiTab();
    expect(await screen.findByText('Settings loaded successfully')).toBeVisible();
    await typeMaxTokens(user, '700');
    colleagueSetsMaxTokens(999, 'high');

    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });

    expect(await screen.findByText('Changed by someone else since you opened it')).toBeVisible();
    // A setting the user left alone shows theirs at once; the one they changed keeps theirs.
    expect(screen.getByRole('combobox', { name: /^Safety level/ })).toHaveTextContent('High');
    expect(field('Max tokens')).toHaveValue(700);
    // The look at the settings is not the screen's announced load.
    expect(screen.getAllByText('Settings loaded successfully')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Load theirs' }));

    await waitFor(() => expect(field('Max tokens')).toHaveValue(999));
    expect(screen.queryByText('Changed by someone else since you opened it')).toBeNull();
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });
});
