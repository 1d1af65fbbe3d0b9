import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Artist, MediaFile, MediaFileType } from '@/api/types';
import { MediaFileTile } from '../library/MediaFileTile';
import { MediaFolderView } from '../library/MediaFolderView';
import { TileGrid } from '../library/TileGrid';
import { categoriesOf } from '../mediaCategories';
import type { MediaPath } from '../mediaFolders';
import { MediaUploadDialog } from '../MediaUploadDialog';
import { MediaFileDetailDialog } from './MediaFileDetailDialog';
import { openedFolder, type OpenedFolder } from './renameFolder';
import { RenameFolderDialog } from './RenameFolderDialog';
import { SubfolderMenu } from './SubfolderMenu';
import { useArtistMediaRefresh } from './useArtistMediaRefresh';
import { useRenameFolder } from './useRenameFolder';

export interface MediaGalleryProps {
  artist: Artist;
  fileType: MediaFileType;
  /** All the artist's files; the gallery shows those of its type. */
  files: readonly MediaFile[];
  path: MediaPath;
  onNavigate: (path: MediaPath) => void;
}

/** One type's library in the media tab: folders, files, upload, rename and file details. */
export const MediaGallery = ({ artist, fileType, files, path, onNavigate }: MediaGalleryProps) => {
  const translate = useTranslate();
  const refresh = useArtistMediaRefresh(artist.id);
  const [uploading, setUploading] = useState(false);
  const [detail, setDetail] = useState<{ file: MediaFile | null; open: boolean }>({
    file: null,
    open: false,
  });
  // The folder as the dialog opened it: its files then tell where it went since (issue 37).
  const [renaming, setRenaming] = useState<OpenedFolder | null>(null);
  const { rename, pending: renamePending, dialog: renameQuestion } = useRenameFolder(artist.id);

  const submitRename = async (newName: string) => {
    if (!renaming) return;
    if (await rename(renaming, newName)) setRenaming(null);
  };

  return (
    <>
      <MediaFolderView
        fileType={fileType}
        files={files}
        categories={categoriesOf(fileType)}
        path={path}
        onNavigate={onNavigate}
        toolbar={
          <Button
            variant="contained"
            startIcon={<CloudUploadIcon />}
            onClick={() => setUploading(true)}
            aria-haspopup="dialog"
            sx={{ flexShrink: 0 }}
          >
            {translate('app.media.library.upload')}
          </Button>
        }
        renderFiles={(shown) => (
          <TileGrid label={translate('app.media.library.files')}>
            {shown.map((file) => (
              <MediaFileTile
                key={file.id}
                file={file}
                opensDialog
                onClick={(opened) => setDetail({ file: opened, open: true })}
              />
            ))}
          </TileGrid>
        )}
        subfolderActions={(category, folder) => (
          <SubfolderMenu
            name={folder.name}
            onRename={() =>
              setRenaming(openedFolder(files, { fileType, category, name: folder.name }))
            }
          />
        )}
      />
      <MediaUploadDialog
        artist={artist}
        open={uploading}
        onClose={() => setUploading(false)}
        initialType={fileType}
        initialCategory={path.category}
        initialSubfolder={path.subfolder}
        onUploaded={() => void refresh.stats()}
      />
      <MediaFileDetailDialog
        artistId={artist.id}
        file={detail.file}
        open={detail.open}
        onClose={() => setDetail((current) => ({ ...current, open: false }))}
      />
      <RenameFolderDialog
        name={renaming?.name ?? null}
        onClose={() => setRenaming(null)}
        onSubmit={(newName) => void submitRename(newName)}
        pending={renamePending}
      />
      {renameQuestion}
    </>
  );
};
