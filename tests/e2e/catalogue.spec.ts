import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { encodeWav } from '../../src/mocks/files/wav';
import { chooseMediaUpload, expectNoSeriousA11yViolations } from './helpers';

// Each journey starts signed in (its context holds a stored session); signing in itself is
// tested in session.spec.ts, deepLinks.spec.ts and keyboard.spec.ts.
test.use({ signedIn: true });

// Lune Rivière's seeded catalogue keeps a few songs outside any album, "Chez nous" among them.
const ARTIST = 'Lune Rivière';
const OTHER_SONG = 'Chez nous';
const SONG = 'Session Take One';
const ALBUM = 'Night Sessions';
const FILE_NAME = 'session-take-one.wav';
const SUBFOLDER = 'new-session';

/** A toast, in the stacked messages region (a tooltip may say the same words elsewhere). */
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Messages' }).getByText(text);

async function openArtistTab(page: Page, tab: 'Content' | 'Media') {
  await page
    .getByRole('tablist', { name: 'Artist sections' })
    .getByRole('tab', { name: tab })
    .click();
  await expect(page).toHaveURL(new RegExp(`[?&]tab=${tab.toLowerCase()}\\b`));
}

test(
  'a song from its uploaded master to an album, played, then deleted with the album',
  { tag: '@nginx' },
  async ({ page }) => {
    test.slow();
    // 1. The artist's detail
    await page.goto('/artists');
    await page.getByRole('textbox', { name: 'Search' }).fill('lune');
    await page.getByRole('link', { name: ARTIST }).click();
    await expect(page).toHaveURL(/\/artists\/\d+/);
    await expect(page.getByRole('heading', { level: 1, name: ARTIST })).toBeVisible();

    // 2. Upload a master recording into a new subfolder
    await openArtistTab(page, 'Media');
    await page.getByRole('tab', { name: 'Audio' }).click();
    // A real 8 kHz 8-bit mono PCM WAV of 2 seconds, so the browser can read its length and play it.
    const upload = await chooseMediaUpload(page, {
      category: 'Master recordings',
      subfolder: SUBFOLDER,
      file: { name: FILE_NAME, mimeType: 'audio/wav', buffer: Buffer.from(encodeWav(11, 2)) },
    });
    await expect(upload.getByRole('list', { name: 'Files' })).toContainText(FILE_NAME);
    await expectNoSeriousA11yViolations(page);
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(toast(page, '1 file uploaded')).toBeVisible();
    await expect(upload).toBeHidden();

    await page.getByRole('button', { name: /^Master recordings, \d+ files?$/ }).click();
    await page.getByRole('button', { name: `${SUBFOLDER}, 1 file` }).click();
    const path = page.getByRole('navigation', { name: 'Folder path' });
    await expect(path.getByRole('button', { name: 'Master recordings' })).toBeVisible();
    await expect(path.getByText(SUBFOLDER)).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('list', { name: 'Files' }).getByRole('button', { name: FILE_NAME }),
    ).toBeVisible();

    // 3. A song with that recording
    await openArtistTab(page, 'Content');
    await page.getByRole('button', { name: 'Add song' }).click();
    const addSong = page.getByRole('dialog', { name: 'Add song' });
    await addSong.getByRole('textbox', { name: /^Title/ }).fill(SONG);
    const recording = addSong.getByRole('button', { name: FILE_NAME });
    await recording.click();
    await expect(recording).toHaveAttribute('aria-pressed', 'true');
    // The duration comes from the file, read at upload.
    await expect(addSong.getByRole('spinbutton', { name: /^Duration/ })).toHaveValue('2');
    await expectNoSeriousA11yViolations(page);
    await addSong.getByRole('button', { name: 'Add song' }).click();
    await expect(toast(page, 'Song added successfully')).toBeVisible();
    await expect(addSong).toBeHidden();

    // 4. Open it and play it
    await page.getByRole('table', { name: 'Songs' }).getByRole('link', { name: SONG }).click();
    await expect(page).toHaveURL(/\/song\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: SONG })).toBeVisible();
    const actions = page.getByRole('group', { name: 'Song actions' });
    await actions.getByRole('button', { name: 'Play' }).click();
    await expect(actions.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const audio = document.querySelector('audio');
          return !!audio && !audio.paused && audio.currentTime > 0;
        }),
      )
      .toBe(true);
    // Two seconds later the song has ended and the button offers to play it again.
    await expect(actions.getByRole('button', { name: 'Play' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // 5. An album of two songs, in an order other than the one they were added in
    await page.getByRole('link', { name: ARTIST }).click();
    await openArtistTab(page, 'Content');
    await page.getByRole('tab', { name: 'Albums' }).click();
    await page.getByRole('button', { name: 'Create album' }).click();
    const createAlbum = page.getByRole('dialog', { name: 'Create album' });
    await createAlbum.getByRole('textbox', { name: /^Title/ }).fill(ALBUM);
    await createAlbum.getByRole('combobox', { name: /^Type/ }).click();
    await page.getByRole('option', { name: 'EP' }).click();
    await createAlbum.getByRole('checkbox', { name: SONG }).check();
    await createAlbum.getByRole('checkbox', { name: OTHER_SONG }).check();
    const order = createAlbum.getByRole('list', { name: 'Track order' }).getByRole('listitem');
    await expect(order).toHaveText([new RegExp(SONG), new RegExp(OTHER_SONG)]);
    await createAlbum.getByRole('button', { name: `Move ${OTHER_SONG} up` }).click();
    await expect(order).toHaveText([new RegExp(OTHER_SONG), new RegExp(SONG)]);
    await expectNoSeriousA11yViolations(page);
    await createAlbum.getByRole('button', { name: 'Create album' }).click();
    await expect(toast(page, 'Album created successfully')).toBeVisible();
    await expect(createAlbum).toBeHidden();

    await page.getByRole('table', { name: 'Albums' }).getByRole('link', { name: ALBUM }).click();
    await expect(page).toHaveURL(/\/album\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: ALBUM })).toBeVisible();
    await page.getByRole('tab', { name: 'Tracks' }).click();
    const tracks = page.getByRole('table', { name: 'Tracks' });
    await expect(tracks.getByRole('rowheader')).toHaveText([OTHER_SONG, SONG]);
    await expectNoSeriousA11yViolations(page);

    // 6. A song on an album cannot be deleted
    await tracks.getByRole('link', { name: SONG }).click();
    await expect(page.getByRole('heading', { level: 1, name: SONG })).toBeVisible();
    const deleteSong = page
      .getByRole('group', { name: 'Song actions' })
      .getByRole('button', { name: 'Delete' });
    // aria-disabled, not disabled: the button stays reachable and says why when pressed.
    await expect(deleteSong).toHaveAttribute('aria-disabled', 'true');
    await expect(deleteSong).toHaveAccessibleDescription(
      'This song is part of an album and cannot be deleted',
    );
    await deleteSong.press('Enter');
    await expect(toast(page, 'This song is part of an album and cannot be deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/song\/\d+$/);

    // 7. Delete the album, then the song
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: ALBUM })).toBeVisible();
    await page.getByRole('button', { name: 'Delete album' }).click();
    const confirmAlbum = page.getByRole('dialog', { name: 'Delete album' });
    await expect(confirmAlbum).toContainText('Are you sure you want to delete this album?');
    await confirmAlbum.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Album deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/artists\/\d+\?.*tab=content/);

    await page.getByRole('tab', { name: 'Songs' }).click();
    const songs = page.getByRole('table', { name: 'Songs' });
    const deleteRow = songs.getByRole('button', { name: `Delete song ${SONG}` });
    await expect(deleteRow).not.toHaveAttribute('aria-disabled', 'true');
    await deleteRow.click();
    const confirmSong = page.getByRole('dialog', { name: 'Delete song' });
    await expect(confirmSong).toContainText('Are you sure you want to delete this song?');
    await confirmSong.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Song deleted successfully')).toBeVisible();
    await expect(songs.getByRole('link', { name: SONG })).toHaveCount(0);
    await expect(songs.getByRole('link', { name: OTHER_SONG })).toBeVisible();
  },
);
