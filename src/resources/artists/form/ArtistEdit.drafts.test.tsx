import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { TEST_NOW } from '@tests/helpers/testNow';
import { tokenStore } from '@/api/tokenStore';
import { draftStore } from '@/providers/drafts/draftStore';
import { db } from '@/mocks/db/database';
import { i18nProvider } from '@/providers/i18n';
import ArtistEdit from './ArtistEdit';
import { currentPath, fill, renderFormAt, stubObjectUrls } from './artistForm.testkit';

beforeEach(async () => {
  await signInForTest();
  stubObjectUrls();
});

const DAY = 24 * 60 * 60 * 1000;

function renderEdit(id: number) {
  const user = userEvent.setup({ delay: null });
  renderFormAt('/artists/:id/edit', `/artists/${id}/edit`, <ArtistEdit />);
  return user;
}

const draftKey = (id: number) => draftStore.keyFor('artist-edit', id) ?? '';

/** A draft as the form leaves it, saved at `savedAt`. */
function storeDraft(id: number, realName: string, savedAt = TEST_NOW) {
  const row = db().artists.find((artist) => artist.id === id);
  draftStore.write(draftKey(id), { id, stageName: row?.stageName, realName }, savedAt);
}

/** The offer to restore (the screen's other status is the test's location spy). */
const findOffer = () => screen.findByText(/unsaved changes|modifications non enregistrées/);
const queryOffer = () => screen.queryByText(/unsaved changes/);

const timeOf = (at: number, locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, options).format(new Date(at));

describe('ArtistEdit drafts', () => {
  it('keeps what is typed and offers it back after a reload; Restore fills the form', async () => {
    const { id } = db().artists[0];
    let user = renderEdit(id);
    await fill(user, await screen.findByLabelText('Real name'), 'Typed before the reload');
    await waitFor(() =>
      expect(draftStore.read(draftKey(id))?.values).toMatchObject({
        realName: 'Typed before the reload',
      }),
    );

    cleanup();
    user = renderEdit(id);
    const offer = await findOffer();
    expect(offer).toHaveTextContent(
      `Restore your unsaved changes from ${timeOf(TEST_NOW, 'en', { timeStyle: 'short' })}?`,
    );
    expect(await screen.findByLabelText('Real name')).not.toHaveValue('Typed before the reload');
    await user.click(screen.getByRole('button', { name: 'Restore' }));

    expect(screen.getByLabelText('Real name')).toHaveValue('Typed before the reload');
    expect(screen.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('Discard removes the draft for good', async () => {
    const { id } = db().artists[0];
    storeDraft(id, 'Old draft');
    const user = renderEdit(id);
    await user.click(await screen.findByRole('button', { name: 'Discard' }));

    expect(queryOffer()).not.toBeInTheDocument();
    expect(draftStore.read(draftKey(id))).toBeNull();
    cleanup();
    renderEdit(id);
    await screen.findByLabelText('Real name');
    expect(screen.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
  });

  it('a successful save removes the draft', async () => {
    const { id } = db().artists[0];
    storeDraft(id, 'Camille Saved');
    const user = renderEdit(id);
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(currentPath()).toBe(`/artists/${id}`));
    expect(db().artists[0].realName).toBe('Camille Saved');
    expect(draftStore.read(draftKey(id))).toBeNull();
  });

  it("is the signed-in user's own and this artist's own", async () => {
    const [first, second] = db().artists;
    storeDraft(first.id, 'For the first artist');
    renderEdit(second.id);
    await screen.findByLabelText('Real name');
    expect(queryOffer()).not.toBeInTheDocument();
    // Opening a form writes nothing: only typing does.
    expect(draftStore.count()).toBe(1);

    cleanup();
    const me = tokenStore.user();
    if (me) tokenStore.setUser({ ...me, id: me.id + 1 });
    renderEdit(first.id);
    await screen.findByLabelText('Real name');
    expect(queryOffer()).not.toBeInTheDocument();
  });

  it('names the day of an older draft, in the interface language', async () => {
    const { id } = db().artists[0];
    const savedAt = TEST_NOW - 2 * DAY;
    storeDraft(id, 'Older draft', savedAt);
    await act(() => i18nProvider.changeLocale('fr'));
    renderEdit(id);
    const when = timeOf(savedAt, 'fr', { dateStyle: 'medium', timeStyle: 'short' });
    expect(await findOffer()).toHaveTextContent(
      `Restaurer vos modifications non enregistrées du ${when} ?`,
    );
    expect(screen.getByRole('button', { name: 'Restaurer' })).toBeVisible();
  });

  it('restored over an artist a colleague changed since, merges as a save does (issue 37)', async () => {
    const row = db().artists[0];
    const { id } = row;
    let user = renderEdit(id);
    await fill(user, await screen.findByLabelText('Real name'), 'Mine, typed before the reload');
    await waitFor(() =>
      expect(draftStore.read(draftKey(id))).toMatchObject({
        values: { realName: 'Mine, typed before the reload' },
        base: { realName: row.realName, city: row.city },
      }),
    );
    cleanup();
    // Meanwhile a colleague changes the same field and another one.
    Object.assign(row, { realName: 'Theirs, saved meanwhile', city: 'Valparaíso' });

    user = renderEdit(id);
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText('Real name')).toHaveValue('Mine, typed before the reload');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Someone else changed the same fields',
    });
    expect(dialog).toHaveTextContent('Theirs, saved meanwhile');
    await user.click(screen.getByRole('radio', { name: 'Keep yours' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentPath()).toBe(`/artists/${id}`));
    expect(db().artists[0]).toMatchObject({
      realName: 'Mine, typed before the reload',
      city: 'Valparaíso',
    });
  });
});
