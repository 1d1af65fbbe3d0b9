import { useTranslate } from 'react-admin';
import { MediaUploadDialog } from '../../../../components/media/MediaUploadDialog';
import { useArtistMediaRefresh } from '../tabs/media/useArtistMediaRefresh';
import type { QuickActionDialogProps } from './quickActionsContext';

/** The overview's "Upload videos": the media upload dialog, preset to videos. */
export const UploadVideosDialog = ({ artist, open, onClose }: QuickActionDialogProps) => {
  const translate = useTranslate();
  const refresh = useArtistMediaRefresh(artist.id);
  return (
    <MediaUploadDialog
      artist={artist}
      open={open}
      onClose={onClose}
      title={translate('app.artists.detail.actions.upload_videos')}
      initialType="video"
      onUploaded={() => void refresh.stats()}
    />
  );
};
