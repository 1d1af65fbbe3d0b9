import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { pickerText, typeInPicker } from '@tests/helpers/pickers';
import { signInForTest } from '@tests/helpers/signedIn';
import { renderSettings, stored } from './settings.testkit';

beforeEach(signInForTest);

describe('SettingsScreen in French and Spanish', () => {
  it.each([
    ['fr', 'Température', 'Par défaut : 0,7'],
    ['es', 'Temperatura', 'Predeterminado: 0,7'],
  ] as const)('writes the temperature with a decimal comma in %s', async (locale, name, hint) => {
    renderSettings('ai-configuration', locale);
    const temperature = await screen.findByRole('slider', { name });

    // Beside the label, and in the slider's own value label.
    expect(screen.getAllByText('0,7')[0]).toBeVisible();
    expect(screen.queryByText('0.7')).toBeNull();
    expect(screen.getByText(hint)).toBeVisible();
    expect(temperature).toHaveAttribute('aria-valuetext', '0,7');
  });

  it('writes the totals as the language writes a percentage', async () => {
    const exactly = { normalizer: (text: string) => text };
    const { user } = renderSettings(undefined, 'es');
    // Spanish: a no-break space before the sign, which never leaves it alone on a line.
    expect(await screen.findAllByText('Total: 100\u00a0% (válido)', exactly)).toHaveLength(2);
    await user.clear(screen.getByRole('spinbutton', { name: 'Prelanzamiento (%)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Prelanzamiento (%)' }), '60');
    expect(screen.getByText('Total: 110\u00a0% (debe sumar 100\u00a0%)', exactly)).toBeVisible();
  });

  it('picks a posting time on the French clock and saves it as HH:MM', async () => {
    const { user } = renderSettings('system', 'fr');
    await screen.findByRole('button', { name: 'Enregistrer les paramètres' });
    const facebook = screen.getByRole('group', { name: 'Facebook' });
    const first = within(facebook).getByRole('group', { name: 'Facebook, heure 1' });
    expect(pickerText(first)).toBe('09:00');
    expect(
      within(facebook).getByRole('button', {
        name: "Choisir l'heure, l'heure sélectionnée est 09:00",
      }),
    ).toBeInTheDocument();

    await typeInPicker(user, facebook, 'Facebook, heure 1', { Heures: '18', Minutes: '45' });
    expect(pickerText(first)).toBe('18:45');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));

    expect(await screen.findByText('Paramètres enregistrés')).toBeVisible();
    await waitFor(() =>
      expect(stored().systemConfiguration.default_posting_times.facebook).toEqual([
        '18:45',
        '15:00',
        '19:00',
      ]),
    );
  });

  it('refuses a half-typed posting time with its message in French, and sends nothing', async () => {
    const { user } = renderSettings('system', 'fr');
    await screen.findByRole('button', { name: 'Enregistrer les paramètres' });
    const facebook = screen.getByRole('group', { name: 'Facebook' });
    const first = within(facebook).getByRole('group', { name: 'Facebook, heure 1' });
    await user.click(within(first).getByRole('spinbutton', { name: 'Minutes' }));
    await user.keyboard('{Backspace}');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));

    expect(
      await within(facebook).findByText('Saisissez une heure complète : heures et minutes'),
    ).toBeVisible();
    expect(stored().systemConfiguration.default_posting_times.facebook[0]).toBe('09:00');
  });
});
