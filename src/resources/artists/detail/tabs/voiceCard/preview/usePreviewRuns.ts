// Sample posts written with the saved voice card, one run per platform: each has its own
// progress, result and failure, so several can run side by side.
import { useCallback, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { VoiceCardPreviewRequest } from '@/api/types';
import { useToast } from '@/components/toasts/useToast';
import { now } from '@/lib/clock';
import type { LabelDataProvider } from '@/providers/data';

export type PreviewPlatform = VoiceCardPreviewRequest['platform'];
/** The contract's platforms for a preview (VoiceCardPreviewRequest.platform). */
export const PREVIEW_PLATFORMS: readonly PreviewPlatform[] = ['instagram', 'tiktok', 'facebook'];

export type PreviewRun =
  | { status: 'pending'; startedAt: number }
  | { status: 'done'; post: string }
  | { status: 'failed' };

export function usePreviewRuns(artistId: number) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const toast = useToast();
  const [runs, setRuns] = useState<Partial<Record<PreviewPlatform, PreviewRun>>>({});

  const generate = useCallback(
    (platforms: readonly PreviewPlatform[]) =>
      Promise.all(
        platforms.map(async (platform) => {
          const set = (run: PreviewRun) => setRuns((current) => ({ ...current, [platform]: run }));
          set({ status: 'pending', startedAt: now() });
          try {
            const { data } = await dataProvider.previewVoiceCard(artistId, platform);
            set({ status: 'done', post: data.preview_post });
          } catch (error) {
            set({ status: 'failed' });
            toast.failure(error, 'app.artists.voice_card.preview.failed');
          }
        }),
      ),
    [artistId, dataProvider, toast],
  );

  const running = Object.values(runs).some((run) => run.status === 'pending');
  return { runs, generate, running };
}
