// The album detail lives at /album/{id} (spec 01, route table), beside the /albums list.
import { lazy } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';

const AlbumDetail = lazy(() => import('./detail/AlbumDetail'));

export const albumPaths = {
  list: '/albums',
  detail: (id: number | string) => `/album/${id}`,
};

export const albumRoutes = (
  <Route
    path="/album/:id"
    element={
      <ResourceContextProvider value="albums">
        <AlbumDetail />
      </ResourceContextProvider>
    }
  />
);
