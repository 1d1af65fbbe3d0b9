import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { api, validationFailed } from '../../mocks/http';
import { server } from '../../mocks/node';
import { findArtistWithMaster, stubObjectUrls } from '../../resources/songs/songs.testkit';
import { AddSongDialog } from './AddSongDialog';

beforeEach(async () => {
  await signInForTest();
  stubObjectUrls();
});

async function renderDialog() {
  const { artist, file } = await findArtistWithMaster();
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithAdmin(<AddSongDialog artist={artist} open onClose={onClose} />, {
    resource: 'artists',
  });
  const dialog = await screen.findByRole('dialog', { name: 'Add song' });
  return { artist, file, onClose, user, dialog };
}

const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });
const durationField = (dialog: HTMLElement) =>
  within(dialog).getByRole('spinbutton', { name: 'Duration (seconds)' });

/** Chooses a file in the media picker's compact list, where each file is named by its name. */
async function chooseFile(user: UserEvent, dialog: HTMLElement, filename: string) {
  const choice = await within(dialog).findByRole('button', { name: new RegExp(filename) });
  await user.click(choice);
}

/** Captures the bodies POST /songs receives; the demo API still answers them. */
function capturePosts() {
  const bodies: unknown[] = [];
  server.use(
    http.post(api('/songs'), async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
}

describe('AddSongDialog', () => {
  it('says the title is required and counts characters against each limit', async () => {
    const { user, dialog } = await renderDialog();
    const title = field(dialog, /^Title/);
    expect(title).toHaveAccessibleDescription('0 / 255');

    await user.click(within(dialog).getByRole('button', { name: 'Add song' }));
    expect(await within(dialog).findByText('Song title is required')).toBeVisible();
    expect(title).toHaveFocus();

    await user.type(title, 'Néons');
    await waitFor(() => expect(title).toHaveAccessibleDescription('5 / 255'));
    expect(within(dialog).queryByText('Song title is required')).not.toBeInTheDocument();

    const tempo = field(dialog, /^Tempo/);
    await user.click(tempo);
    await user.paste('x'.repeat(101));
    expect(tempo).toHaveAccessibleDescription('Must be at most 100 characters 101 / 100');
  });

  it('sends the camelCase song with the chosen audio and its duration', async () => {
    const bodies = capturePosts();
    const { artist, file, user, dialog, onClose } = await renderDialog();

    await user.type(field(dialog, /^Title/), '  Minuit moins cinq ');
    await chooseFile(user, dialog, file.original_filename);
    // The file's own duration fills the empty duration, shown as m:ss too.
    await waitFor(() => expect(durationField(dialog)).toHaveValue(file.duration_seconds));
    await user.click(within(dialog).getByRole('switch', { name: 'Explicit' }));
    await user.type(field(dialog, /^Genre tags/), 'chanson, indie pop');
    await user.type(field(dialog, /^Production style/), 'Intimate, close-miked');
    await user.click(within(dialog).getByRole('button', { name: 'Add song' }));

    expect(await screen.findByText('Song added successfully')).toBeVisible();
    expect(onClose).toHaveBeenCalled();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      artistId: artist.id,
      title: 'Minuit moins cinq',
      audioFileId: file.id,
      durationSeconds: file.duration_seconds,
      isExplicit: true,
      genreTags: 'chanson, indie pop',
      productionStyle: 'Intimate, close-miked',
    });
    expect(Object.keys(bodies[0] as object).some((key) => key.includes('_'))).toBe(false);
  });

  it('shows a server field error under its field and keeps what was typed', async () => {
    server.use(
      http.post(api('/songs'), () =>
        validationFailed([{ field: 'genreTags', message: 'Genre tags must be comma-separated' }]),
      ),
    );
    const { user, dialog, onClose } = await renderDialog();
    await user.type(field(dialog, /^Title/), 'Néons sur le fleuve');
    await user.type(field(dialog, /^Genre tags/), 'indie pop; synth-pop');
    await user.click(within(dialog).getByRole('button', { name: 'Add song' }));

    expect(await screen.findByText('Validation failed')).toBeVisible();
    await waitFor(() =>
      expect(field(dialog, /^Genre tags/)).toHaveAccessibleDescription(
        expect.stringContaining('Genre tags must be comma-separated'),
      ),
    );
    expect(field(dialog, /^Title/)).toHaveValue('Néons sur le fleuve');
    expect(field(dialog, /^Genre tags/)).toHaveValue('indie pop; synth-pop');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says "Failed to add song" when the server gives no reason', async () => {
    server.use(http.post(api('/songs'), () => new HttpResponse(null, { status: 500 })));
    const { user, dialog, onClose } = await renderDialog();
    await user.type(field(dialog, /^Title/), 'Néons sur le fleuve');
    await user.click(within(dialog).getByRole('button', { name: 'Add song' }));

    expect(await screen.findByText('Failed to add song')).toBeVisible();
    expect(field(dialog, /^Title/)).toHaveValue('Néons sur le fleuve');
    expect(onClose).not.toHaveBeenCalled();
  });
});
