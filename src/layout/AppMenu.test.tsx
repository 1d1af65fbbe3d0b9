import { screen, within } from '@testing-library/react';
import { ResourceDefinitionContextProvider, type ResourceProps } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../../tests/helpers/renderWithAdmin';
import { signInForTest } from '../../tests/helpers/signedIn';
import { albums } from '../resources/albums';
import { artists } from '../resources/artists';
import { campaigns } from '../resources/campaigns';
import { songRequests } from '../resources/song-requests';
import { songs } from '../resources/songs';
import { AppMenu } from './AppMenu';

/** What <Resource> registers for each resource the app declares. */
const definitionsOf = (resources: ResourceProps[]) =>
  Object.fromEntries(
    resources.map(({ name, list, icon, options }) => [
      name,
      { name, icon, options, hasList: !!list },
    ]),
  );

const APP_RESOURCES = [artists, songs, albums, campaigns, songRequests];

function renderMenu(resources: ResourceProps[], route = '/dashboard') {
  renderWithAdmin(
    <ResourceDefinitionContextProvider definitions={definitionsOf(resources)}>
      <AppMenu />
    </ResourceDefinitionContextProvider>,
    { route },
  );
}

const entryNames = async () => {
  await screen.findByRole('menuitem', { name: 'Logout' });
  return within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent?.trim());
};

describe('sidebar menu', () => {
  beforeEach(signInForTest);

  it("lists the spec's destinations in order, each resource under its own definition's label", async () => {
    renderMenu(APP_RESOURCES);
    const names = await entryNames();
    // The resources' entries sit among the custom routes' ones, in the spec's order (all of it
    // is checked in the browser, tests/e2e/shell.spec.ts); campaigns, with no list, has none.
    expect(names.slice(0, 5)).toEqual(['Dashboard', 'Artists', 'Songs', 'Albums', 'Smart Links']);
    expect(names.slice(6, 9)).toEqual(['Promo Campaigns', 'Song Requests', 'Media']);
    expect(names).toHaveLength(14);
    expect(screen.getByRole('menuitem', { name: 'Artists' })).toHaveAttribute('href', '/artists');
  });

  it('shows a new resource with a list after them, with no change to the menu', async () => {
    const playlists: ResourceProps = {
      name: 'playlists',
      list: () => null,
      options: { label: 'Playlists' },
    };
    renderMenu([...APP_RESOURCES, playlists]);
    const names = await entryNames();
    expect(names.slice(-4)).toEqual(['Settings', 'Playlists', 'Reset demo data', 'Logout']);
  });

  it('marks the current destination, also on the detail path outside its list', async () => {
    renderMenu(APP_RESOURCES, '/artist/3');
    await entryNames();
    expect(screen.getByRole('menuitem', { name: 'Artists' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('keeps "Reset demo data" and "Logout" in the Tab order like the other entries', async () => {
    renderMenu(APP_RESOURCES);
    await entryNames();
    for (const name of ['Dashboard', 'Reset demo data', 'Logout']) {
      expect(screen.getByRole('menuitem', { name })).toHaveAttribute('tabindex', '0');
    }
  });
});
