// MUI X pickers' fields are a group of sections (day, month, hours, ...), each a spinbutton named
// in the interface language and typed into as a user does: a click on it, then keys.
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Types into the picker named `name` inside `container`, one section after another. */
export async function typeInPicker(
  user: UserEvent,
  container: HTMLElement,
  name: string | RegExp,
  sections: Record<string, string>,
) {
  const field = within(container).getByRole('group', { name });
  for (const [section, keys] of Object.entries(sections)) {
    await user.click(within(field).getByRole('spinbutton', { name: section }));
    await user.keyboard(keys);
  }
  return field;
}

/** What the picker's field shows: its sections and separators as one text ("08:30 PM"). */
export const pickerText = (field: HTMLElement): string =>
  (field.querySelector('.MuiPickersSectionList-root')?.textContent ?? '')
    // Bidirectional isolation marks around each section: invisible.
    .replace(/[\u2066-\u2069\u200e\u200f]/g, '');
