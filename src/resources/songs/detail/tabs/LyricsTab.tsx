import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Song } from '@/api/types';

/** The lyrics with their line breaks and stanzas, as written. */
export const LyricsTab = ({ song }: { song: Pick<Song, 'lyrics'> }) => {
  const translate = useTranslate();
  const lyrics = song.lyrics?.trim();
  return (
    <Card>
      <CardContent>
        {lyrics ? (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {lyrics}
          </Typography>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>
            {translate('app.songs.detail.lyrics.empty')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
