import type { ApiClient } from '@/api/client';
import type { SongRequest, SongRequestApproval } from '@/api/types';
import { outcome } from './result';

export const songRequestMethods = (client: ApiClient) => ({
  approveSongRequest: async (id: number, adminNotes?: string | null) =>
    outcome(
      await client.request<SongRequestApproval>(
        `/song-requests/${id}/approve`,
        { method: 'POST', json: { admin_notes: adminNotes?.trim() || null } },
        'object',
      ),
    ),
  rejectSongRequest: async (id: number, reason: string) =>
    outcome(
      await client.request<SongRequest>(
        `/song-requests/${id}/reject`,
        { method: 'POST', json: { admin_notes: reason.trim() } },
        'object',
      ),
    ),
});
