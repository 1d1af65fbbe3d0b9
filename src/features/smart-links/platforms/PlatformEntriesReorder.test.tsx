import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announced, entry, platformsInOrder, renderCard } from './platforms.testkit';

const FOUR = [
  entry('Spotify', 'https://open.spotify.com/artist/1'),
  entry('Deezer', 'https://www.deezer.com/artist/1'),
  entry('Tidal', 'https://tidal.com/artist/1'),
  entry('Bandcamp', 'https://lune.bandcamp.com'),
];

const ROW_HEIGHT = 120;
// jsdom lays nothing out: give each entry a place, one under the other, so dnd-kit's keyboard
// moves find the next entry as a browser would.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('li');
    const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
    return DOMRect.fromRect({ x: 0, y: index * ROW_HEIGHT, width: 600, height: ROW_HEIGHT });
  });
});
afterEach(() => vi.restoreAllMocks());

/** dnd-kit's live region, in which it says each step of a drag. */
const dragAnnouncement = () => {
  const region = document.querySelector('[id^="DndLiveRegion"]');
  if (!region) throw new Error('No dnd-kit live region');
  return region;
};

describe('Reordering platform entries', () => {
  it('moves an entry with Move down and Move up, keeping the focus and saying where it went', async () => {
    const { user, submit, submitted } = renderCard('streaming', FOUR);

    await user.click(screen.getByRole('button', { name: 'Move Spotify down' }));
    expect(platformsInOrder()).toEqual(['Deezer', 'Spotify', 'Tidal', 'Bandcamp']);
    expect(screen.getByRole('button', { name: 'Move Spotify down' })).toHaveFocus();
    expect(announced()).toContain('Spotify moved to position 2 of 4');

    // At the top, Move up is disabled: the focus goes to Move down instead.
    await user.click(screen.getByRole('button', { name: 'Move Spotify up' }));
    expect(platformsInOrder()).toEqual(['Spotify', 'Deezer', 'Tidal', 'Bandcamp']);
    expect(screen.getByRole('button', { name: 'Move Spotify up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Spotify down' })).toHaveFocus();
    expect(announced()).toContain('Spotify moved to position 1 of 4');

    // Keyboard only: Enter on the focused button.
    act(() => screen.getByRole('button', { name: 'Move Tidal down' }).focus());
    await user.keyboard('{Enter}');
    expect(platformsInOrder()).toEqual(['Spotify', 'Deezer', 'Bandcamp', 'Tidal']);
    expect(screen.getByRole('button', { name: 'Move Tidal up' })).toHaveFocus();

    await submit();
    await waitFor(() =>
      expect(submitted()?.streaming.map((e) => e.platform_name)).toEqual([
        'Spotify',
        'Deezer',
        'Bandcamp',
        'Tidal',
      ]),
    );
    // Each entry moved with its own fields.
    expect(submitted()?.streaming[3]).toEqual(FOUR[2]);
  });

  it('drags an entry with the keyboard, saying each step', async () => {
    const { user } = renderCard('streaming', FOUR);
    const handle = screen.getByRole('button', { name: 'Drag Deezer' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable entry');
    expect(handle).toHaveAccessibleDescription(/^To pick up an entry, press Space or Enter/);
    act(() => handle.focus());

    await user.keyboard(' ');
    await waitFor(() =>
      expect(dragAnnouncement()).toHaveTextContent('Picked up Deezer, entry 2 of 4.'),
    );
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(dragAnnouncement()).toHaveTextContent('Deezer is over position 3 of 4.'),
    );
    await user.keyboard(' ');

    await waitFor(() =>
      expect(platformsInOrder()).toEqual(['Spotify', 'Tidal', 'Deezer', 'Bandcamp']),
    );
    expect(announced()).toContain('Deezer moved to position 3 of 4');
    expect(screen.getByRole('button', { name: 'Drag Deezer' })).toHaveFocus();
  });

  it('says moves and drags in French', async () => {
    const { user } = renderCard('streaming', FOUR, 'fr');
    await user.click(await screen.findByRole('button', { name: 'Descendre Spotify' }));
    expect(platformsInOrder()).toEqual(['Deezer', 'Spotify', 'Tidal', 'Bandcamp']);
    expect(announced()).toContain('Spotify est maintenant en position 2 sur 4');

    act(() => screen.getByRole('button', { name: 'Faire glisser Tidal' }).focus());
    await user.keyboard(' ');
    await waitFor(() =>
      expect(dragAnnouncement()).toHaveTextContent('Entrée saisie : Tidal, position 3 sur 4.'),
    );
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(dragAnnouncement()).toHaveTextContent(
        'Déplacement annulé : Tidal reste en position 3 sur 4.',
      ),
    );
    expect(platformsInOrder()).toEqual(['Deezer', 'Spotify', 'Tidal', 'Bandcamp']);
  });
});
