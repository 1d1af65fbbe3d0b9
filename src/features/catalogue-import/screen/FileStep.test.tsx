import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { chooseCsv, parseInThePage, renderImport } from './import.testkit';

let downloads: Blob[] = [];

beforeEach(async () => {
  parseInThePage();
  downloads = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      downloads.push(blob);
      return `blob:test/${downloads.length}`;
    },
    revokeObjectURL: () => undefined,
  });
  await signInForTest();
});
afterEach(() => vi.restoreAllMocks());

const firstLine = async (blob: Blob) => (await blob.text()).replace(/^\uFEFF/, '').split('\r\n')[0];

describe('Import: choosing the file', () => {
  it('downloads a template whose header row is in the interface language, required columns first', async () => {
    // jsdom cannot follow the download link: the file's name is kept instead.
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderImport('albums', 'fr');
    await user.click(await screen.findByRole('button', { name: 'Télécharger le modèle' }));
    expect(downloads).toHaveLength(1);
    expect(saved).toEqual(['modele-import-albums.csv']);
    expect(await firstLine(downloads[0] as Blob)).toBe(
      "Artiste;Titre;Description;Type d'album;UPC/EAN;Date de sortie;Statut",
    );
  });

  it.each([
    ['en' as const, 'Download the template', 'songs-import-template.csv'],
    ['fr' as const, 'Télécharger le modèle', 'modele-import-chansons.csv'],
    ['es' as const, 'Descargar la plantilla', 'plantilla-importacion-canciones.csv'],
  ])('names the songs template in %s', async (locale, button, fileName) => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderImport('songs', locale);
    await user.click(await screen.findByRole('button', { name: button }));
    expect(saved).toEqual([fileName]);
  });

  it('says when a file is empty, has headers only or rows it cannot read, and takes another at once', async () => {
    const user = userEvent.setup();
    renderImport('artists');
    expect(await screen.findByRole('heading', { level: 1, name: 'Import artists' })).toBeVisible();
    // The file step shows once the browser's storage has said there is no import to go on with.
    const next = await screen.findByRole('button', { name: 'Next: match the columns' });

    await chooseCsv(user, 'Choose a CSV file', '', 'empty.csv');
    expect(await screen.findByText('The file has no rows to import.')).toBeVisible();
    expect(next).toBeDisabled();

    await chooseCsv(user, 'Choose a CSV file', 'Stage name,Email\n', 'artists.csv');
    expect(
      await screen.findByText('The file has column headers but no rows to import.'),
    ).toBeVisible();
    expect(next).toBeDisabled();

    await chooseCsv(user, 'Choose a CSV file', 'Stage name,Email\n"Luna,luna@example.com\n');
    expect(await screen.findByText('Some rows of file.csv could not be read')).toBeVisible();
    expect(screen.getByText('Row 2: a quoted value is not closed.')).toBeVisible();
    expect(next).toBeDisabled();

    await chooseCsv(user, 'Choose a CSV file', 'Stage name,Email\nLuna,luna@example.com\n');
    expect(await screen.findByText('file.csv: 1 row, 2 columns.')).toBeVisible();
    expect(next).toBeEnabled();
  });

  it('takes a CSV file dropped on the area, and refuses another kind of file', async () => {
    renderImport('songs');
    const hint = await screen.findByText('or drop it on this area');
    const zone = hint.parentElement as HTMLElement;
    const drop = (file: File) => fireEvent.drop(zone, { dataTransfer: { files: [file] } });

    drop(new File(['%PDF-1.7'], 'catalogue.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('"catalogue.pdf" is not a CSV file: choose a file ending in .csv.'),
    ).toBeVisible();

    drop(new File(['Artist,Title\nLuna,Minuit\n'], 'dropped.csv', { type: 'text/csv' }));
    expect(await screen.findByText('dropped.csv: 1 row, 2 columns.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next: match the columns' })).toBeEnabled();
  });

  it('says so when the kind cannot be imported', async () => {
    renderImport('campaigns');
    expect(
      await screen.findByText(
        'There is no import of "campaigns": artists, songs and albums can be imported.',
      ),
    ).toBeVisible();
  });
});
