// The artist's public status, saved through the artist update as soon as it changes; the
// select shows the saved value only, so a refused save leaves the previous choice in place.
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PUBLIC_STATUSES } from '@/api/artistVocabulary';
import type { Artist } from '@/api/types';
import { ChoiceSelect } from '../overview/ArtistStatusCard';
import { useArtistUpdate } from '../../useArtistUpdate';

export const PublicStatusSelect = ({ artist }: { artist: Artist }) => {
  const translate = useTranslate();
  const { save, isPending } = useArtistUpdate(artist);
  return (
    <Box sx={{ maxWidth: 320 }} aria-busy={isPending}>
      <ChoiceSelect
        label={translate('resources.artists.fields.publicStatus')}
        value={artist.publicStatus}
        choices={PUBLIC_STATUSES}
        choiceLabel={(status) => translate(`app.artists.public_status.${status}`)}
        saving={isPending}
        onChange={(publicStatus) =>
          save(
            { publicStatus },
            {
              success: 'app.artists.detail.status.public_updated',
              failure: 'app.artists.detail.status.public_failed',
            },
          )
        }
      />
    </Box>
  );
};
