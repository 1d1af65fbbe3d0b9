import { PlaceholderDialog } from './PlaceholderDialog';
import type { QuickActionDialogProps } from './quickActionsContext';

// TODO(catalogue issue): the real dialog replaces this placeholder, with the same props.
export const CreateAlbumDialog = (props: QuickActionDialogProps) => (
  <PlaceholderDialog
    {...props}
    titleKey="app.artists.detail.actions.create_album"
    bodyKey="app.artists.detail.dialogs.create_album"
  />
);
