import { useCallback, useState, type ReactNode } from 'react';
import type { Artist } from '@/api/types';
import { CreateAlbumDialog } from '@/components/albumCreate/CreateAlbumDialog';
import { AddSongDialog } from '@/components/songDialogs/AddSongDialog';
import { QuickActionsContext, type QuickAction } from './quickActionsContext';
import { UploadPhotosDialog } from './UploadPhotosDialog';
import { UploadVideosDialog } from './UploadVideosDialog';

/**
 * Holds which quick-action dialog is open and renders the four dialogs once: the songs' and
 * the albums' own dialogs, and the media upload preset to photos or videos.
 */
export const QuickActionsProvider = ({
  artist,
  children,
}: {
  artist: Artist;
  children: ReactNode;
}) => {
  const [openAction, setOpenAction] = useState<QuickAction | null>(null);
  const close = useCallback(() => setOpenAction(null), []);
  const dialogProps = (action: QuickAction) => ({
    artist,
    open: openAction === action,
    onClose: close,
  });
  return (
    <QuickActionsContext.Provider value={setOpenAction}>
      {children}
      <AddSongDialog {...dialogProps('add-song')} />
      <CreateAlbumDialog {...dialogProps('create-album')} />
      <UploadPhotosDialog {...dialogProps('upload-photos')} />
      <UploadVideosDialog {...dialogProps('upload-videos')} />
    </QuickActionsContext.Provider>
  );
};
