// Screens left open catch up with colleagues (issue 37): lists, detail screens and the dashboard
// read their records again when the tab or window comes back, and every minute while the tab
// shows; never while the user is typing in a form, whose own guard keeps it abreast instead
// (components/colleagues/FormColleagues.tsx).
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onCatchUpMoments } from '../components/colleagues/catchUp';
import { isUserEditing } from '../lib/editingForms';

/** Records several people edit: react-admin's reads of them, and the campaigns screen's own. */
const SHARED_RECORDS = new Set(['artists', 'songs', 'albums', 'campaigns', 'song-requests']);
const READS = new Set(['getList', 'getOne', 'getMany', 'getManyReference']);

export const catchesUp = ({ queryKey }: Pick<Query, 'queryKey'>): boolean => {
  const [resource, read] = queryKey;
  if (typeof resource !== 'string' || !SHARED_RECORDS.has(resource)) return false;
  return resource === 'campaigns' || (typeof read === 'string' && READS.has(read));
};

export function useScreensCatchUp(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onCatchUpMoments(() => {
        if (isUserEditing()) return;
        // Only the screens showing: a query nobody watches is read when next shown.
        void queryClient.invalidateQueries(
          { predicate: catchesUp, refetchType: 'active' },
          { cancelRefetch: false },
        );
      }),
    [queryClient],
  );
}
