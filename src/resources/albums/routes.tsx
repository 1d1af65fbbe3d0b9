// The album detail's route (spec 01, route table), beside react-admin's /albums list.
import { lazy } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { albumPath } from './paths';

const AlbumDetail = lazy(() => import('./detail/AlbumDetail'));

export const albumRoutes = (
  <Route
    path={albumPath(':id')}
    element={
      <ResourceContextProvider value="albums">
        <AlbumDetail />
      </ResourceContextProvider>
    }
  />
);
