// The post's photos or its one video, chosen from the artist's media library (spec 5: photos
// and videos cannot be mixed). Choosing a video drops the chosen photos and the other way round.
import { Alert, FormControl, FormLabel, LinearProgress, Stack, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import type { MediaFile } from '@/api/types';
import { MediaFileTile } from '@/components/media/library/MediaFileTile';
import { TileGrid } from '@/components/media/library/TileGrid';
import { sortNewestFirst } from '@/components/media/mediaFolders';
import { useArtistMediaFiles } from '@/components/media/mediaQueries';
import { useLoadFailureToast } from '@/components/toasts/useLoadFailureToast';

const KEYS = 'app.artists.facebook_post.media';

export const FacebookPostMediaInput = ({
  artistId,
  disabled,
}: {
  artistId: number;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const photoField = useInput<number[]>({ source: 'photoIds', defaultValue: [] }).field;
  const videoField = useInput<number | null>({ source: 'videoId', defaultValue: null }).field;
  const { data, error, isPending } = useArtistMediaFiles(artistId);
  useLoadFailureToast([error], 'app.media.load_error');

  const photoIds: number[] = Array.isArray(photoField.value) ? photoField.value : [];
  const videoId: number | null = typeof videoField.value === 'number' ? videoField.value : null;
  const files = sortNewestFirst(data ?? []);
  const photos = files.filter((file) => file.file_type === 'photo');
  const videos = files.filter((file) => file.file_type === 'video');

  const togglePhoto = (file: MediaFile) => {
    photoField.onChange(
      photoIds.includes(file.id) ? photoIds.filter((id) => id !== file.id) : [...photoIds, file.id],
    );
    videoField.onChange(null);
  };
  const toggleVideo = (file: MediaFile) => {
    videoField.onChange(videoId === file.id ? null : file.id);
    photoField.onChange([]);
  };

  const body = () => {
    if (isPending) return <LinearProgress aria-label={translate('app.media.loading')} />;
    if (!data) return <Alert severity="error">{translate('app.media.load_error')}</Alert>;
    if (!photos.length && !videos.length) {
      return (
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          {translate(`${KEYS}.none`)}
        </Typography>
      );
    }
    const chosen = videoId === null ? photoIds.length : 1;
    return (
      <Stack spacing={2}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate(`${KEYS}.rule`)}{' '}
          <span aria-live="polite">{translate(`${KEYS}.selected`, { smart_count: chosen })}</span>
        </Typography>
        {[
          {
            label: `${KEYS}.photos`,
            list: photos,
            isOn: (f: MediaFile) => photoIds.includes(f.id),
            toggle: togglePhoto,
          },
          {
            label: `${KEYS}.videos`,
            list: videos,
            isOn: (f: MediaFile) => f.id === videoId,
            toggle: toggleVideo,
          },
        ]
          .filter((group) => group.list.length)
          .map((group) => (
            <Stack key={group.label} spacing={1}>
              <Typography variant="subtitle2" component="h3">
                {translate(group.label)}
              </Typography>
              <TileGrid label={translate(group.label)} minTileWidth={140}>
                {group.list.map((file) => (
                  <MediaFileTile
                    key={file.id}
                    file={file}
                    selected={group.isOn(file)}
                    onClick={disabled ? () => undefined : group.toggle}
                  />
                ))}
              </TileGrid>
            </Stack>
          ))}
      </Stack>
    );
  };

  return (
    <FormControl component="fieldset" disabled={disabled} fullWidth>
      <FormLabel component="legend">{translate(`${KEYS}.heading`)}</FormLabel>
      {body()}
    </FormControl>
  );
};
