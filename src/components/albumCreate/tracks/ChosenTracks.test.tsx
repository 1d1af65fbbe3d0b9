import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import type { Song } from '@/api/types';
import { ChosenTracks } from './ChosenTracks';
import { moveItem } from './reorder';

const song = (id: number, title: string): Song =>
  ({ id, title, duration_seconds: 180 + id }) as Song;
const TRACKS = [song(1, 'Aube'), song(2, 'Midi'), song(3, 'Nuit')];

/** ChosenTracks over its own order, as the track picker keeps it. */
const Tracks = () => {
  const [tracks, setTracks] = useState(TRACKS);
  return (
    <ChosenTracks
      tracks={tracks}
      onMove={(from, to) => setTracks((current) => moveItem(current, from, to))}
      onRemove={(removed) => setTracks((current) => current.filter((t) => t !== removed))}
    />
  );
};

const ROW_HEIGHT = 40;
// jsdom lays nothing out: give each track row a place, one under the other, so dnd-kit's
// keyboard moves find the next row as a browser would.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('li');
    const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
    const top = index * ROW_HEIGHT;
    return DOMRect.fromRect({ x: 0, y: top, width: 400, height: ROW_HEIGHT });
  });
});
afterEach(() => vi.restoreAllMocks());

const titlesInOrder = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d+\./, '').replace(/\d+:\d+$/, ''));

/** dnd-kit's live region, in which it says each step of a drag. */
const dragAnnouncement = () => {
  const region = document.querySelector('[id^="DndLiveRegion"]');
  if (!region) throw new Error('No dnd-kit live region');
  return region;
};

describe('ChosenTracks', () => {
  it('offers a named drag handle, described by instructions in the interface language', () => {
    renderWithAdmin(<Tracks />, { locale: 'en' });
    const handle = screen.getByRole('button', { name: 'Drag Midi' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable track');
    expect(handle).toHaveAccessibleDescription(
      'To pick up a track, press Space or Enter. Use the arrow keys to move it, then Space or ' +
        'Enter to drop it in its new place, or Escape to cancel.',
    );
  });

  it('moves a track with the keyboard, saying each step, and keeps the focus on its handle', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<Tracks />, { locale: 'en' });
    const handle = screen.getByRole('button', { name: 'Drag Aube' });
    act(() => handle.focus());

    await user.keyboard(' ');
    await waitFor(() =>
      expect(dragAnnouncement()).toHaveTextContent('Picked up Aube, track 1 of 3.'),
    );
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(dragAnnouncement()).toHaveTextContent('Aube is over position 2 of 3.'),
    );
    await user.keyboard(' ');

    await waitFor(() => expect(titlesInOrder()).toEqual(['Midi', 'Aube', 'Nuit']));
    expect(screen.getByRole('button', { name: 'Drag Aube' })).toHaveFocus();
  });

  it('puts the track back where it was when the drag is cancelled with Escape', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<Tracks />, { locale: 'fr' });
    const handle = await screen.findByRole('button', { name: 'Faire glisser Midi' });
    act(() => handle.focus());

    await user.keyboard(' ');
    await waitFor(() => expect(dragAnnouncement()).toHaveTextContent('Midi saisi, titre 2 sur 3.'));
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');

    await waitFor(() =>
      expect(dragAnnouncement()).toHaveTextContent(
        'Déplacement annulé : Midi reste titre 2 sur 3.',
      ),
    );
    expect(titlesInOrder()).toEqual(['Aube', 'Midi', 'Nuit']);
  });

  it('moves a track with Move down and gives the focus back to that button', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<Tracks />, { locale: 'en' });

    await user.click(screen.getByRole('button', { name: 'Move Aube down' }));
    expect(titlesInOrder()).toEqual(['Midi', 'Aube', 'Nuit']);
    expect(screen.getByRole('button', { name: 'Move Aube down' })).toHaveFocus();
  });
});
