import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Artist, MediaFileType } from '@/api/types';
import { MEDIA_FILE_TYPES, typeLabelKey } from '../mediaCategories';
import { ROOT, type MediaPath } from '../mediaFolders';
import { useArtistMediaFiles } from '../mediaQueries';
import { useLoadFailureToast } from '../../toasts/useLoadFailureToast';
import { MediaGallery } from './MediaGallery';

const AT_ROOT: Record<MediaFileType, MediaPath> = { photo: ROOT, video: ROOT, audio: ROOT };

/**
 * An artist's media library: photo, video and audio galleries sharing one load of the files.
 * Each gallery remembers its folder while another is shown. The artist's Media tab and the
 * label's media screen (/media) both show it.
 */
export const ArtistMediaLibrary = ({ artist }: { artist: Artist }) => {
  const translate = useTranslate();
  const prefix = useId();
  const [fileType, setFileType] = useState<MediaFileType>('photo');
  const [paths, setPaths] = useState(AT_ROOT);
  const { data, error, isPending } = useArtistMediaFiles(artist.id);
  useLoadFailureToast([error], 'app.media.load_failed');

  const tabId = (value: MediaFileType) => `${prefix}-tab-${value}`;
  const panelId = `${prefix}-panel`;

  const gallery = () => {
    if (isPending) return <Typography role="status">{translate('app.media.loading')}</Typography>;
    if (!data) return <Typography color="error">{translate('app.media.load_error')}</Typography>;
    return (
      <MediaGallery
        artist={artist}
        fileType={fileType}
        files={data}
        path={paths[fileType]}
        onNavigate={(path) => setPaths((current) => ({ ...current, [fileType]: path }))}
      />
    );
  };

  return (
    <Card>
      <CardContent>
        <Tabs
          value={fileType}
          onChange={(_, value: MediaFileType) => setFileType(value)}
          aria-label={translate('app.media.library.sections')}
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
        >
          {MEDIA_FILE_TYPES.map((value) => (
            <Tab
              key={value}
              value={value}
              id={tabId(value)}
              aria-controls={panelId}
              label={translate(typeLabelKey(value))}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={panelId} aria-labelledby={tabId(fileType)}>
          {gallery()}
        </Box>
      </CardContent>
    </Card>
  );
};
