// The materials of one post and the campaign's checklist, as react-query queries, with the keys
// a review or an update refreshes.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { ChecklistItem, Material } from '@/api/types';
import type { LabelDataProvider } from '@/providers/data';
import { campaignPostsKey } from '../campaignPostsKey';

export const postMaterialsKey = (campaignId: number, postId: number) =>
  ['post-materials', String(campaignId), String(postId)] as const;
export const materialsChecklistKey = (campaignId: number) =>
  ['materials-checklist', String(campaignId)] as const;

/** Due date first (undated last), then id: the checklist reads as a schedule. */
export const byDueDate = (a: ChecklistItem, b: ChecklistItem): number => {
  if (a.due_date !== b.due_date) {
    if (!a.due_date) return 1;
    if (!b.due_date) return -1;
    return a.due_date.localeCompare(b.due_date);
  }
  return a.id - b.id;
};

export function usePostMaterials(campaignId: number, postId: number, enabled: boolean) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  return useQuery({
    queryKey: postMaterialsKey(campaignId, postId),
    queryFn: async (): Promise<Material[]> => {
      const { data } = await dataProvider.getPostMaterials(campaignId, postId);
      // After a 401 that signed the user out, react-admin resolves with `{ data: {} }`.
      return Array.isArray(data) ? data : [];
    },
    enabled,
  });
}

export function useMaterialsChecklist(campaignId: number, enabled: boolean) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  return useQuery({
    queryKey: materialsChecklistKey(campaignId),
    queryFn: async (): Promise<ChecklistItem[]> => {
      const { data } = await dataProvider.getMaterialsChecklist(campaignId);
      return Array.isArray(data) ? [...data].sort(byDueDate) : [];
    },
    enabled,
  });
}

/**
 * Marks what a change of a campaign's materials makes stale: the checklist, every post's
 * materials, and the posts (their has_uploads and all_materials_approved flags).
 */
export function useInvalidateMaterials(campaignId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: materialsChecklistKey(campaignId) }),
        queryClient.invalidateQueries({ queryKey: ['post-materials', String(campaignId)] }),
        queryClient.invalidateQueries({ queryKey: campaignPostsKey(campaignId) }),
      ]),
    [campaignId, queryClient],
  );
}
