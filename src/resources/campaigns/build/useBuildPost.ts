// Upload (a local file only) then build. An upload that worked is remembered, so a retry after a
// failed build names the same media file instead of uploading it again.
import { useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CampaignPost } from '@/api/types';
import { useInvalidateMediaFiles } from '@/components/media/mediaQueries';
import { useToast } from '@/components/toasts/useToast';
import type { LabelDataProvider } from '@/providers/data';
import { useRefreshPosts } from '../useRefreshPosts';
import type { BuildFile } from './buildFile';

const KEY = 'app.campaigns.build';

export function useBuildPost(campaignId: number, post: CampaignPost, artistId: number | undefined) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const translate = useTranslate();
  const toast = useToast();
  const refreshPosts = useRefreshPosts();
  const invalidateMedia = useInvalidateMediaFiles();
  const uploaded = useRef<{ file: File; mediaFileId: number } | null>(null);
  const [busy, setBusy] = useState(false);
  /** Upload progress from 0 to 1; null when no upload is under way. */
  const [progress, setProgress] = useState<number | null>(null);

  const mediaFileIdOf = async (file: BuildFile): Promise<number | null> => {
    if ('mediaFileId' in file.target) return file.target.mediaFileId;
    const local = file.target.upload;
    if (uploaded.current?.file === local) return uploaded.current.mediaFileId;
    setProgress(0);
    try {
      const { data } = await dataProvider.uploadFinalPostMedia(
        campaignId,
        { id: post.id, platform: post.platform, scheduledDate: post.scheduled_date },
        local,
        { onProgress: setProgress },
      );
      uploaded.current = { file: local, mediaFileId: data.media_file_id };
      // The file joined the artist's media library.
      if (artistId !== undefined) void invalidateMedia(artistId);
      return data.media_file_id;
    } catch (error) {
      toast.failure(error, `${KEY}.upload_failed`);
      return null;
    } finally {
      setProgress(null);
    }
  };

  /** Resolves to whether the post was built. */
  const build = async (file: BuildFile, caption: string): Promise<boolean> => {
    setBusy(true);
    try {
      const mediaFileId = await mediaFileIdOf(file);
      if (mediaFileId === null) return false;
      try {
        await dataProvider.buildPost(campaignId, post.id, mediaFileId, caption);
      } catch (error) {
        toast.failure(error, `${KEY}.build_failed`);
        return false;
      }
      toast.success(translate(`${KEY}.built`));
      await refreshPosts();
      return true;
    } finally {
      setBusy(false);
    }
  };

  return { build, busy, progress };
}
