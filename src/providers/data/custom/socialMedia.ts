import type { ApiClient } from '@/api/client';
import type {
  FacebookInsights,
  FacebookInvitation,
  FacebookPage,
  FacebookPostCreated,
  FacebookVideoSource,
  SocialAccount,
} from '@/api/types';
import { outcome } from './result';
import type { UploadOptions } from './media';

export interface FacebookPostDraft {
  message: string;
  link?: string;
  /** ISO date-time; publish now when absent. */
  scheduledPublishTime?: string;
  /** Photos or one video, never both. */
  photos?: File[];
  video?: File;
}

export const socialMediaMethods = (client: ApiClient) => {
  const base = (artistId: number) => `/social-media/${artistId}`;
  return {
    getSocialAccounts: async (artistId: number) =>
      outcome(await client.request<SocialAccount[]>(base(artistId), {}, 'array')),
    sendFacebookInvitation: async (artistId: number) =>
      outcome(
        await client.request<FacebookInvitation>(
          `${base(artistId)}/facebook/send-invitation`,
          { method: 'POST' },
          'object',
        ),
      ),
    connectFacebook: async (artistId: number, userAccessToken: string, pageId?: string) =>
      outcome(
        await client.request<SocialAccount>(
          `${base(artistId)}/facebook/connect`,
          { method: 'POST', json: { userAccessToken, pageId } },
          'object',
        ),
      ),
    disconnectFacebook: async (artistId: number) =>
      outcome(
        await client.request<SocialAccount>(
          `${base(artistId)}/facebook/disconnect`,
          { method: 'DELETE' },
          'object',
        ),
      ),
    getFacebookPages: async (artistId: number, userAccessToken: string) =>
      outcome(
        await client.request<FacebookPage[]>(
          `${base(artistId)}/facebook/pages`,
          { query: { userAccessToken } },
          'array',
        ),
      ),
    getFacebookInsights: async (artistId: number) =>
      outcome(
        await client.request<FacebookInsights>(`${base(artistId)}/facebook/insights`, {}, 'object'),
      ),
    createFacebookPost: async (
      artistId: number,
      draft: FacebookPostDraft,
      options: UploadOptions = {},
    ) => {
      const form = new FormData();
      form.append('message', draft.message);
      if (draft.link) form.append('link', draft.link);
      if (draft.scheduledPublishTime) {
        form.append('scheduled_publish_time', draft.scheduledPublishTime);
      }
      for (const photo of draft.photos ?? []) form.append('photos', photo, photo.name);
      if (draft.video) form.append('video', draft.video, draft.video.name);
      return outcome(
        await client.request<FacebookPostCreated>(
          `${base(artistId)}/facebook/create-post`,
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
    getFacebookVideoSource: async (artistId: number, videoId: string) =>
      outcome(
        await client.request<FacebookVideoSource>(
          `${base(artistId)}/facebook/video-source/${encodeURIComponent(videoId)}`,
          {},
          'object',
        ),
      ),
  };
};
