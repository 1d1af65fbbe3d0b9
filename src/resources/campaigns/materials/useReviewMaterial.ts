// Approve or reject one submitted material. The spec keeps the success toast even when the
// server answers with an error status (their responses are not checked): the reload that
// follows shows the truth. Only a call that got no answer at all is said to have failed.
import { useMutation } from '@tanstack/react-query';
import { HttpError, useDataProvider } from 'react-admin';
import type { LabelDataProvider } from '../../../providers/data';
import { useToast } from '../../../layout/toasts/useToast';
import { useInvalidateMaterials } from './materialsQueries';

export type Review = 'approve' | 'reject';

const KEY = 'app.campaigns.materials.review';
const DONE: Record<Review, string> = { approve: `${KEY}.approved`, reject: `${KEY}.rejected` };
const FAILED: Record<Review, string> = {
  approve: `${KEY}.approve_failed`,
  reject: `${KEY}.reject_failed`,
};

/** A server's answer, as opposed to no answer (status 0) or a session that ran out. */
const isServerAnswer = (error: unknown) =>
  error instanceof HttpError && error.status !== 0 && error.status !== 401;

export function useReviewMaterial(campaignId: number) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const toast = useToast();
  const invalidate = useInvalidateMaterials(campaignId);
  return useMutation({
    mutationFn: async ({ materialId, review }: { materialId: number; review: Review }) => {
      try {
        if (review === 'approve') await dataProvider.approveMaterial(campaignId, materialId);
        else await dataProvider.rejectMaterial(campaignId, materialId);
      } catch (error) {
        if (!isServerAnswer(error)) throw error;
      }
    },
    onSuccess: (_, { review }) => toast.success(DONE[review]),
    onError: (error, { review }) => toast.failure(error, FAILED[review]),
    onSettled: () => invalidate(),
  });
}
