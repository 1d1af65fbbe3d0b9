// Writes of the campaign's materials checklist: generate (replaces the old one) and update one
// item. Both refresh everything a material change makes stale.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ChecklistItem, ChecklistItemUpdate } from '@/api/types';
import { useToast } from '@/components/toasts/useToast';
import type { LabelDataProvider } from '@/providers/data';
import { byDueDate, materialsChecklistKey, useInvalidateMaterials } from './materialsQueries';

const KEY = 'app.campaigns.materials.checklist';

export function useGenerateChecklist(campaignId: number) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const invalidate = useInvalidateMaterials(campaignId);
  return useMutation({
    mutationFn: async (bufferDays: number) =>
      (await dataProvider.generateMaterialsChecklist(campaignId, bufferDays)).data,
    onSuccess: (items) => {
      if (Array.isArray(items)) {
        queryClient.setQueryData<ChecklistItem[]>(
          materialsChecklistKey(campaignId),
          [...items].sort(byDueDate),
        );
      }
      toast.success(`${KEY}.generated`);
      void invalidate();
    },
    onError: (error) => toast.failure(error, `${KEY}.generate_failed`),
  });
}

export function useUpdateChecklistItem(campaignId: number) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const toast = useToast();
  const invalidate = useInvalidateMaterials(campaignId);
  return useMutation({
    mutationFn: async ({ itemId, changes }: { itemId: number; changes: ChecklistItemUpdate }) =>
      (await dataProvider.updateChecklistItem(campaignId, itemId, changes)).data,
    onSuccess: () => {
      toast.success(`${KEY}.updated`);
      void invalidate();
    },
    onError: (error) => toast.failure(error, `${KEY}.update_failed`),
  });
}
