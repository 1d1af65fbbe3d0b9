// The artists to choose from, as cards. They are radio buttons underneath (one group, one
// choice): Tab reaches the group, the arrow keys move between the cards, Space chooses.
import {
  Box,
  Card,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { memo, useId } from 'react';
import { useTranslate } from 'react-admin';
import type { Artist } from '@/api/types';
import type { ArtistWithAlbums } from '../artists/useArtistsWithAlbums';

export interface ArtistGridProps {
  artists: ArtistWithAlbums[];
  selectedId: number | null;
  onSelect: (artist: Artist) => void;
  error?: string;
}

// Memoised: a grid of cards is the heaviest part of the wizard, and typing elsewhere changes
// nothing in it.
export const ArtistGrid = memo(function ArtistGrid({
  artists,
  selectedId,
  onSelect,
  error,
}: ArtistGridProps) {
  const translate = useTranslate();
  const name = useId();
  const labelId = useId();
  const helpId = useId();
  const select = (id: string) => {
    const found = artists.find(({ artist }) => String(artist.id) === id);
    if (found) onSelect(found.artist);
  };
  return (
    <FormControl error={Boolean(error)} fullWidth>
      <FormLabel id={labelId} sx={{ mb: 1 }}>
        {translate('app.campaigns.wizard.artist.legend')}
      </FormLabel>
      <RadioGroup
        name={name}
        aria-labelledby={labelId}
        aria-describedby={error ? helpId : undefined}
        value={selectedId === null ? '' : String(selectedId)}
        onChange={(event) => select(event.target.value)}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
          gap: 1,
        }}
      >
        {artists.map(({ artist, albumCount }) => {
          const checked = artist.id === selectedId;
          return (
            <Card
              key={artist.id}
              variant="outlined"
              sx={{
                borderColor: checked ? 'primary.main' : 'divider',
                borderWidth: checked ? 2 : 1,
              }}
            >
              <FormControlLabel
                value={String(artist.id)}
                control={<Radio />}
                sx={{ m: 0, py: 1, pr: 1.5, width: '100%', alignItems: 'flex-start' }}
                label={
                  <Box sx={{ pt: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {artist.stageName}
                    </Typography>
                    {artist.realName && artist.realName !== artist.stageName && (
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {artist.realName}
                      </Typography>
                    )}
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {translate('app.campaigns.wizard.artist.album_count', {
                        smart_count: albumCount,
                      })}
                    </Typography>
                  </Box>
                }
              />
            </Card>
          );
        })}
      </RadioGroup>
      {error && <FormHelperText id={helpId}>{error}</FormHelperText>}
    </FormControl>
  );
});
