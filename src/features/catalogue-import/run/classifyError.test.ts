import polyglotI18nProvider from 'ra-i18n-polyglot';
import { HttpError, type TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ERROR_KEYS } from '@/api/errors';
import { fr } from '@i18n/fr';
import { classifyError } from './classifyError';
import { reasonText } from './refusedRowsCsv';

const french = polyglotI18nProvider(() => fr as unknown as TranslationMessages, 'fr').translate;

describe('a failed create', () => {
  it('is failed (to retry) on a server error, refused on any other answer of the 4xx kind', () => {
    expect(classifyError(new HttpError('Database unavailable', 503, {}))).toEqual({
      row: 'failed',
      reason: { message: 'Database unavailable' },
    });
    expect(classifyError(new HttpError('Too many requests', 429, {})).row).toBe('failed');
    expect(classifyError(new HttpError('Title taken', 409, {}))).toEqual({
      row: 'refused',
      reason: { message: 'Title taken' },
    });
  });

  it("gives the server's field errors as the reason when it sent some, each field before its text", () => {
    const error = new HttpError('Validation failed', 400, {
      errors: { title: 'Titre obligatoire', duration: 'Trop longue' },
    });
    // French typography: a narrow no-break space before the colon and the semicolon.
    expect(reasonText(french, classifyError(error).reason)).toBe(
      'title\u202f: Titre obligatoire\u202f; duration\u202f: Trop longue',
    );
  });

  it('pauses the run, the row back in the queue, when it was refused offline before leaving', () => {
    expect(classifyError(new HttpError(ERROR_KEYS.offlineWrite, 0, {}))).toMatchObject({
      row: 'unsent',
      pause: 'offline',
    });
  });

  it('looks for the row when a success came but its answer could not be read', () => {
    // What a page left in the middle of an answer gets: the record may exist (issue 44).
    expect(classifyError(new HttpError(ERROR_KEYS.invalidFormat, 201, {}))).toEqual({
      row: 'unknown',
      pause: 'offline',
      reason: { message: ERROR_KEYS.invalidFormat },
    });
    // An unreadable refusal is still a refusal.
    expect(classifyError(new HttpError(ERROR_KEYS.invalidFormat, 400, {})).row).toBe('refused');
  });

  it('pauses the run, the row to be looked for, when no answer came', () => {
    expect(classifyError(new HttpError(ERROR_KEYS.network, 0, {}))).toMatchObject({
      row: 'unknown',
      pause: 'offline',
    });
    expect(classifyError(new HttpError(ERROR_KEYS.timeout, 0, {})).row).toBe('unknown');
  });

  it('pauses the run, nothing written, when the session could not be renewed', () => {
    expect(classifyError(new HttpError(ERROR_KEYS.sessionExpired, 401, {}))).toMatchObject({
      row: 'unsent',
      pause: 'session',
    });
  });

  it('fails the row with a general reason on anything else', () => {
    expect(classifyError('boom')).toEqual({
      row: 'failed',
      reason: { message: 'app.catalogue_import_run.reasons.unknown_error' },
    });
  });
});
