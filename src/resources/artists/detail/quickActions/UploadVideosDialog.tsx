import { PlaceholderDialog } from './PlaceholderDialog';
import type { QuickActionDialogProps } from './quickActionsContext';

// TODO(catalogue issue): the real dialog replaces this placeholder, with the same props.
export const UploadVideosDialog = (props: QuickActionDialogProps) => (
  <PlaceholderDialog
    {...props}
    titleKey="app.artists.detail.actions.upload_videos"
    bodyKey="app.artists.detail.dialogs.upload_videos"
  />
);
