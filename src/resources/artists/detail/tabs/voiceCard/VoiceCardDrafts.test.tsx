import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  findRestoreOffer,
  queryRestoreOffer,
  storedDraft,
  waitForDraft,
} from '@tests/helpers/drafts';
import { signInForTest } from '@tests/helpers/signedIn';
import { alertToastsSeen } from '@tests/helpers/toastsSeen';
import { api, fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import {
  artistWithoutCard,
  findForm,
  renderVoiceCardTab,
  slider,
  storedCard,
} from './voiceCard.testkit';

beforeEach(signInForTest);

const lexicon = () => screen.getByRole('textbox', { name: 'Lexicon' });

describe('Voice card drafts', () => {
  it('offers what was typed back after a reload; Restore fills it in, Save removes the draft', async () => {
    const artist = await artistWithoutCard();
    let { user } = renderVoiceCardTab(artist);
    await user.click(await findForm());
    await user.paste('neon rain');
    fireEvent.change(slider('Poetic'), { target: { value: '9' } });
    await waitForDraft('voice-card', artist.id, { lexicon: 'neon rain', poetic: 9 });

    cleanup();
    ({ user } = renderVoiceCardTab(artist));
    expect(await findRestoreOffer()).toBeVisible();
    expect(await findForm()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(lexicon()).toHaveValue('neon rain');
    expect(slider('Poetic')).toHaveAttribute('aria-valuenow', '9');
    expect(queryRestoreOffer()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Voice card saved')).toBeVisible();
    expect(storedCard(artist.id)).toMatchObject({ lexicon: 'neon rain', poetic: 9 });
    expect(storedDraft('voice-card', artist.id)).toBeUndefined();
  });

  it('Discard removes the draft: the next opening offers nothing', async () => {
    const artist = await artistWithoutCard();
    let { user } = renderVoiceCardTab(artist);
    await user.click(await findForm());
    await user.paste('gone soon');
    await waitForDraft('voice-card', artist.id, { lexicon: 'gone soon' });

    cleanup();
    ({ user } = renderVoiceCardTab(artist));
    await findRestoreOffer();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(queryRestoreOffer()).toBeNull();
    expect(storedDraft('voice-card', artist.id)).toBeUndefined();

    cleanup();
    renderVoiceCardTab(artist);
    await findForm();
    expect(queryRestoreOffer()).toBeNull();
  });

  it('offers the draft in French and in Spanish', async () => {
    const artist = await artistWithoutCard();
    const { user } = renderVoiceCardTab(artist);
    await user.click(await findForm());
    await user.paste('en voz baja');
    await waitForDraft('voice-card', artist.id, { lexicon: 'en voz baja' });

    for (const [locale, offer, restore] of [
      ['fr', /^Restaurer vos modifications non enregistrées de /, 'Restaurer'],
      ['es', /^¿Desea restaurar sus cambios sin guardar de las /, 'Restaurar'],
    ] as const) {
      cleanup();
      renderVoiceCardTab(artist, { locale });
      expect(await screen.findByText(offer)).toBeVisible();
      expect(screen.getByRole('button', { name: restore })).toBeVisible();
    }
  });

  it('says a failed save once, and keeps the draft', async () => {
    const artist = await artistWithoutCard();
    server.use(http.post(api('/voice-cards/:id'), () => fail(500, 'Voice store unavailable')));
    const { user } = renderVoiceCardTab(artist, { stackedToasts: true });
    const toasts = alertToastsSeen();
    await user.click(await findForm());
    await user.paste('slow burn');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts.length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await act(async () => {});
    expect(toasts).toEqual(['Voice store unavailable']);
    await waitForDraft('voice-card', artist.id, { lexicon: 'slow burn' });
  });
});
