import { Stack, Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { MediaCategory, MediaFile, MediaFileType } from '@/api/types';
import { categoryLabelKey } from '../mediaCategories';
import {
  categoryFolders,
  filesIn,
  subfolders,
  type FolderSummary,
  type MediaPath,
} from '../mediaFolders';
import { FolderTile } from './FolderTile';
import { MediaBreadcrumbs } from './MediaBreadcrumbs';
import { TileGrid } from './TileGrid';

// Folder names are project names ("Lumieres-EP-sessions"): their tiles get more room than files'.
const FOLDER_WIDTH = 220;

export interface MediaFolderViewProps {
  fileType: MediaFileType;
  /** The artist's files; those of other types are left out here. */
  files: readonly MediaFile[];
  /** The category folders shown at the top level. */
  categories: readonly MediaCategory[];
  path: MediaPath;
  onNavigate: (path: MediaPath) => void;
  /** Shows the files of the open folder, newest first. */
  renderFiles: (files: MediaFile[]) => ReactNode;
  /** Extra controls for a subfolder, e.g. the media tab's rename menu. */
  subfolderActions?: (category: MediaCategory, folder: FolderSummary) => ReactNode;
  /** Shown at the end of the breadcrumb row, e.g. an Upload button. */
  toolbar?: ReactNode;
}

/**
 * One file type's library, a level at a time: its category folders, a category's subfolders
 * (and any files kept directly in it, as SmartLinks files are), a subfolder's files.
 */
export const MediaFolderView = ({
  fileType,
  files,
  categories,
  path,
  onNavigate,
  renderFiles,
  subfolderActions,
  toolbar,
}: MediaFolderViewProps) => {
  const translate = useTranslate();
  const foldersLabel = translate('app.media.library.folders');
  // The tile or breadcrumb that was used is gone once the level changes, which would drop the
  // keyboard focus to <body>: it moves to the new level's name in the breadcrumb instead, which
  // a screen reader then reads. Only moves made here; a change of tab keeps its own focus.
  const currentLevel = useRef<HTMLSpanElement>(null);
  const focusOnArrival = useRef(false);
  const open = (to: MediaPath) => {
    focusOnArrival.current = true;
    onNavigate(to);
  };
  useEffect(() => {
    if (!focusOnArrival.current) return;
    focusOnArrival.current = false;
    currentLevel.current?.focus();
  }, [path.category, path.subfolder]);
  const empty = (key: string) => (
    <Typography sx={{ color: 'text.secondary', py: 2 }}>{translate(key)}</Typography>
  );

  const content = () => {
    const { category, subfolder } = path;
    if (!category) {
      return (
        <TileGrid label={foldersLabel} minTileWidth={FOLDER_WIDTH}>
          {categoryFolders(files, fileType, categories).map((folder) => (
            <FolderTile
              key={folder.name}
              label={translate(categoryLabelKey(folder.name))}
              count={folder.count}
              onOpen={() => open({ category: folder.name, subfolder: null })}
            />
          ))}
        </TileGrid>
      );
    }
    if (subfolder) {
      const inFolder = filesIn(files, fileType, category, subfolder);
      return inFolder.length ? renderFiles(inFolder) : empty('app.media.library.empty_folder');
    }
    const folders = subfolders(files, fileType, category);
    const loose = filesIn(files, fileType, category, null);
    if (!folders.length && !loose.length) return empty('app.media.library.empty_folder');
    return (
      <Stack spacing={3}>
        {folders.length > 0 && (
          <TileGrid label={foldersLabel} minTileWidth={FOLDER_WIDTH}>
            {folders.map((folder) => (
              <FolderTile
                key={folder.name}
                label={folder.name}
                count={folder.count}
                onOpen={() => open({ category, subfolder: folder.name })}
                actions={subfolderActions?.(category, folder)}
              />
            ))}
          </TileGrid>
        )}
        {loose.length > 0 && renderFiles(loose)}
      </Stack>
    );
  };

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 40 }}
      >
        <MediaBreadcrumbs
          fileType={fileType}
          path={path}
          onNavigate={open}
          currentRef={currentLevel}
        />
        {toolbar}
      </Stack>
      {content()}
    </Stack>
  );
};
