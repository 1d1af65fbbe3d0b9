import { describe, expect, it } from 'vitest';
import type { FileLike } from './mediaMime';
import { validateUpload, type UploadInput } from './validateUpload';

const MB = 1024 * 1024;
const png: FileLike = { name: 'cover.png', type: 'image/png', size: 2 * MB };
const wav: FileLike = { name: 'take-1.wav', type: 'audio/wav', size: 40 * MB };
const webm: FileLike = { name: 'teaser.webm', type: 'video/webm', size: 150 * MB };

const photoUpload = (over: Partial<UploadInput> = {}): UploadInput => ({
  fileType: 'photo',
  category: 'album-covers',
  subfolder: 'Lumieres-EP',
  files: [png],
  ...over,
});

const key = (name: string) => `app.media.upload.errors.${name}`;

describe('validateUpload', () => {
  it('accepts a category of the type, a subfolder and matching files', () => {
    const result = validateUpload(photoUpload());
    expect(result).toEqual({
      valid: true,
      category: null,
      subfolder: null,
      files: null,
      perFile: [null],
    });
  });

  it('requires a category', () => {
    const result = validateUpload(photoUpload({ category: '' }));
    expect(result.valid).toBe(false);
    expect(result.category).toEqual({ key: key('category_required') });
    // Whether a subfolder is needed depends on the category: nothing to say yet.
    expect(result.subfolder).toBeNull();
  });

  it('refuses a category of another type', () => {
    const result = validateUpload(photoUpload({ category: 'master-recordings' }));
    expect(result.valid).toBe(false);
    expect(result.category).toEqual({ key: key('category_mismatch') });
  });

  it('requires a subfolder, and blank is not a name', () => {
    for (const subfolder of ['', '   ']) {
      const result = validateUpload(photoUpload({ subfolder }));
      expect(result.valid).toBe(false);
      expect(result.subfolder).toEqual({ key: key('subfolder_required') });
    }
  });

  it('requires a subfolder in every category except SmartLinks', () => {
    expect(validateUpload(photoUpload({ category: 'SmartLinks', subfolder: '' })).valid).toBe(true);
    for (const [fileType, category, file] of [
      ['photo', 'press-kit', png],
      ['video', 'music-videos', webm],
      ['audio', 'master-recordings', wav],
    ] as const) {
      const result = validateUpload({ fileType, category, subfolder: '', files: [file] });
      expect(result.subfolder).toEqual({ key: key('subfolder_required') });
    }
  });

  it('limits the subfolder name to 255 characters', () => {
    expect(validateUpload(photoUpload({ subfolder: 'x'.repeat(255) })).valid).toBe(true);
    expect(validateUpload(photoUpload({ subfolder: 'x'.repeat(256) })).subfolder).toEqual({
      key: key('subfolder_too_long'),
      args: { max: 255 },
    });
  });

  it('requires at least one file', () => {
    const result = validateUpload(photoUpload({ files: [] }));
    expect(result.valid).toBe(false);
    expect(result.files).toEqual({ key: key('files_required') });
  });

  it("checks each file's MIME type against the chosen type", () => {
    const result = validateUpload(photoUpload({ files: [png, wav, webm] }));
    expect(result.valid).toBe(false);
    expect(result.perFile).toEqual([null, { key: key('not_photo') }, { key: key('not_photo') }]);

    const audio = validateUpload({
      fileType: 'audio',
      category: 'demos',
      subfolder: 'Demos-2025',
      files: [wav, png],
    });
    expect(audio.perFile).toEqual([null, { key: key('not_audio') }]);

    const video = validateUpload({
      fileType: 'video',
      category: 'interviews',
      subfolder: 'Press-2025',
      files: [wav, webm],
    });
    expect(video.perFile).toEqual([{ key: key('not_video') }, null]);
  });

  it('guesses the MIME type from the extension when the browser gave none', () => {
    const flac: FileLike = { name: 'Take 2.FLAC', type: '', size: MB };
    const unknown: FileLike = { name: 'notes', type: '', size: MB };
    const result = validateUpload({
      fileType: 'audio',
      category: 'demos',
      subfolder: 'Demos-2025',
      files: [flac, unknown],
    });
    expect(result.perFile).toEqual([null, { key: key('not_audio') }]);
  });

  it('limits images to 20MB, videos to 200MB and audio to 100MB', () => {
    const sized = (file: FileLike, mb: number, extra = 0) => ({ ...file, size: mb * MB + extra });
    const check = (input: UploadInput) => validateUpload(input).perFile;

    expect(check(photoUpload({ files: [sized(png, 20), sized(png, 20, 1)] }))).toEqual([
      null,
      { key: key('too_large_photo'), args: { limit: 20 } },
    ]);
    const video = { fileType: 'video', category: 'promotional', subfolder: 'Teasers' } as const;
    expect(check({ ...video, files: [sized(webm, 200), sized(webm, 200, 1)] })).toEqual([
      null,
      { key: key('too_large_video'), args: { limit: 200 } },
    ]);
    const audio = { fileType: 'audio', category: 'remixes', subfolder: 'Remixes-2025' } as const;
    expect(check({ ...audio, files: [sized(wav, 100), sized(wav, 100, 1)] })).toEqual([
      null,
      { key: key('too_large_audio'), args: { limit: 100 } },
    ]);
  });

  it('reports every problem at once', () => {
    const result = validateUpload({ fileType: 'video', category: '', subfolder: '', files: [] });
    expect(result).toMatchObject({
      valid: false,
      category: { key: key('category_required') },
      files: { key: key('files_required') },
      perFile: [],
    });
  });
});
