// Shared by the platform cards' tests: a card rendered inside a react-admin form holding
// SmartLinkFormValues, as the manager mounts it, with a submit button standing for Save Changes.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import type { SmartLinkPlatformType } from '@/api/types';
import type { PlatformEntry, SmartLinkFormValues } from '../model/formValues';
import { DEFAULT_THEME } from '../model/theme';
import { PlatformEntriesCard } from './PlatformEntriesCard';

export const entry = (
  platform_name: string,
  profile_url = '',
  overrides: Partial<PlatformEntry> = {},
): PlatformEntry => ({
  platform_name,
  profile_url,
  display_name: '',
  is_visible: true,
  ...overrides,
});

export function renderCard(
  type: SmartLinkPlatformType,
  entries: PlatformEntry[] = [],
  locale: 'en' | 'fr' | 'es' = 'en',
) {
  const user = userEvent.setup();
  const onSubmit = vi.fn<(values: SmartLinkFormValues) => void>();
  const defaultValues: SmartLinkFormValues = {
    link_slug: 'lune-riviere',
    theme: DEFAULT_THEME,
    streaming: [],
    social: [],
    [type]: entries,
  };
  const rendered = renderWithAdmin(
    <Form
      defaultValues={defaultValues}
      onSubmit={(values: Record<string, unknown>) =>
        onSubmit(values as unknown as SmartLinkFormValues)
      }
      noValidate
    >
      <PlatformEntriesCard type={type} />
      <button type="submit">Submit the form</button>
    </Form>,
    { locale },
  );
  const submit = () => user.click(screen.getByRole('button', { name: 'Submit the form' }));
  /** The values the last submit sent, once one went through. */
  const submitted = () => onSubmit.mock.lastCall?.[0];
  return { user, onSubmit, submit, submitted, ...rendered };
}

/** The card's entries, one list item each. */
export const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');

/** The platform each entry shows, in order. */
export const platformsInOrder = () =>
  rows().map((row) => within(row).getByRole('combobox').textContent?.trim());

/** What the live regions say now (the card's own and dnd-kit's). */
export const announced = () => screen.getAllByRole('status').map((region) => region.textContent);

/** Replaces a field's text by pasting an address, as one usually enters one. */
export async function pasteInto(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
) {
  await user.clear(field);
  await user.paste(text);
}
