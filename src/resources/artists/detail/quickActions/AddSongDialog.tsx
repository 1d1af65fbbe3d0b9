import { PlaceholderDialog } from './PlaceholderDialog';
import type { QuickActionDialogProps } from './quickActionsContext';

// TODO(catalogue issue): the real dialog replaces this placeholder, with the same props.
export const AddSongDialog = (props: QuickActionDialogProps) => (
  <PlaceholderDialog
    {...props}
    titleKey="app.artists.detail.actions.add_song"
    bodyKey="app.artists.detail.dialogs.add_song"
  />
);
