import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { TEST_NOW } from '@tests/helpers/testNow';
import { tokenStore } from '../../api/tokenStore';
import type { User } from '../../api/types';
import { setClock } from '../../lib/clock';
import { draftStore } from '../../providers/drafts/draftStore';
import { DRAFT_WRITE_DELAY_MS } from './useDraft';
import { useStateDraft } from './useStateDraft';

// The hook alone, over plain state, with the clock in the test's hands: no provider, no API.
const ME = { id: 41, email: 'me@example.com', firstName: 'Me', lastName: null } as User;
const key = () => draftStore.keyFor('note', 5) ?? '';

const Note = ({ open = true, onSaved }: { open?: boolean; onSaved?: () => void }) => {
  const [text, setText] = useState('');
  const draft = useStateDraft({
    form: 'note',
    recordId: 5,
    enabled: open,
    values: { text },
    dirty: text !== '',
    onRestore: (values) => setText(values.text),
  });
  return (
    <div>
      <input aria-label="Note" value={text} onChange={(event) => setText(event.target.value)} />
      {draft.savedAt !== null && (
        <p>
          Offer from {draft.savedAt}
          <button onClick={draft.restore}>Restore</button>
          <button onClick={draft.discard}>Discard</button>
        </p>
      )}
      <button
        onClick={() => {
          draft.clear();
          onSaved?.();
        }}
      >
        Save
      </button>
    </div>
  );
};

const type = (text: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: text } });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const stored = () => draftStore.read<{ text: string }>(key())?.values.text;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(TEST_NOW);
  setClock(TEST_NOW);
  tokenStore.setUser(ME);
});
afterEach(() => vi.useRealTimers());

describe('useStateDraft', () => {
  it('writes half a second after the last change, only while there is something typed', async () => {
    render(<Note />);
    type('H');
    await wait(DRAFT_WRITE_DELAY_MS - 100);
    type('Hello');
    await wait(DRAFT_WRITE_DELAY_MS - 100);
    expect(stored()).toBeUndefined();
    await wait(100);
    expect(stored()).toBe('Hello');

    // Back to what it opened with: nothing left to keep.
    type('');
    expect(stored()).toBeUndefined();
  });

  it('writes what is pending when the form closes or the page is hidden', async () => {
    const { rerender } = render(<Note />);
    type('Closing soon');
    rerender(<Note open={false} />);
    expect(stored()).toBe('Closing soon');

    draftStore.remove(key());
    rerender(<Note />);
    type('Reloading');
    // Shown again afterwards (as from the back/forward cache): the test files of a worker share
    // one window, and the generation store stops sending runs on a page it believes left.
    onTestFinished(() => void window.dispatchEvent(new Event('pageshow')));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(stored()).toBe('Reloading');
  });

  it('offers a stored draft without applying it; typing meanwhile keeps the newer text', async () => {
    draftStore.write(key(), { text: 'From before' }, TEST_NOW - 60_000);
    render(<Note />);
    expect(screen.getByText(`Offer from ${TEST_NOW - 60_000}`)).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('');

    type('x');
    type('');
    // Undoing that keystroke does not lose the draft still on offer.
    expect(stored()).toBe('From before');

    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByRole('textbox')).toHaveValue('From before');
    expect(screen.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
  });

  it('Discard removes the offered draft; what was typed since is kept', async () => {
    draftStore.write(key(), { text: 'Old' }, TEST_NOW);
    render(<Note />);
    type('Newer');
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(stored()).toBe('Newer');

    type('');
    expect(stored()).toBeUndefined();
  });

  it('a save clears the draft and a pending write does not bring it back', async () => {
    const { rerender } = render(<Note />);
    type('Saved text');
    await wait(DRAFT_WRITE_DELAY_MS);
    type('Saved text!');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await wait(DRAFT_WRITE_DELAY_MS);
    rerender(<Note open={false} />);
    expect(stored()).toBeUndefined();
  });

  it('asks before the page is left while something typed is unsaved', () => {
    render(<Note />);
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    type('Unsaved');
    expect(leave()).toBe(true);
    type('');
    expect(leave()).toBe(false);
  });

  it('keeps nothing when nobody is signed in', async () => {
    tokenStore.clear();
    render(<Note />);
    type('Anonymous');
    await wait(DRAFT_WRITE_DELAY_MS);
    expect(localStorage.length).toBe(0);
  });
});
