import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { GlobalSearchButton } from './GlobalSearchButton';
import { useDebouncedValue } from './useDebouncedValue';

function renderButton() {
  const user = userEvent.setup();
  renderWithAdmin(
    <>
      <label>
        Notes
        <input type="text" />
      </label>
      <button type="button">Elsewhere</button>
      <GlobalSearchButton />
    </>,
  );
  return user;
}

const searchDialog = () => screen.findByRole('dialog', { name: 'Search the catalogue' });

describe('the app bar search', () => {
  it('shows its name and its shortcut, and opens the search with focus in the field', async () => {
    const user = renderButton();
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveTextContent('SearchCtrl K');
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K /');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // The dialog's code is not there until it is first wanted.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(button);
    await searchDialog();
    expect(screen.getByRole('combobox')).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens with Ctrl+K anywhere, even from a text field, and gives the focus back', async () => {
    const user = renderButton();
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await user.click(notes);
    await user.keyboard('{Control>}k{/Control}');
    await searchDialog();
    expect(notes).toHaveValue('');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notes).toHaveFocus();
  });

  it('opens with / outside a text field, and types it in one', async () => {
    const user = renderButton();
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.keyboard('a/b');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('a/b');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('/');
    await searchDialog();
    // The / opened the search; it is not typed into the field.
    expect(screen.getByRole('combobox')).toHaveValue('');
  });

  it('uses ⌘K on a Mac', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36',
    );
    const user = renderButton();
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveTextContent('Search⌘K');
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Meta+K /');
    await user.keyboard('{Meta>}k{/Meta}');
    await searchDialog();
  });
});

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the value once it has stayed the same for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 250), {
      initialProps: { value: '' },
    });
    rerender({ value: 'l' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'lu' });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('');
    rerender({ value: 'lune' });
    act(() => vi.advanceTimersByTime(249));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('lune');
  });
});
