// Shared by the setup cards' tests: the artist picker with the artist kept the way the manager
// keeps it (outside any form), and the theme card inside a react-admin Form whose theme values
// are shown as JSON, so a test reads what the fields wrote.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import type { SmartLinkTheme } from '@/api/types';
import type { SmartLinkFormValues } from '../model/formValues';
import { DEFAULT_THEME } from '../model/theme';
import { ArtistPickerCard, type ChosenArtist } from './ArtistPickerCard';
import { ThemeCard } from './ThemeCard';

type Locale = 'en' | 'fr' | 'es';

/** `accept: false` stands for a manager that turns the change down (unsaved edits kept). */
export function renderArtistPicker(
  initialId: number | null = null,
  { locale, accept = true }: { locale?: Locale; accept?: boolean } = {},
) {
  const onChange = vi.fn<(artist: ChosenArtist | null) => void>();
  const Harness = () => {
    const [artistId, setArtistId] = useState(initialId);
    return (
      <ArtistPickerCard
        artistId={artistId}
        onChange={(artist) => {
          onChange(artist);
          if (accept) setArtistId(artist?.id ?? null);
        }}
      />
    );
  };
  const user = userEvent.setup();
  return { user, onChange, ...renderWithAdmin(<Harness />, { locale }) };
}

const WatchedTheme = () => {
  const theme: unknown = useWatch({ name: 'theme' });
  return <output aria-label="Watched theme">{JSON.stringify(theme)}</output>;
};

export function renderThemeCard(
  artistId: number | null,
  theme: Partial<SmartLinkTheme> = {},
  locale?: Locale,
) {
  const values: SmartLinkFormValues = {
    link_slug: 'lune-riviere',
    theme: { ...DEFAULT_THEME, ...theme },
    streaming: [],
    social: [],
  };
  const user = userEvent.setup();
  const rendered = renderWithAdmin(
    <Form defaultValues={values} noValidate>
      <ThemeCard artistId={artistId} />
      <WatchedTheme />
    </Form>,
    { locale },
  );
  return { user, ...rendered };
}

/** The theme values the form holds now. */
export const watchedTheme = (): SmartLinkTheme =>
  JSON.parse(screen.getByLabelText('Watched theme').textContent ?? '{}') as SmartLinkTheme;
