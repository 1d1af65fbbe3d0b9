import { screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../../tests/helpers/renderWithAdmin';
import { LocaleDateField } from './LocaleDateField';

// Noon UTC is the same calendar day from UTC−11 to UTC+11: the test holds in any usual zone.
const RECORD = { id: 1, created_at: '2026-11-21T12:00:00Z', release_date: '2026-12-01' };

const renderIn = (locale: 'en' | 'fr' | 'es') =>
  renderWithAdmin(
    <RecordContextProvider value={RECORD}>
      <p data-testid="created">
        <LocaleDateField source="created_at" />
      </p>
      <p data-testid="released">
        <LocaleDateField source="release_date" />
      </p>
    </RecordContextProvider>,
    { locale },
  );

describe('LocaleDateField', () => {
  it.each([
    ['en', 'Nov 21, 2026', 'Dec 1, 2026'],
    ['fr', '21 nov. 2026', '1 déc. 2026'],
    ['es', '21 nov 2026', '1 dic 2026'],
  ] as const)('shows dates in %s', async (locale, created, released) => {
    renderIn(locale);
    expect(await screen.findByTestId('created')).toHaveTextContent(created);
    expect(screen.getByTestId('released')).toHaveTextContent(released);
  });
});
