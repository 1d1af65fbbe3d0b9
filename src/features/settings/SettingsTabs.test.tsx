import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { pickerText, typeInPicker } from '@tests/helpers/pickers';
import { signInForTest } from '@tests/helpers/signedIn';
import { field, findSaveButton, renderSettings, stored } from './settings.testkit';

beforeEach(signInForTest);

/** Opens a select and answers the names of its options, in order. */
async function optionsOf(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(screen.getByRole('combobox', { name }));
  const options = within(await screen.findByRole('listbox')).getAllByRole('option');
  return options.map((option) => option.textContent);
}

const save = () => screen.getByRole('button', { name: 'Save Settings' });

describe('SettingsScreen: AI Configuration', () => {
  it('offers the models, safety levels and five tones, and keeps max tokens within 50 to 2000', async () => {
    const { user } = renderSettings('ai-configuration');
    await findSaveButton();
    expect(screen.getByRole('tab', { name: 'AI Configuration' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('Default: 500')).toBeVisible();

    expect(await optionsOf(user, /^Model/)).toEqual([
      'gpt-5',
      'gpt-5-nano',
      'gpt-4',
      'gpt-4-turbo',
      'gpt-3.5-turbo',
    ]);
    await user.click(screen.getByRole('option', { name: 'gpt-5-nano' }));

    expect(await optionsOf(user, /^Default post tone/)).toEqual([
      'Professional and friendly',
      'Casual and authentic',
      'Energetic and engaging',
      'Artistic and creative',
      'Minimal and sophisticated',
    ]);
    await user.click(screen.getByRole('option', { name: 'Artistic and creative' }));

    expect(await optionsOf(user, /^Safety level/)).toEqual(['Low', 'Medium', 'High']);
    await user.click(screen.getByRole('option', { name: 'High' }));

    await user.clear(field('Max tokens'));
    await user.type(field('Max tokens'), '49');
    await user.click(save());
    expect(await screen.findByText('Must be at least 50')).toBeVisible();
    await user.clear(field('Max tokens'));
    await user.type(field('Max tokens'), '2001');
    expect(await screen.findByText('Must be 2,000 or less')).toBeVisible();

    await user.clear(field('Max tokens'));
    await user.click(save());
    expect(await screen.findByText('Settings saved successfully')).toBeVisible();
    expect(stored().aiConfiguration).toEqual({
      model: 'gpt-5-nano',
      temperature: 0.7,
      max_tokens: 500,
      safety_level: 'high',
      enable_fact_checking: true,
      default_post_tone: 'artistic_creative',
    });
  });

  it('moves the temperature from 0 to 1 in tenths and saves it with fact checking off', async () => {
    const { user } = renderSettings('ai-configuration');
    await findSaveButton();
    const temperature = screen.getByRole('slider', { name: 'Temperature' });
    expect(temperature).toHaveAttribute('min', '0');
    expect(temperature).toHaveAttribute('max', '1');
    expect(temperature).toHaveAttribute('step', '0.1');
    expect(temperature).toHaveAttribute('aria-valuenow', '0.7');
    expect(screen.getByText('Default: 0.7')).toBeVisible();

    fireEvent.change(temperature, { target: { value: '0.3' } });
    await user.click(screen.getByRole('switch', { name: 'Fact checking' }));
    await user.click(save());

    expect(await screen.findByText('Settings saved successfully')).toBeVisible();
    expect(stored().aiConfiguration).toMatchObject({
      temperature: 0.3,
      enable_fact_checking: false,
    });
  });
});

describe('SettingsScreen: System and the tabs', () => {
  it('adds a 12:00 posting time, removes one, and saves languages, voice defaults and auto-start', async () => {
    const { user } = renderSettings('system');
    await findSaveButton();
    const facebook = screen.getByRole('group', { name: 'Facebook' });
    // English reads times on a 12-hour clock; the API keeps HH:MM (below).
    expect(within(facebook).getByText('Default: 9:00 AM, 3:00 PM, 7:00 PM')).toBeVisible();

    await user.click(
      within(facebook).getByRole('button', { name: 'Remove 9:00 AM from Facebook' }),
    );
    await user.click(within(facebook).getByRole('button', { name: 'Add time to Facebook' }));
    expect(pickerText(within(facebook).getByRole('group', { name: 'Facebook time 3' }))).toBe(
      '12:00 PM',
    );
    const first = await typeInPicker(user, facebook, 'Facebook time 1', {
      Hours: '08',
      Minutes: '30',
      Meridiem: 'a',
    });
    expect(pickerText(first)).toBe('08:30 AM');
    expect(within(facebook).getByText('Changed')).toBeVisible();

    const energy = screen.getByRole('slider', { name: 'Energy' });
    expect(energy).toHaveAttribute('min', '0');
    expect(energy).toHaveAttribute('max', '100');
    fireEvent.change(energy, { target: { value: '100' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Creativity' }), {
      target: { value: '0' },
    });
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      'en',
      'fr',
      'es',
      'de',
      'it',
      'pt',
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'German' }));
    await user.click(screen.getByRole('checkbox', { name: 'Spanish' }));
    await user.click(screen.getByRole('switch', { name: 'Campaign auto-start' }));
    await user.click(save());

    expect(await screen.findByText('Settings saved successfully')).toBeVisible();
    expect(stored().systemConfiguration).toEqual({
      default_posting_times: {
        facebook: ['08:30', '19:00', '12:00'],
        instagram: ['11:00', '14:00', '20:00'],
        tiktok: ['16:00', '18:00', '21:00'],
        youtube: ['12:00', '17:00', '20:30'],
      },
      supported_languages: ['en', 'fr', 'de'],
      voice_card_defaults: { energy: 100, professionalism: 80, creativity: 0, authenticity: 85 },
      campaign_auto_start: true,
    });
  });

  it('puts the chosen tab in the URL and keeps edits across tabs, the templates tab included', async () => {
    const { user } = renderSettings();
    await findSaveButton();
    await user.clear(field('Launch (%)'));
    await user.type(field('Launch (%)'), '30');

    await user.click(screen.getByRole('tab', { name: 'Post Templates' }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/settings?tab=post-templates',
    );
    expect(await screen.findByRole('table', { name: 'Facebook post templates' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Campaign Budget' }));
    expect(field('Launch (%)')).toHaveValue(30);
    expect(screen.getByText('Total: 105% (Must equal 100%)')).toBeVisible();
  });

  it('speaks Spanish', async () => {
    renderSettings(undefined, 'es');
    expect(await screen.findByRole('button', { name: 'Guardar configuración' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Presupuesto de campañas' })).toBeVisible();
    expect(screen.getAllByText('Total: 100 % (válido)')).toHaveLength(2);
    expect(screen.getByText('Predeterminado: 49')).toBeVisible();
    expect(await screen.findByText('Configuración cargada correctamente')).toBeVisible();
  });
});
