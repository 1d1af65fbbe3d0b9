// The files of one upload dialog and their fate. They go one after another, so each has its
// own progress bar and a failure stays with its file: the next one still goes.
import { useCallback, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { MediaFile } from '@/api/types';
import { serverMessageOr } from '@/lib/errorMessage';
import type { LabelDataProvider } from '@/providers/data';
import type { MediaUploadTarget } from '@/providers/data/custom/media';
import { readMediaDuration } from '../readMediaDuration';

export type UploadStatus = 'ready' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  key: string;
  file: File;
  status: UploadStatus;
  /** 0 to 1 while uploading. */
  progress: number;
  /** The server's message, or an i18n key when it sent none. */
  error: string | null;
}

export interface UploadRun {
  uploaded: MediaFile[];
  failed: number;
  /** The dialog was cancelled mid-way. */
  aborted: boolean;
}

export function useUploadQueue(artistId: number) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [busy, setBusy] = useState(false);
  const controllerRef = useRef<AbortController | null>(null);
  const nextKey = useRef(0);

  const update = useCallback((key: string, patch: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }, []);

  const add = useCallback((files: readonly File[]) => {
    const added = files.map<UploadItem>((file) => ({
      key: `upload-${(nextKey.current += 1)}`,
      file,
      status: 'ready',
      progress: 0,
      error: null,
    }));
    setItems((list) => [...list, ...added]);
  }, []);

  const remove = useCallback((key: string) => {
    setItems((list) => list.filter((item) => item.key !== key));
  }, []);

  const run = useCallback(
    async (
      target: Omit<MediaUploadTarget, 'durationSeconds'>,
      pending: readonly UploadItem[],
    ): Promise<UploadRun> => {
      const controller = new AbortController();
      controllerRef.current = controller;
      setBusy(true);
      const uploaded: MediaFile[] = [];
      let failed = 0;
      try {
        for (const item of pending) {
          if (controller.signal.aborted) break;
          update(item.key, { status: 'uploading', progress: 0, error: null });
          try {
            const durationSeconds =
              target.fileType === 'photo'
                ? undefined
                : await readMediaDuration(item.file, target.fileType);
            const { data } = await dataProvider.uploadMediaFile(
              artistId,
              { ...target, durationSeconds },
              item.file,
              {
                signal: controller.signal,
                onProgress: (fraction) => update(item.key, { progress: fraction }),
              },
            );
            uploaded.push(data);
            update(item.key, { status: 'done', progress: 1 });
          } catch (error) {
            if (controller.signal.aborted) {
              update(item.key, { status: 'ready', progress: 0 });
              break;
            }
            failed += 1;
            update(item.key, {
              status: 'failed',
              progress: 0,
              error: serverMessageOr(error, 'app.media.upload.file_failed'),
            });
          }
        }
      } finally {
        controllerRef.current = null;
        setBusy(false);
      }
      return { uploaded, failed, aborted: controller.signal.aborted };
    },
    [artistId, dataProvider, update],
  );

  const cancel = useCallback(() => controllerRef.current?.abort(), []);

  return { items, add, remove, run, cancel, busy };
}
