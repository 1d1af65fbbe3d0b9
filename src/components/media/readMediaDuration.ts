// The API cannot always read a length from the bytes it receives, so the client sends the
// duration (spec 7): the browser decodes the file's metadata in a detached media element.
// Anything that goes wrong gives 0, the contract's "unknown", rather than blocking the upload.

/** The part of HTMLMediaElement used here, so tests can pass a fake (jsdom decodes nothing). */
export interface MediaElementLike {
  preload: string;
  src: string;
  readonly duration: number;
  addEventListener(type: 'loadedmetadata' | 'error', listener: () => void): void;
  removeAttribute(name: 'src'): void;
  load(): void;
}

export interface DurationReaderEnv {
  createElement: (kind: 'audio' | 'video') => MediaElementLike;
  createObjectURL: (file: Blob) => string;
  revokeObjectURL: (url: string) => void;
  /** Some files never report metadata; after this long the duration counts as unknown. */
  timeoutMs: number;
}

export const DURATION_TIMEOUT_MS = 5_000;

const browserEnv = (): DurationReaderEnv => ({
  createElement: (kind) => document.createElement(kind),
  createObjectURL: (file) => URL.createObjectURL(file),
  revokeObjectURL: (url) => URL.revokeObjectURL(url),
  timeoutMs: DURATION_TIMEOUT_MS,
});

/** Whole seconds of an audio or video file, or 0 when they cannot be read in time. */
export function readMediaDuration(
  file: Blob,
  kind: 'audio' | 'video',
  env: Partial<DurationReaderEnv> = {},
): Promise<number> {
  const { createElement, createObjectURL, revokeObjectURL, timeoutMs } = {
    ...browserEnv(),
    ...env,
  };
  return new Promise((resolve) => {
    let url: string | null = null;
    let element: MediaElementLike | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;

    const finish = (seconds: number) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (element) {
        // Detaching the source lets the browser drop the decoder it opened for the file.
        element.removeAttribute('src');
        element.load();
      }
      if (url) revokeObjectURL(url);
      resolve(seconds);
    };

    try {
      element = createElement(kind);
      const media = element;
      media.preload = 'metadata';
      media.addEventListener('loadedmetadata', () => {
        // Streams and some WebM recordings report Infinity or NaN: unknown, not endless.
        const { duration } = media;
        finish(Number.isFinite(duration) && duration > 0 ? Math.round(duration) : 0);
      });
      media.addEventListener('error', () => finish(0));
      timer = setTimeout(() => finish(0), timeoutMs);
      url = createObjectURL(file);
      media.src = url;
    } catch {
      finish(0);
    }
  });
}
