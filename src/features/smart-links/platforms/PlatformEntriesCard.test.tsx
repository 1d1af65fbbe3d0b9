import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STREAMING_PLATFORMS, SOCIAL_PLATFORMS } from '@/components/smartLink/platformCatalog';
import {
  announced,
  entry,
  pasteInto,
  platformsInOrder,
  renderCard,
  rows,
} from './platforms.testkit';

const URL_HTTP = 'Enter an address starting with http:// or https://';

/** The options a row's platform list offers, with its "No platform" choice left out. */
async function platformOptions(user: ReturnType<typeof renderCard>['user'], row: HTMLElement) {
  await user.click(within(row).getByRole('combobox'));
  const options = within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return options.slice(1);
}

describe('PlatformEntriesCard', () => {
  it('says when a list is empty, and adds an entry with the focus on its platform', async () => {
    const { user } = renderCard('streaming');
    expect(screen.getByRole('heading', { name: 'Streaming Platforms' })).toBeInTheDocument();
    expect(screen.getByText('No streaming platforms yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add streaming platform' }));

    expect(screen.queryByText('No streaming platforms yet.')).not.toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    await waitFor(() => expect(within(rows()[0]!).getByRole('combobox')).toHaveFocus());
  });

  it('offers the streaming platforms in one card and the social ones in the other', async () => {
    const streaming = renderCard('streaming', [entry('')]);
    expect(await platformOptions(streaming.user, rows()[0]!)).toEqual(
      STREAMING_PLATFORMS.map((p) => p.name),
    );
    streaming.unmount();

    const social = renderCard('social', [entry('')]);
    expect(screen.getByRole('heading', { name: 'Social Platforms' })).toBeInTheDocument();
    expect(await platformOptions(social.user, rows()[0]!)).toEqual(
      SOCIAL_PLATFORMS.map((p) => p.name),
    );
  });

  it('marks a platform another entry already uses, and still lets it be chosen', async () => {
    const { user, submit, submitted } = renderCard('streaming', [
      entry('Spotify', 'https://open.spotify.com/artist/1'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Add streaming platform' }));
    const added = rows()[1]!;
    await user.click(within(added).getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'Spotify (also in another entry)' }));
    await pasteInto(
      user,
      within(added).getByRole('textbox', { name: 'Profile URL' }),
      'https://open.spotify.com/artist/2',
    );

    expect(platformsInOrder()).toEqual([
      'Spotify (also in another entry)',
      'Spotify (also in another entry)',
    ]);
    await submit();
    await waitFor(() => expect(submitted()?.streaming).toHaveLength(2));
    expect(submitted()?.streaming[1]).toEqual(
      entry('Spotify', 'https://open.spotify.com/artist/2'),
    );
  });

  it('removes an entry without asking, says so and keeps the focus in the list', async () => {
    const { user } = renderCard('social', [
      entry('Instagram', 'https://instagram.com/lune'),
      entry('TikTok', 'https://tiktok.com/@lune'),
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove Instagram' }));
    expect(platformsInOrder()).toEqual(['TikTok']);
    expect(announced()).toContain('Instagram removed');
    expect(screen.getByRole('button', { name: 'Remove TikTok' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove TikTok' }));
    expect(screen.getByText('No social platforms yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add social platform' })).toHaveFocus();
  });

  it('refuses javascript: and ftp: addresses and accepts https, under the field', async () => {
    const { user, submit, onSubmit, submitted } = renderCard('streaming', [
      entry('Spotify', 'javascript:alert(1)'),
    ]);
    const url = screen.getByRole('textbox', { name: 'Profile URL' });
    expect(url).toHaveAttribute('type', 'url');

    await submit();
    await waitFor(() => expect(url).toHaveAccessibleDescription(URL_HTTP));
    expect(url).toBeInvalid();

    await user.clear(url);
    await user.type(url, 'ftp://files.example.com/lune');
    expect(url).toHaveAccessibleDescription(URL_HTTP);
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();

    await pasteInto(user, url, 'https://open.spotify.com/artist/1');
    await waitFor(() => expect(url).not.toHaveAccessibleDescription(URL_HTTP));
    await submit();
    await waitFor(() =>
      expect(submitted()?.streaming).toEqual([
        entry('Spotify', 'https://open.spotify.com/artist/1'),
      ]),
    );
  });

  it('needs an address once a platform is chosen, and a platform for an address', async () => {
    const { user, submit, onSubmit } = renderCard('social', [
      entry('Facebook'),
      entry('', 'https://x.com/lune'),
      entry(''),
    ]);
    await submit();

    const [facebook, noPlatform, blank] = rows() as [HTMLElement, HTMLElement, HTMLElement];
    await waitFor(() =>
      expect(
        within(facebook).getByRole('textbox', { name: 'Profile URL' }),
      ).toHaveAccessibleDescription('Enter the profile URL'),
    );
    expect(within(noPlatform).getByRole('combobox')).toHaveAccessibleDescription(
      'Choose the platform of this address',
    );
    // A row left entirely blank is dropped on save: nothing to fix there.
    expect(within(blank).getByRole('textbox', { name: 'Profile URL' })).toBeValid();
    expect(onSubmit).not.toHaveBeenCalled();

    // Choosing the platform clears its error straight away.
    await user.click(within(noPlatform).getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'Twitter/X' }));
    await waitFor(() =>
      expect(within(noPlatform).getByRole('combobox')).not.toHaveAccessibleDescription(),
    );
  });

  it('warns, without blocking the save, when the address is not on the platform', async () => {
    const { user, submit, submitted } = renderCard('streaming', [entry('Spotify')]);
    const url = screen.getByRole('textbox', { name: 'Profile URL' });
    await pasteInto(user, url, 'https://www.deezer.com/artist/1');

    expect(url).toHaveAccessibleDescription('This address is not on Spotify (spotify.com)');
    expect(url).toBeValid();
    await submit();
    await waitFor(() => expect(submitted()).toBeDefined());

    await pasteInto(user, url, 'https://open.spotify.com/artist/1');
    expect(url).not.toHaveAccessibleDescription();
  });

  it('shows or hides an entry with a toggle, a hidden one shaded and marked Hidden', async () => {
    const { user, submit, submitted } = renderCard('streaming', [
      entry('Spotify', 'https://open.spotify.com/artist/1'),
      entry('Deezer', 'https://www.deezer.com/artist/1', { is_visible: false }),
    ]);
    const spotify = screen.getByRole('button', { name: 'Show Spotify on the page' });
    expect(spotify).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Show Deezer on the page' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(rows()[1]!).getByText('Hidden')).toBeInTheDocument();
    expect(within(rows()[0]!).queryByText('Hidden')).not.toBeInTheDocument();

    await user.click(spotify);
    expect(spotify).toHaveAttribute('aria-pressed', 'false');
    expect(within(rows()[0]!).getByText('Hidden')).toBeInTheDocument();

    await submit();
    await waitFor(() =>
      expect(submitted()?.streaming.map((e) => e.is_visible)).toEqual([false, false]),
    );
  });

  it("uses the platform's name as the display name's placeholder", () => {
    renderCard('social', [entry('Threads', 'https://threads.net/@lune', { display_name: 'Lune' })]);
    const name = screen.getByRole('textbox', { name: 'Display name' });
    expect(name).toHaveValue('Lune');
    expect(name).toHaveAttribute('placeholder', 'Threads');
  });

  it('speaks French', async () => {
    const { user, submit } = renderCard(
      'social',
      [entry('Instagram', 'ftp://instagram.com/lune', { is_visible: false })],
      'fr',
    );
    expect(await screen.findByRole('heading', { name: 'Réseaux sociaux' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter un réseau social' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Afficher Instagram sur la page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer Instagram' })).toBeInTheDocument();
    expect(screen.getByText('Masquée')).toBeInTheDocument();

    await submit();
    const url = screen.getByRole('textbox', { name: 'URL du profil' });
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription(
        'Saisissez une adresse commençant par http:// ou https://',
      ),
    );
    await pasteInto(user, url, 'https://www.tiktok.com/@lune');
    expect(url).toHaveAccessibleDescription(
      'Cette adresse n’est pas sur Instagram (instagram.com)',
    );
  });
});
