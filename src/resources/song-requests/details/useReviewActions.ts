// Approve and reject one request, with the spec's toasts; afterwards every list query (the
// shown page and the Pending count) is fetched again.
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useRefresh } from 'react-admin';
import type { SongRequestApproval } from '@/api/types';
import { useToast } from '@/components/toasts/useToast';
import type { LabelDataProvider } from '@/providers/data';

const TEXTS = 'app.song_requests';

export function useReviewActions(requestId: number) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();

  const approve = useMutation({
    mutationFn: async (adminNotes: string): Promise<SongRequestApproval> =>
      (await dataProvider.approveSongRequest(requestId, adminNotes)).data,
    onSuccess: () => toast.success(`${TEXTS}.details.approved`),
    onError: (error) => toast.failure(error, `${TEXTS}.details.approve_failed`),
    onSettled: refresh,
  });
  const reject = useMutation({
    mutationFn: async (reason: string) =>
      (await dataProvider.rejectSongRequest(requestId, reason)).data,
    onSuccess: () => toast.success(`${TEXTS}.reject.rejected`),
    onError: (error) => toast.failure(error, `${TEXTS}.reject.failed`),
    onSettled: refresh,
  });
  return { approve, reject };
}
