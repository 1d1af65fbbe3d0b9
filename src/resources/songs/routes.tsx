// The song detail lives at /song/{id} (spec 01, route table), beside the /songs list.
import { lazy } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';

const SongDetail = lazy(() => import('./detail/SongDetail'));

export const songPaths = {
  list: '/songs',
  detail: (id: number | string) => `/song/${id}`,
};

export const songRoutes = (
  <Route
    path="/song/:id"
    element={
      <ResourceContextProvider value="songs">
        <SongDetail />
      </ResourceContextProvider>
    }
  />
);
