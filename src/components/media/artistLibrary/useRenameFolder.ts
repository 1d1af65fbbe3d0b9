import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { MediaFile } from '@/api/types';
import { useToast } from '../../toasts/useToast';
import { isSaveCancelled, useColleagueSave } from '../../colleagues';
import { currentFolderName, planRename, type OpenedFolder, type RenamePlan } from './renameFolder';
import { useArtistMediaRefresh } from './useArtistMediaRefresh';
import { useSurfacedDataProvider } from '@/providers/data/useSurfacedDataProvider';

/** The folder is no longer there when read again: its files were deleted or moved away. */
class FolderGone extends Error {
  constructor() {
    super('The folder no longer exists');
    this.name = 'FolderGone';
  }
}

type FolderName = { name: string };

/**
 * Renames a folder: the API has no folder rename, only a per-file move (PATCH), done one file
 * at a time. A failure stops the run; the lists are refreshed either way, since the files moved
 * before it did move.
 * Several people may work in the library (issue 37): just before, the folder is read again (the
 * artist's files). Renamed meanwhile by a colleague to another name, the user chooses between
 * their name and the typed one in the clash dialog (`dialog`, rendered by the caller); gone, it
 * is said and the typed name kept.
 */
export function useRenameFolder(artistId: number) {
  const dataProvider = useSurfacedDataProvider();
  const translate = useTranslate();
  const refresh = useArtistMediaRefresh(artistId);
  const toast = useToast();
  const [pending, setPending] = useState(false);
  /** The folder being renamed, for the read. */
  const folderRef = useRef<OpenedFolder | null>(null);
  /** The files as last read: the plan moves those. */
  const filesRef = useRef<MediaFile[]>([]);
  const colleagues = useColleagueSave<FolderName>({
    read: async () => {
      const folder = folderRef.current;
      if (!folder) throw new FolderGone();
      const { data } = await dataProvider.getArtistMediaFiles(artistId, folder.fileType);
      filesRef.current = data;
      const name = currentFolderName(data, folder);
      if (name === null) throw new FolderGone();
      return { name };
    },
    labelOf: () => translate('app.media.rename.name'),
  });

  const move = async (plan: RenamePlan) => {
    let failure: unknown = null;
    for (const file of plan.files) {
      try {
        await dataProvider.updateMediaFile(file.id, plan.name);
      } catch (error) {
        failure = error;
        break;
      }
    }
    await refresh.all();
    if (failure) toast.failure(failure, 'app.media.rename.failed');
    else toast.success('app.media.rename.done', { messageArgs: { name: plan.name } });
  };

  /**
   * Renames `folder` (as the dialog opened it) to `typed`; resolves to whether the dialog is
   * done: false keeps it open with the typed name (the question cancelled, the folder gone).
   */
  const rename = async (folder: OpenedFolder, typed: string): Promise<boolean> => {
    const name = typed.trim();
    // Spec 5: a rename to an empty or unchanged name is ignored.
    if (!name || name === folder.name) return true;
    setPending(true);
    folderRef.current = folder;
    try {
      const outcome = await colleagues.merge({ name }, { name: folder.name });
      const current = { ...folder, name: outcome.theirs.name };
      const plan = planRename(filesRef.current, current, outcome.merged.name);
      if (plan) await move(plan);
      else {
        // Already so named: the colleague's name kept on the user's choice, or the same name.
        await refresh.all();
        if (outcome.keptTheirs.length > 0) {
          toast.info('app.colleagues.clash.kept_theirs', {
            messageArgs: { fields: outcome.keptTheirs.join(', ') },
          });
        } else toast.success('app.media.rename.done', { messageArgs: { name } });
      }
      return true;
    } catch (error) {
      if (isSaveCancelled(error)) toast.info('app.colleagues.clash.cancelled');
      else if (error instanceof FolderGone) {
        toast.error('app.media.rename.gone');
        await refresh.all();
      } else toast.failure(error, 'app.media.rename.failed');
      return false;
    } finally {
      setPending(false);
    }
  };

  return { rename, pending, dialog: colleagues.dialog };
}
