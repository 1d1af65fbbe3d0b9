import { QuickUploadDialog } from './QuickUploadDialog';
import type { QuickActionDialogProps } from './quickActionsContext';

/** The overview's "Upload photos". */
export const UploadPhotosDialog = (props: QuickActionDialogProps) => (
  <QuickUploadDialog
    {...props}
    fileType="photo"
    titleKey="app.artists.detail.actions.upload_photos"
  />
);
