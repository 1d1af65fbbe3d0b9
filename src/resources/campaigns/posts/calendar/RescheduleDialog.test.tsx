import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lowContrastTexts } from '@tests/helpers/contrast';
import { pickerText, typeInPicker } from '@tests/helpers/pickers';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import type { CampaignPost } from '@/api/types';
import { db } from '@/mocks/db/database';
import { RescheduleDialog } from './RescheduleDialog';

/** A seeded post, moved to Christmas Eve at 09:05 (the contract's date and HH:MM). */
function christmasEvePost(): CampaignPost {
  const post = db().posts.find((p) => p.campaign_id === 3 && p.status !== 'published')!;
  return { ...post, scheduled_date: '2026-12-24', scheduled_time: '09:05' } as CampaignPost;
}

function renderDialog(options: { locale?: 'en' | 'fr' | 'es'; theme?: 'light' | 'dark' } = {}) {
  const onSubmit = vi.fn(() => Promise.resolve(true));
  const post = christmasEvePost();
  renderWithAdmin(<RescheduleDialog post={post} onCancel={() => {}} onSubmit={onSubmit} />, {
    locale: options.locale ?? 'en',
    theme: options.theme,
  });
  return { onSubmit, post };
}

describe('RescheduleDialog', () => {
  it('shows the post’s date and time in Spanish and sends them as the contract’s texts', async () => {
    const user = userEvent.setup();
    const { onSubmit, post } = renderDialog({ locale: 'es' });
    const dialog = await screen.findByRole('dialog', {
      name: `Reprogramar la publicación ${post.id}`,
    });
    expect(pickerText(within(dialog).getByRole('group', { name: /^Fecha/ }))).toBe('24/12/2026');
    expect(pickerText(within(dialog).getByRole('group', { name: /^Hora/ }))).toBe('09:05');

    await typeInPicker(user, dialog, /^Hora/, { Horas: '17', Minutos: '40' });
    await user.click(within(dialog).getByRole('button', { name: 'Reprogramar' }));

    expect(onSubmit).toHaveBeenCalledWith(post, {
      scheduled_date: '2026-12-24',
      scheduled_time: '17:40',
    });
  });

  it('says what a half-typed date needs, and sends nothing', async () => {
    const user = userEvent.setup();
    const { onSubmit, post } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: `Reschedule post ${post.id}` });

    await typeInPicker(user, dialog, /^Date/, { Day: '{Backspace}' });
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));

    expect(await within(dialog).findByText('Enter the whole date')).toBeInTheDocument();
    expect(within(dialog).queryByText('Enter the whole time')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  // axe checks the dialog in the browser journeys; the pickers' calendar and clock open on
  // demand, so their colours are read here, in both themes.
  it.each(['light', 'dark'] as const)(
    'keeps every text at 4.5:1 or more in the %s theme, its calendar and clock open',
    async (theme) => {
      const user = userEvent.setup();
      const { post } = renderDialog({ theme });
      const dialog = await screen.findByRole('dialog', { name: `Reschedule post ${post.id}` });
      await waitFor(() => expect(lowContrastTexts(document.body)).toEqual([]));

      await user.click(within(dialog).getByRole('button', { name: /^Choose date/ }));
      expect(await screen.findByRole('gridcell', { name: '24' })).toBeInTheDocument();
      await waitFor(() => expect(lowContrastTexts(document.body)).toEqual([]));
      await user.keyboard('{Escape}');

      await user.click(within(dialog).getByRole('button', { name: /^Choose time/ }));
      expect(await screen.findByRole('option', { name: /^9 hours/ })).toBeInTheDocument();
      await waitFor(() => expect(lowContrastTexts(document.body)).toEqual([]));
    },
  );
});
