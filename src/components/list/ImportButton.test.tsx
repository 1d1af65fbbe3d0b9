import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { importPath } from '../../features/catalogue-import/paths';
import type { ImportKind } from '../../features/catalogue-import/mapping/importFields';
import { ImportButton } from './ImportButton';

const Where = () => <p>{`At ${useLocation().pathname}`}</p>;

const renderFor = (resource: ImportKind, locale: 'en' | 'es' = 'en') =>
  renderWithAdmin(
    <Routes>
      <Route
        path="/:resource"
        element={
          <ResourceContextProvider value={resource}>
            <p>{`List of ${resource}`}</p>
            <ImportButton to={importPath(resource)} />
          </ResourceContextProvider>
        }
      />
      <Route path="/import/:kind" element={<Where />} />
    </Routes>,
    { route: `/${resource}`, locale },
  );

describe('ImportButton', () => {
  it('opens the import of the list’s records, named for what it imports', async () => {
    const user = userEvent.setup();
    renderFor('albums');
    const button = await screen.findByRole('link', { name: 'Import albums from a CSV file' });
    expect(button).toHaveTextContent('Import');
    await user.click(button);
    expect(await screen.findByText('At /import/albums')).toBeVisible();
  });

  it('speaks the interface language', async () => {
    renderFor('artists', 'es');
    expect(
      await screen.findByRole('link', { name: 'Importar artistas desde un archivo CSV' }),
    ).toHaveTextContent('Importar');
  });
});
