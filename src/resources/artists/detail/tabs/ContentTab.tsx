import { Card, CardContent, Tab, Tabs } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Artist } from '@/api/types';
import { songIdsInAlbums, useArtistCatalogue } from '@/components/catalogue/useArtistCatalogue';
import { TabPanel } from '@/components/tabs/TabPanel';
import { useLoadFailureToast } from '@/components/toasts/useLoadFailureToast';
import { AlbumsPanel } from './content/AlbumsPanel';
import { SongsPanel } from './content/SongsPanel';

type Section = 'songs' | 'albums';
const SECTIONS: Section[] = ['songs', 'albums'];

/** The artist's songs and albums, in sub-tabs sharing one load of each. */
export const ContentTab = ({ artist }: { artist: Artist }) => {
  const translate = useTranslate();
  const prefix = useId();
  const [section, setSection] = useState<Section>('songs');
  const { songs, albums } = useArtistCatalogue(artist.id);
  useLoadFailureToast([songs.error, albums.error], 'app.artists.detail.content.load_failed');

  const tabId = (value: Section) => `${prefix}-tab-${value}`;
  const panelId = (value: Section) => `${prefix}-panel-${value}`;

  return (
    <Card>
      <CardContent>
        <Tabs
          value={section}
          onChange={(_, value: Section) => setSection(value)}
          aria-label={translate('app.artists.detail.content.sections')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {SECTIONS.map((value) => (
            <Tab
              key={value}
              value={value}
              id={tabId(value)}
              aria-controls={panelId(value)}
              label={translate(`app.artists.detail.content.${value}`)}
            />
          ))}
        </Tabs>
        <TabPanel
          id={panelId('songs')}
          labelledBy={tabId('songs')}
          active={section === 'songs'}
          opened
        >
          <SongsPanel
            songs={songs.data}
            loading={songs.isPending}
            failed={!songs.data && !!songs.error}
            inAlbums={songIdsInAlbums(albums.data)}
          />
        </TabPanel>
        <TabPanel
          id={panelId('albums')}
          labelledBy={tabId('albums')}
          active={section === 'albums'}
          opened
        >
          <AlbumsPanel
            albums={albums.data}
            loading={albums.isPending}
            failed={!albums.data && !!albums.error}
          />
        </TabPanel>
      </CardContent>
    </Card>
  );
};
