// Campaign work beyond CRUD: the materials checklist, materials review and the final post build.
import type { ApiClient } from '@/api/client';
import type {
  CampaignPost,
  ChecklistItem,
  ChecklistItemUpdate,
  FinalMediaUpload,
  Material,
  Platform,
} from '@/api/types';
import { outcome } from './result';
import type { UploadOptions } from './media';

export const campaignMethods = (client: ApiClient) => ({
  generateMaterialsChecklist: async (campaignId: number, bufferDays: number) =>
    outcome(
      await client.request<ChecklistItem[]>(
        `/campaigns/${campaignId}/generate-materials-checklist`,
        { method: 'POST', json: { buffer_days: bufferDays } },
        'array',
      ),
    ),
  getMaterialsChecklist: async (campaignId: number) =>
    outcome(
      await client.request<ChecklistItem[]>(
        `/campaigns/${campaignId}/materials-checklist`,
        {},
        'array',
      ),
    ),
  updateChecklistItem: async (campaignId: number, itemId: number, changes: ChecklistItemUpdate) =>
    outcome(
      await client.request<ChecklistItem>(
        `/campaigns/${campaignId}/materials-checklist/${itemId}`,
        { method: 'PUT', json: changes },
        'object',
      ),
    ),
  getPostMaterials: async (campaignId: number, postId: number) =>
    outcome(
      await client.request<Material[]>(
        `/campaigns/${campaignId}/posts/${postId}/materials`,
        {},
        'array',
      ),
    ),
  approveMaterial: async (campaignId: number, materialId: number) =>
    outcome(
      await client.request<Material>(
        `/campaigns/${campaignId}/materials/${materialId}/approve`,
        { method: 'POST' },
        'object',
      ),
    ),
  rejectMaterial: async (campaignId: number, materialId: number) =>
    outcome(
      await client.request<Material>(
        `/campaigns/${campaignId}/materials/${materialId}/reject`,
        { method: 'POST' },
        'object',
      ),
    ),
  uploadFinalPostMedia: async (
    campaignId: number,
    post: { id: number; platform: Platform; scheduledDate: string },
    file: File,
    options: UploadOptions = {},
  ) => {
    const form = new FormData();
    form.append('file', file, file.name);
    form.append('post_id', String(post.id));
    form.append('platform', post.platform);
    form.append('scheduled_date', post.scheduledDate);
    return outcome(
      await client.request<FinalMediaUpload>(
        `/campaigns/${campaignId}/posts/${post.id}/upload-final-media`,
        {
          method: 'POST',
          form,
          onUploadProgress: options.onProgress,
          signal: options.signal,
          timeoutMs: 10 * 60_000,
        },
        'object',
      ),
    );
  },
  buildPost: async (campaignId: number, postId: number, mediaFileId: number, caption: string) =>
    outcome(
      await client.request<CampaignPost>(
        `/campaigns/${campaignId}/posts/${postId}/build`,
        { method: 'POST', json: { media_file_id: mediaFileId, caption } },
        'object',
      ),
    ),
});
