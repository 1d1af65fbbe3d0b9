// The artist screens' paths (spec 01, route table): the detail lives at /artists/{id} and its
// alias /artist/{id}, so creation and editing get explicit paths of their own.
import { lazy, type ReactNode } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';

const ArtistCreate = lazy(() => import('./form/ArtistCreate'));
const ArtistEdit = lazy(() => import('./form/ArtistEdit'));
const ArtistDetail = lazy(() => import('./detail/ArtistDetail'));

const inArtists = (element: ReactNode) => (
  <ResourceContextProvider value="artists">{element}</ResourceContextProvider>
);

export const artistPaths = {
  list: '/artists',
  create: '/artists/create',
  detail: (id: number | string, tab?: string) => `/artists/${id}${tab ? `?tab=${tab}` : ''}`,
  edit: (id: number | string) => `/artists/${id}/edit`,
};

export const artistRoutes = (
  <>
    <Route path="/artists/create" element={inArtists(<ArtistCreate />)} />
    <Route path="/artists/:id/edit" element={inArtists(<ArtistEdit />)} />
    <Route path="/artists/:id" element={inArtists(<ArtistDetail />)} />
    <Route path="/artist/:id" element={inArtists(<ArtistDetail />)} />
  </>
);
