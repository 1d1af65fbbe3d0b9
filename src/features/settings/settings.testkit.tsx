// Shared by the settings tests: the screen rendered at /settings (a tab picked by ?tab=), with
// the current location in sight, and what the demo API has stored (the truth).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { db } from '../../mocks/db/database';
import { currentSettings } from '../../mocks/promotion/campaignData';
import SettingsScreen from './SettingsScreen';

const Location = () => {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{pathname + search}</output>;
};

export function renderSettings(
  tab?: string,
  locale?: 'en' | 'fr' | 'es',
  { stackedToasts = false } = {},
) {
  const user = userEvent.setup();
  const rendered = renderWithAdmin(
    <>
      <Location />
      <SettingsScreen />
    </>,
    { route: tab ? `/settings?tab=${tab}` : '/settings', locale, stackedToasts },
  );
  return { user, ...rendered };
}

/** The settings the demo API holds now (its defaults until something is saved). */
export const stored = () => currentSettings(db());

/** Waits for the form, once the settings are read. */
export const findSaveButton = () => screen.findByRole('button', { name: 'Save Settings' });

export const field = (name: string) => screen.getByRole('spinbutton', { name });
