// Several people at once (issue 37): a colleague saves the artist's voice card after the tab
// opened. The contract gives an absent field its default, so every save sends the whole card.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import type { Artist } from '@/api/types';
import { db } from '@/mocks/db/database';
import { api } from '@/mocks/http';
import { server } from '@/mocks/node';
import { VOICE_CARD_DEFAULTS, type VoiceCardFields } from '@/api/voiceCardDefaults';
import {
  artistWithoutCard,
  findForm,
  renderVoiceCardTab,
  slider,
  storedCard,
} from './voiceCard.testkit';

beforeEach(signInForTest);

/** The bodies of the card saves sent from now on. */
function capturePosts(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(api('/voice-cards/:id'), async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}

/** A colleague saves the card through the API (the artist had none when the tab opened). */
function colleagueSaves(artist: Artist, changes: Partial<VoiceCardFields>) {
  db().voiceCards.push({ ...VOICE_CARD_DEFAULTS, ...changes, artist_id: artist.id });
}

async function openTab() {
  const artist = await artistWithoutCard();
  const rendered = renderVoiceCardTab(artist, { stackedToasts: true });
  await findForm();
  return { artist, ...rendered };
}

const lexicon = () => screen.getByRole('textbox', { name: 'Lexicon' });
const save = () => screen.getByRole('button', { name: 'Save' });
const clashDialog = () =>
  screen.findByRole('dialog', { name: 'Someone else changed the same fields' });

describe('VoiceCardTab: a colleague’s change since the tab opened', () => {
  it('keeps their taboos when the user changes the lexicon, and sends the whole card', async () => {
    const { artist, user } = await openTab();
    const posts = capturePosts();
    colleagueSaves(artist, { taboos: 'Politics', humble: 9 });

    await user.click(lexicon());
    await user.paste('late nights');
    await user.click(save());

    expect(await screen.findByText('Voice card saved')).toBeVisible();
    expect(await screen.findByText('A colleague’s change was kept: Humble, Taboos')).toBeVisible();
    expect(storedCard(artist.id)).toMatchObject({
      lexicon: 'late nights',
      taboos: 'Politics',
      humble: 9,
    });
    expect(posts).toEqual([
      {
        ...VOICE_CARD_DEFAULTS,
        lexicon: 'late nights',
        taboos: 'Politics',
        humble: 9,
      },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Taboos' })).toHaveValue('Politics'),
    );
  });

  it('asks when both changed the lexicon; “Keep theirs” saves theirs with the user’s other change', async () => {
    const { artist, user } = await openTab();
    colleagueSaves(artist, { lexicon: 'city lights' });
    await user.click(lexicon());
    await user.paste('slow burn');
    fireEvent.change(slider('Funny'), { target: { value: '9' } });
    await user.click(save());

    const dialog = await clashDialog();
    const choice = within(dialog).getByRole('radiogroup', { name: 'Lexicon' });
    expect(choice).toHaveTextContent('city lights');
    expect(choice).toHaveTextContent('slow burn');
    // Nothing is written while the question is open.
    expect(storedCard(artist.id)?.funny).toBe(5);
    await user.click(within(choice).getByRole('radio', { name: 'Keep theirs' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Voice card saved')).toBeVisible();
    expect(storedCard(artist.id)).toMatchObject({ lexicon: 'city lights', funny: 9 });
    await waitFor(() => expect(lexicon()).toHaveValue('city lights'));
  });

  it('writes the user’s own lexicon over theirs on “Keep yours”', async () => {
    const { artist, user } = await openTab();
    colleagueSaves(artist, { lexicon: 'city lights' });
    await user.click(lexicon());
    await user.paste('slow burn');
    await user.click(save());

    const dialog = await clashDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Keep yours' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Voice card saved')).toBeVisible();
    expect(storedCard(artist.id)?.lexicon).toBe('slow burn');
  });

  it('writes nothing on Cancel and keeps what was typed', async () => {
    const { artist, user } = await openTab();
    const posts = capturePosts();
    colleagueSaves(artist, { lexicon: 'city lights' });
    await user.click(lexicon());
    await user.paste('slow burn');
    await user.click(save());

    const dialog = await clashDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(
      await screen.findByText('Nothing was saved. Your changes are still in the form.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts).toEqual([]);
    expect(storedCard(artist.id)?.lexicon).toBe('city lights');
    expect(lexicon()).toHaveValue('slow burn');
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('shows their card on return to the window, and “Load theirs” takes it as the saved card', async () => {
    const { artist, user } = await openTab();
    expect(screen.getByText('No voice card yet: these are the defaults.')).toBeVisible();
    await user.click(lexicon());
    await user.paste('slow burn');
    colleagueSaves(artist, { lexicon: 'city lights', taboos: 'Politics' });

    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });

    expect(await screen.findByText('Changed by someone else since you opened it')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Taboos' })).toHaveValue('Politics');
    expect(lexicon()).toHaveValue('slow burn');

    await user.click(screen.getByRole('button', { name: 'Load theirs' }));

    await waitFor(() => expect(lexicon()).toHaveValue('city lights'));
    expect(await screen.findByText('This artist has a saved voice card.')).toBeVisible();
    await waitFor(() => expect(save()).toBeDisabled());
  });
});
