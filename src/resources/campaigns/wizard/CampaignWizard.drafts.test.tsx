import { act, cleanup, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { TEST_NOW } from '@tests/helpers/testNow';
import { draftStore } from '@/providers/drafts/draftStore';
import { i18nProvider } from '@/providers/i18n';
import { campaignValues, newCampaignValues, type WizardValues } from './wizardValues';
import {
  artistsWithAlbums,
  button,
  chooseArtistAndAlbum,
  dialog,
  fillDetails,
  goNext,
  nameField,
  progress,
  renderWizard,
  seededCampaign,
} from './wizard.testkit';

beforeEach(signInForTest);

const newKey = () => draftStore.keyFor('campaign-wizard') ?? '';

const offer = () => within(dialog()).queryByText(/unsaved changes/);

const timeOf = (at: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(at));

describe('CampaignWizard drafts', () => {
  it('keeps what was entered, and Restore brings it back at the step the user was on', async () => {
    const [{ artist, albums }] = artistsWithAlbums() as [ReturnType<typeof artistsWithAlbums>[0]];
    const album = albums[0]?.title ?? '';
    let { user } = renderWizard();
    await chooseArtistAndAlbum(user, artist.stageName, album);
    await goNext(user, 'Step 2 of 4: Campaign Details');
    await fillDetails(user, 'Spring tour push', '2026-12-01');
    await goNext(user, 'Step 3 of 4: Budget Configuration');
    await waitFor(() => expect(draftStore.read<{ step: number }>(newKey())?.values.step).toBe(2));

    // A reload: the wizard opens afresh, on step 1, and offers the draft.
    cleanup();
    ({ user } = renderWizard());
    expect(progress()).toBe('Step 1 of 4: Select Artist');
    expect(offer()).toHaveTextContent(
      `Restore your unsaved changes from ${timeOf(TEST_NOW, 'en')}?`,
    );
    await user.click(button('Restore'));

    expect(progress()).toBe('Step 3 of 4: Budget Configuration');
    expect(offer()).not.toBeInTheDocument();
    await user.click(button('Previous'));
    await waitFor(() => expect(progress()).toBe('Step 2 of 4: Campaign Details'));
    expect(nameField()).toHaveValue('Spring tour push');
  });

  it('Discard removes the draft, and a save removes it too', async () => {
    const stored: WizardValues = { ...newCampaignValues(), name: 'Kept aside' };
    draftStore.write(newKey(), { values: stored, step: 1 }, TEST_NOW);
    const { user } = renderWizard();
    await user.click(button('Discard'));
    expect(offer()).not.toBeInTheDocument();
    expect(draftStore.read(newKey())).toBeNull();
    expect(progress()).toBe('Step 1 of 4: Select Artist');

    cleanup();
    const campaign = seededCampaign();
    const editKey = draftStore.keyFor('campaign-wizard', campaign.id) ?? '';
    draftStore.write(
      editKey,
      { values: { ...campaignValues(campaign), name: 'Renamed in a draft' }, step: 1 },
      TEST_NOW,
    );
    const edit = renderWizard({ campaign });
    await edit.user.click(button('Restore'));
    expect(nameField()).toHaveValue('Renamed in a draft');
    await goNext(edit.user, 'Step 3 of 4: Budget Configuration');
    await goNext(edit.user, 'Step 4 of 4: Final Configuration');
    await edit.user.click(button('Save Changes'));
    await waitFor(() => expect(edit.onSaved).toHaveBeenCalled());
    expect(draftStore.read(editKey)).toBeNull();
  });

  it('offers the draft in Spanish', async () => {
    draftStore.write(newKey(), { values: newCampaignValues(), step: 0 }, TEST_NOW);
    await act(() => i18nProvider.changeLocale('es'));
    renderWizard({ locale: 'es' });
    expect(within(dialog()).getByText(/sin guardar/)).toHaveTextContent(
      `¿Desea restaurar sus cambios sin guardar de las ${timeOf(TEST_NOW, 'es')}?`,
    );
    expect(button('Restaurar')).toBeVisible();
    expect(button('Descartar')).toBeVisible();
  });
});
