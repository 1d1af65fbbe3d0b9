import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { api, fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import {
  artistWithCard,
  artistWithoutCard,
  findForm,
  renderVoiceCardTab,
  slider,
  storedCard,
} from './voiceCard.testkit';

beforeEach(signInForTest);
afterEach(() => server.events.removeAllListeners());

const PLATFORM_NUANCES =
  'Instagram: polished and visual, 3 to 5 hashtags, line breaks for readability.\n' +
  'TikTok: casual and playful, hook in the first line, 2 to 3 hashtags.\n' +
  'Facebook: conversational, a little more context, one clear call to listen.';

describe('VoiceCardTab', () => {
  it('shows the defaults when the artist has no card yet', async () => {
    const artist = await artistWithoutCard();
    renderVoiceCardTab(artist);

    expect(await findForm()).toHaveValue('');
    expect(screen.getByText('No voice card yet: these are the defaults.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: /^Emoji style/ })).toHaveTextContent('Medium');
    const sliders = Object.fromEntries(
      ['Funny', 'Humble', 'Flex', 'Poetic', 'Technical', 'Mysterious'].map((name) => [
        name,
        slider(name).getAttribute('aria-valuenow'),
      ]),
    );
    expect(sliders).toEqual({
      Funny: '5',
      Humble: '7',
      Flex: '5',
      Poetic: '6',
      Technical: '2',
      Mysterious: '3',
    });
    expect(screen.getByRole('textbox', { name: 'Platform nuances' })).toHaveValue(PLATFORM_NUANCES);
    expect(screen.queryByRole('group', { name: /changed from the default/ })).toBeNull();
  });

  it('saves lines as one trimmed item per line and the sliders as numbers', async () => {
    const artist = await artistWithoutCard();
    const { user } = renderVoiceCardTab(artist);
    await user.click(await findForm());
    await user.paste('  late nights \n\ncity lights  ');
    await user.click(screen.getByRole('textbox', { name: 'Taboos' }));
    await user.paste('Politics');
    fireEvent.change(slider('Funny'), { target: { value: '9' } });
    fireEvent.change(slider('Technical'), { target: { value: '4' } });
    expect(screen.getByRole('group', { name: 'Funny: changed from the default' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Voice card saved')).toBeVisible();
    expect(storedCard(artist.id)).toMatchObject({
      lexicon: 'late nights\ncity lights',
      taboos: 'Politics',
      funny: 9,
      technical: 4,
      humble: 7,
      emoji_style: 'medium',
      platform_nuances: PLATFORM_NUANCES,
    });
    expect(await screen.findByText('This artist has a saved voice card.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Lexicon' })).toHaveValue(
      'late nights\ncity lights',
    );
  });

  it('keeps the edits and shows the server’s message when the save fails', async () => {
    const artist = await artistWithoutCard();
    server.use(http.post(api('/voice-cards/:id'), () => fail(500, 'Voice store unavailable')));
    const { user } = renderVoiceCardTab(artist);
    await user.click(await findForm());
    await user.paste('slow burn');
    fireEvent.change(slider('Poetic'), { target: { value: '10' } });

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Voice store unavailable')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Lexicon' })).toHaveValue('slow burn');
    expect(slider('Poetic')).toHaveAttribute('aria-valuenow', '10');
    expect(storedCard(artist.id)).toBeUndefined();
  });

  it('asks before a reset, then shows the defaults', async () => {
    const artist = await artistWithCard();
    const { user } = renderVoiceCardTab(artist);
    await findForm();
    expect(screen.getByText('This artist has a saved voice card.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the voice card?' });
    expect(storedCard(artist.id)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));

    expect(await screen.findByText('Voice card reset to defaults')).toBeVisible();
    expect(storedCard(artist.id)).toBeUndefined();
    expect(await screen.findByText('No voice card yet: these are the defaults.')).toBeVisible();
    // The form starts again from the card the server answered, once it has re-rendered.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Lexicon' })).toHaveValue(''));
    expect(slider('Humble')).toHaveAttribute('aria-valuenow', '7');
    expect(screen.getByRole('combobox', { name: /^Emoji style/ })).toHaveTextContent('Medium');
  });

  it('restores one field’s default in one click', async () => {
    const artist = await artistWithoutCard();
    const { user } = renderVoiceCardTab(artist);
    await findForm();
    fireEvent.change(slider('Flex'), { target: { value: '8' } });

    await user.click(screen.getByRole('button', { name: 'Restore default: Flex' }));

    expect(slider('Flex')).toHaveAttribute('aria-valuenow', '5');
    expect(screen.queryByRole('group', { name: 'Flex: changed from the default' })).toBeNull();
  });

  it('says so when the user switches tabs with unsaved changes', async () => {
    const artist = await artistWithoutCard();
    const { user } = renderVoiceCardTab(artist);
    await user.click(await findForm());
    await user.paste('neon');

    await user.click(screen.getByRole('link', { name: 'Overview tab' }));

    expect(
      await screen.findByText(/The voice card has unsaved changes\. They are kept in its tab/),
    ).toBeVisible();
  });

  it('says "Error loading voice card" when the card cannot be read, and retries', async () => {
    const artist = await artistWithoutCard();
    let failing = true;
    server.use(
      http.get(api('/voice-cards/:id'), () =>
        failing ? HttpResponse.json({}, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderVoiceCardTab(artist);

    const messages = await screen.findAllByText('Error loading voice card', {}, { timeout: 5_000 });
    expect(messages.length).toBeGreaterThan(0);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findForm()).toBeVisible();
    await waitFor(() =>
      expect(screen.getByText('No voice card yet: these are the defaults.')).toBeVisible(),
    );
  });
});
