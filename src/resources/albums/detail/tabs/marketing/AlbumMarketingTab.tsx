// The album's Marketing tab (issue 24): the album's campaigns, a way to start one for it, and
// its artist's smart link.
import { Stack } from '@mui/material';
import type { Album } from '@/api/types';
import { AlbumCampaigns } from './AlbumCampaigns';
import { ArtistSmartLink } from './ArtistSmartLink';

export const AlbumMarketingTab = ({ album }: { album: Album }) => (
  <Stack spacing={3}>
    <AlbumCampaigns album={album} />
    <ArtistSmartLink artistId={album.artist_id} artistName={album.artist_name} />
  </Stack>
);
