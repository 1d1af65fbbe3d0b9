import { QuickUploadDialog } from './QuickUploadDialog';
import type { QuickActionDialogProps } from './quickActionsContext';

/** The overview's "Upload videos". */
export const UploadVideosDialog = (props: QuickActionDialogProps) => (
  <QuickUploadDialog
    {...props}
    fileType="video"
    titleKey="app.artists.detail.actions.upload_videos"
  />
);
