import { PlaceholderDialog } from './PlaceholderDialog';
import type { QuickActionDialogProps } from './quickActionsContext';

// TODO(catalogue issue): the real dialog replaces this placeholder, with the same props.
export const UploadPhotosDialog = (props: QuickActionDialogProps) => (
  <PlaceholderDialog
    {...props}
    titleKey="app.artists.detail.actions.upload_photos"
    bodyKey="app.artists.detail.dialogs.upload_photos"
  />
);
