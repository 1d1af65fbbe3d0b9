// The song detail's route (spec 01, route table), beside react-admin's /songs list.
import { lazy } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { songPath } from './paths';

const SongDetail = lazy(() => import('./detail/SongDetail'));

export const songRoutes = (
  <Route
    path={songPath(':id')}
    element={
      <ResourceContextProvider value="songs">
        <SongDetail />
      </ResourceContextProvider>
    }
  />
);
