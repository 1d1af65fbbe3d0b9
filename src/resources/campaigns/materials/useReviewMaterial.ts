// Approve or reject one submitted material. The spec keeps the success toast even when the
// server answers with an error status (their responses are not checked): the reload that
// follows shows the truth. Only a call that got no answer at all is said to have failed.
import { useMutation } from '@tanstack/react-query';
import { HttpError, useDataProvider, useTranslate } from 'react-admin';
import type { Material } from '@/api/types';
import type { LabelDataProvider } from '@/providers/data';
import { useToast } from '@/components/toasts/useToast';
import { useInvalidateMaterials } from './materialsQueries';

export type Review = 'approve' | 'reject';

export interface ReviewRequest {
  material: Material;
  review: Review;
  /** A rejection's reason, trimmed; '' or absent for none. */
  reason?: string;
}

const KEY = 'app.campaigns.materials.review';
const DONE: Record<Review, string> = { approve: `${KEY}.approved`, reject: `${KEY}.rejected` };
const FAILED: Record<Review, string> = {
  approve: `${KEY}.approve_failed`,
  reject: `${KEY}.reject_failed`,
};

/** A server's answer, as opposed to no answer (status 0) or a session that ran out. */
const isServerAnswer = (error: unknown) =>
  error instanceof HttpError && error.status !== 0 && error.status !== 401;

/** The specs with the reason as their last line: what the artist reads of the material. */
export const specsWithReason = (specs: string | null, line: string) =>
  specs?.trim() ? `${specs.trimEnd()}\n${line}` : line;

export function useReviewMaterial(campaignId: number) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const translate = useTranslate();
  const toast = useToast();
  const invalidate = useInvalidateMaterials(campaignId);
  return useMutation({
    /** Resolves to the failure of keeping the reason, if that alone went wrong. */
    mutationFn: async ({ material, review, reason }: ReviewRequest): Promise<unknown> => {
      try {
        if (review === 'approve') await dataProvider.approveMaterial(campaignId, material.id);
        else await dataProvider.rejectMaterial(campaignId, material.id);
      } catch (error) {
        if (!isServerAnswer(error)) throw error;
        // Refused (not submitted any more): there is no rejection to give a reason for.
        return undefined;
      }
      if (review !== 'reject' || !reason) return undefined;
      // The contract's rejection takes no body and a material has no field for the label's
      // reason: it joins the specs of the material's checklist item (same id), which the
      // artist reads when sending the material again.
      const line = translate(`${KEY}.reason_note`, { reason });
      try {
        await dataProvider.updateChecklistItem(campaignId, material.id, {
          required_specs: specsWithReason(material.required_specs, line),
        });
      } catch (error) {
        return error;
      }
      return undefined;
    },
    onSuccess: (reasonFailure, { review }) => {
      toast.success(DONE[review]);
      if (reasonFailure !== undefined) toast.failure(reasonFailure, `${KEY}.reason_failed`);
    },
    onError: (error, { review }) => toast.failure(error, FAILED[review]),
    onSettled: () => invalidate(),
  });
}
