import { Box, Stack } from '@mui/material';
import { useEffect } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Artist } from '../../api/types';
import { ArtistSearchField } from '../../components/artistSearch/ArtistSearchField';
import { SectionCard } from '../../components/detail/SectionCard';
import { useRouteRecord } from '../../components/detail/useRouteRecord';
import { ScreenHeader } from '../../components/ScreenHeader';
import { ChosenArtistLibrary } from './ChosenArtistLibrary';
import { useRecentArtists } from './useRecentArtists';

export const ARTIST_PARAM = 'artistId';

/**
 * /media: the label's media library. An artist is chosen (a server search, the recently used
 * first), then that artist's library is shown: the same one as the artist's Media tab. The
 * artist is in the URL (`?artistId=3`), so a link opens the screen on that artist.
 */
const MediaLibraryScreen = () => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const param = params.get(ARTIST_PARAM);
  const recent = useRecentArtists();
  const chosen = useRouteRecord<Artist>('artists', param ?? '', 'app.media_screen.load_failed');
  const artist = param !== null ? chosen.record : undefined;
  const { remember, forget } = recent;

  // An artist whose library was shown is remembered; one the server does not know is forgotten.
  useEffect(() => {
    if (artist) remember(artist);
  }, [artist, remember]);
  const unknownId = param !== null && chosen.notFound && /^\d+$/.test(param) ? Number(param) : 0;
  useEffect(() => {
    if (unknownId) forget(unknownId);
  }, [unknownId, forget]);

  // A choice is a step of its own (pushed): Back returns to the artist shown before.
  const choose = (next: Artist | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set(ARTIST_PARAM, String(next.id));
      else updated.delete(ARTIST_PARAM);
      return updated;
    });

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="app.media_screen.title" />
      <ScreenHeader title={translate('app.media_screen.title')} />
      <Stack spacing={2}>
        <SectionCard title={translate('app.media_screen.artist.title')}>
          <Box sx={{ maxWidth: 480 }}>
            <ArtistSearchField
              value={artist ?? null}
              onChange={choose}
              label={translate('app.media_screen.artist.label')}
              placeholder={translate('app.media_screen.artist.placeholder')}
              recent={recent.artists}
            />
          </Box>
        </SectionCard>
        <ChosenArtistLibrary param={param} chosen={chosen} />
      </Stack>
    </Box>
  );
};

export default MediaLibraryScreen;
