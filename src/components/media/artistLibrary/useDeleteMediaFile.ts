import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { MediaFile } from '@/api/types';
import { useToast } from '../../toasts/useToast';
import type { LabelDataProvider } from '@/providers/data';
import { useArtistMediaRefresh } from './useArtistMediaRefresh';

/**
 * Deletes a file once the server agrees. It refuses (409) while the file is a profile image,
 * an album cover or a song's audio, and its message says which: that is what the user sees.
 */
export function useDeleteMediaFile(artistId: number, onDeleted: () => void) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const refresh = useArtistMediaRefresh(artistId);
  const toast = useToast();
  return useMutation({
    mutationFn: (file: MediaFile) => dataProvider.deleteMediaFile(file.id),
    onSuccess: async () => {
      toast.success('app.media.detail.deleted');
      onDeleted();
      await refresh.all();
    },
    onError: (error) => toast.failure(error, 'app.media.detail.delete_failed'),
  });
}
