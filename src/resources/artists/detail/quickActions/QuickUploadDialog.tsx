import { useTranslate } from 'react-admin';
import type { MediaFileType } from '@/api/types';
import { MediaUploadDialog } from '@/components/media/MediaUploadDialog';
import { useArtistMediaRefresh } from '@/components/media/artistLibrary/useArtistMediaRefresh';
import type { QuickActionDialogProps } from './quickActionsContext';

/** An overview quick action's upload: the media upload dialog, preset to one file type. */
export const QuickUploadDialog = ({
  artist,
  open,
  onClose,
  fileType,
  titleKey,
}: QuickActionDialogProps & { fileType: MediaFileType; titleKey: string }) => {
  const translate = useTranslate();
  const refresh = useArtistMediaRefresh(artist.id);
  return (
    <MediaUploadDialog
      artist={artist}
      open={open}
      onClose={onClose}
      title={translate(titleKey)}
      initialType={fileType}
      onUploaded={() => void refresh.stats()}
    />
  );
};
