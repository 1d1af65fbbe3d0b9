import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useToast } from '../../../layout/toasts/useToast';
import type { LabelDataProvider } from '../../../providers/data';
import type { RenamePlan } from './renameFolder';
import { useArtistMediaRefresh } from './useArtistMediaRefresh';

/**
 * Runs a rename plan: the API has no folder rename, only a per-file move (PATCH), done one
 * file at a time. A failure stops the run; the lists are refreshed either way, since the files
 * moved before it did move.
 */
export function useRenameFolder(artistId: number) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const refresh = useArtistMediaRefresh(artistId);
  const toast = useToast();
  const [pending, setPending] = useState(false);

  const rename = async (plan: RenamePlan): Promise<void> => {
    setPending(true);
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
    setPending(false);
    if (failure) toast.failure(failure, 'app.media.rename.failed');
    else toast.success('app.media.rename.done', { messageArgs: { name: plan.name } });
  };

  return { rename, pending };
}
