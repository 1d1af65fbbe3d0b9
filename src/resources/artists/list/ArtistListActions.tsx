import { CreateButton, ExportButton, TopToolbar } from 'react-admin';

/** "New artist" and Export; every filter is always shown, so no filter button. */
export const ArtistListActions = () => (
  <TopToolbar>
    <CreateButton label="app.artists.list.create" />
    <ExportButton />
  </TopToolbar>
);
