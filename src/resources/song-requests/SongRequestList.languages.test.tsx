import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '../../mocks/db/database';
import { stubObjectUrls } from '../songs/songs.testkit';
import { SongRequestList } from './SongRequestList';

beforeEach(signInForTest);
stubObjectUrls();

// MUI's pagination, under react-admin's list, names its landmark and its pages itself.
describe('SongRequestList pagination in French and Spanish', () => {
  it.each([
    ['fr', 'Toutes les demandes', 'Pagination', 'Page 1', 'Aller à la page 2'],
    ['es', 'Todas las solicitudes', 'Paginación', 'Página 1', 'Ir a la página 2'],
  ] as const)('in %s', async (locale, allRequests, landmark, current, next) => {
    // Every request: more than one page of them.
    expect(db().songRequests.length).toBeGreaterThan(10);
    const user = userEvent.setup();
    renderWithAdmin(<SongRequestList />, {
      resource: 'song-requests',
      route: '/song-requests',
      locale,
    });
    await user.click(await screen.findByRole('button', { name: allRequests }));

    const pages = await screen.findByRole('navigation', { name: landmark });
    expect(within(pages).getByRole('button', { name: current })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('button', { name: next })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'pagination navigation' })).toBeNull();
  });
});
