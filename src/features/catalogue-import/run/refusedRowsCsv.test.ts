import Papa from 'papaparse';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { en } from '@i18n/en';
import { parseCsvText } from '../parse/parseCsv';
import { es } from '@i18n/es';
import { fr } from '@i18n/fr';
import { newJobState } from './jobState';
import { RunLedger } from './ledger';
import { reasonsText, refusedRowsCsv } from './refusedRowsCsv';
import { duplicateSong, refusedSong, songPlan, songToCreate } from './plans.testkit';

const translateIn = (locale: 'en' | 'fr' | 'es') => {
  const catalogues = { en, fr, es };
  return polyglotI18nProvider(
    (language) => catalogues[language as 'en'] as unknown as TranslationMessages,
    locale,
  ).translate;
};

const plan = songPlan([
  songToCreate(2, 'Created', 1),
  refusedSong(3, 'Refused at dry run'),
  duplicateSong(4, 'Created', 2),
  songToCreate(5, 'Server error', 1),
  songToCreate(6, 'Server refused', 1),
  songToCreate(7, 'Never sent', 1),
]);

function endedState() {
  const ledger = new RunLedger(plan, newJobState('songs-1', plan, '7'));
  for (const position of [0, 1, 2]) ledger.sending(position, 1_000);
  ledger.created(0, 300);
  ledger.failed(1, 'failed', { message: 'Database unavailable' });
  ledger.failed(2, 'refused', { message: 'app.catalogue_import_run.reasons.unknown_error' });
  ledger.cancel();
  return ledger.state;
}

const parse = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;

describe('the refused and failed rows as CSV', () => {
  it("repeats the file's header row and cells, with a reason column, in file order; duplicates skipped are not rows to fix", () => {
    const rows = parse(refusedRowsCsv(plan, endedState(), translateIn('en'), 'en'));
    expect(rows).toEqual([
      ['Title', 'Artist', 'Mood', 'Reason'],
      [
        'Refused at dry run',
        'Nobody',
        'Calm',
        'Artist: No artist has the stage name or the id "Nobody".',
      ],
      ['Server error', '1', 'Calm', 'Database unavailable'],
      ['Server refused', '1', 'Calm', 'The request failed.'],
      [
        'Never sent',
        '1',
        'Calm',
        'Not imported: the import was cancelled before this row was sent.',
      ],
    ]);
  });

  it('keeps several reasons of a row apart', () => {
    const reasons = [
      { field: 'title', message: 'Too long' },
      { field: 'mood', message: 'Too calm' },
    ];
    const headers = { headers: ['Title', 'Mood'], columns: ['title', 'mood'] };
    expect(reasonsText(translateIn('en'), headers, reasons)).toBe(
      'Title: Too long; Mood: Too calm',
    );
    expect(reasonsText(translateIn('fr'), headers, reasons)).toBe(
      'Title\u202f: Too long\u202f; Mood\u202f: Too calm',
    );
  });

  it("writes the reasons and the reason header in the downloader's language", () => {
    const french = parse(refusedRowsCsv(plan, endedState(), translateIn('fr'), 'fr'));
    expect(french[0]).toEqual(['Title', 'Artist', 'Mood', 'Motif']);
    expect(french[1]?.[3]).toBe(
      "Artist\u202f: Aucun artiste n'a le nom de scène ou l'identifiant «\u202fNobody\u202f».",
    );
    const spanish = parse(refusedRowsCsv(plan, endedState(), translateIn('es'), 'es'));
    expect(spanish[0]?.[3]).toBe('Motivo');
    expect(spanish[3]?.[3]).toBe('La solicitud falló.');
  });

  it('names the column the user matched to the field by hand, whatever its header', () => {
    const renamed = { ...songPlan([refusedSong(2, 'Lost')]), headers: ['Nom', 'Qui', 'Humeur'] };
    const rows = parse(
      refusedRowsCsv(renamed, newJobState('songs-3', renamed, '7'), translateIn('en'), 'en'),
    );
    expect(rows[1]?.[3]).toBe('Qui: No artist has the stage name or the id "Nobody".');
  });

  it('writes the rows to fix with the separator of the file they came from', () => {
    const semicolons = { ...plan, separator: ';' as const };
    const lines = refusedRowsCsv(semicolons, endedState(), translateIn('fr'), 'fr').split('\r\n');
    expect(lines[0]).toBe('Title;Artist;Mood;Motif');
    expect(lines[2]).toBe('Server error;1;Calm;Database unavailable');
  });

  it('separates lines with CRLF and quotes cells that need it', () => {
    const quoted = songPlan([refusedSong(2, 'Hello, "world"')]);
    const csv = refusedRowsCsv(
      quoted,
      newJobState('songs-2', quoted, '7'),
      translateIn('en'),
      'en',
    );
    expect(csv.split('\r\n')[1]?.startsWith('"Hello, ""world"""')).toBe(true);
  });

  it('gives back a cell starting like a formula behind a quote mark, which the import takes off', () => {
    const risky = songPlan([refusedSong(2, '=HYPERLINK("http://evil.invalid","x")')]);
    const csv = refusedRowsCsv(risky, newJobState('songs-4', risky, '7'), translateIn('en'), 'en');
    expect(csv.split('\r\n')[1]).toBe(
      `"'=HYPERLINK(""http://evil.invalid"",""x"")",Nobody,Calm,"Artist: No artist has the stage name or the id ""Nobody""."`,
    );
    expect(parseCsvText(csv).rows[0]?.[0]).toBe('=HYPERLINK("http://evil.invalid","x")');
  });
});
