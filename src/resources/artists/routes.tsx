// The artist screens' routes (spec 01, route table): the detail lives at /artists/{id} and its
// alias /artist/{id}, so creation and editing get explicit paths of their own.
import { lazy, type ReactNode } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { artistCreatePath, artistEditPath, artistPath } from './paths';

const ArtistCreate = lazy(() => import('./form/ArtistCreate'));
const ArtistEdit = lazy(() => import('./form/ArtistEdit'));
const ArtistDetail = lazy(() => import('./detail/ArtistDetail'));

const inArtists = (element: ReactNode) => (
  <ResourceContextProvider value="artists">{element}</ResourceContextProvider>
);

export const artistRoutes = (
  <>
    <Route path={artistCreatePath} element={inArtists(<ArtistCreate />)} />
    <Route path={artistEditPath(':id')} element={inArtists(<ArtistEdit />)} />
    <Route path={artistPath(':id')} element={inArtists(<ArtistDetail />)} />
    <Route path="/artist/:id" element={inArtists(<ArtistDetail />)} />
  </>
);
