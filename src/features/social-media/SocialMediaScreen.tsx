// /social-media: the roster's social presence. A page of artists (GET /artists, searched on the
// server), each with its Facebook state read for that page only, invitations one by one or for
// the selected artists, and what the other platforms do not offer yet.
import { Card, CardContent, Typography } from '@mui/material';
import { List, SearchInput, useTranslate } from 'react-admin';
import type { Artist } from '../../api/types';
import { ListLoadError } from '../../components/list/ListLoadError';
import { useListLoadOptions } from '../../components/list/useListLoadOptions';
import { PlatformsCard } from './PlatformsCard';
import { SocialMediaPagination } from './SocialMediaPagination';
import { SocialRoster } from './SocialRoster';

const KEY = 'app.social_media';
const LOAD_FAILED = `${KEY}.load_failed`;
export const SOCIAL_MEDIA_PAGE_SIZE = 10;

const SocialMediaScreen = () => {
  const translate = useTranslate();
  const queryOptions = useListLoadOptions(LOAD_FAILED);
  const searchLabel = translate('ra.action.search');
  return (
    <>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate(`${KEY}.title`)}
          </Typography>
          <Typography>{translate(`${KEY}.intro`)}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate(`${KEY}.invitations_note`)}
          </Typography>
        </CardContent>
      </Card>
      <List<Artist>
        resource="artists"
        // Its own page, search and selection, apart from the artist list's.
        storeKey="social-media"
        title={`${KEY}.title`}
        filters={[
          <SearchInput
            key="q"
            source="q"
            alwaysOn
            slotProps={{ htmlInput: { 'aria-label': searchLabel } }}
          />,
        ]}
        actions={false}
        sort={{ field: 'stageName', order: 'ASC' }}
        perPage={SOCIAL_MEDIA_PAGE_SIZE}
        exporter={false}
        queryOptions={queryOptions}
        pagination={<SocialMediaPagination />}
        empty={false}
        error={<ListLoadError message={LOAD_FAILED} />}
      >
        <SocialRoster />
      </List>
      <PlatformsCard />
    </>
  );
};

export default SocialMediaScreen;
