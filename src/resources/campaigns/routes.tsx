// The Promo Campaigns screen lives at /promo-campaigns (spec 02, routes), inside the campaigns
// resource's context; a campaign's posts open over it from the query string.
import { lazy } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { campaignsPath } from './paths';

const CampaignsScreen = lazy(() => import('./screen/CampaignsScreen'));

export const campaignRoutes = (
  <Route
    path={campaignsPath}
    element={
      <ResourceContextProvider value="campaigns">
        <CampaignsScreen />
      </ResourceContextProvider>
    }
  />
);
