import { beforeEach, describe, expect, it } from 'vitest';
import { call, signIn } from '@tests/helpers/apiSession';
import type {
  Artist,
  ArtistMedia,
  ErrorResponse,
  MediaFile,
  ProfileImageUpload,
} from '../../api/types';
import { API_BASE_URL } from '../../config/env';
import { db } from '../db/database';
import { encodePng } from '../files/png';
import { filler, postForm, uploadForm } from './uploads.testkit';

let token = '';
beforeEach(async () => {
  token = (await signIn()).accessToken;
});

const png = () => ({ name: 'cover.png', type: 'image/png', bytes: encodePng(64, 48, 7) });
const upload = async (artistId: number, query: string, form: FormData) =>
  postForm<{ data: MediaFile; message: string } & ErrorResponse>(
    `/media/files/artist/${artistId}/upload?${query}`,
    form,
    token,
  );

describe('demo API: media library', () => {
  it('answers the storage checks', async () => {
    const connection = await call('GET', '/media/test-connection', { token });
    expect(connection.body).toMatchObject({ data: { connected: true } });
    const folders = await call<{ data: { folders: string[] } }>('POST', '/media/init-folders', {
      token,
    });
    expect(folders.body.data.folders).toContain('photo/SmartLinks');
    expect(folders.body.data.folders).toHaveLength(20);
  });

  it('groups an artist’s media by type and lists files newest first', async () => {
    const artist = db().artists[0];
    const grouped = await call<{ data: ArtistMedia }>('GET', `/media/artist/${artist.id}/media`, {
      token,
    });
    const mine = db().mediaFiles.filter((m) => m.artist_id === artist.id);
    expect(grouped.body.data.photos).toHaveLength(
      mine.filter((m) => m.file_type === 'photo').length,
    );
    expect(grouped.body.data.videos.every((f) => f.file_type === 'video')).toBe(true);
    const audio = await call<{ data: MediaFile[] }>(
      'GET',
      `/media/files/artist/${artist.id}?file_type=audio`,
      { token },
    );
    const dates = audio.body.data.map((f) => Date.parse(f.created_at));
    expect(audio.body.data.every((f) => f.file_type === 'audio')).toBe(true);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(audio.body.data[0]).not.toHaveProperty('source');
    expect((await call('GET', '/media/files/artist/9999', { token })).status).toBe(404);
  });

  it('uploads into a folder and reads the picture size from the file', async () => {
    const file = png();
    const res = await upload(
      1,
      'file_type=photo&category=promotional&subcategory=Tour-2026',
      await uploadForm('file', file),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      file_type: 'photo',
      category: 'promotional',
      subcategory: 'Tour-2026',
      original_filename: 'cover.png',
      file_size: file.bytes.byteLength,
      width: 64,
      height: 48,
      duration_seconds: null,
    });
    const served = await call<Blob>('GET', `/media/serve/${res.body.data.id}`, { token });
    expect(served.body.type).toBe('image/png');
    expect(new Uint8Array(await served.body.arrayBuffer())).toEqual(file.bytes);
  });

  it('requires the category to belong to the file type', async () => {
    const res = await upload(
      1,
      'file_type=photo&category=demos&subcategory=X',
      await uploadForm('file', png()),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.field)).toEqual(['category']);
  });

  it('requires a subfolder except for SmartLinks, which never has one', async () => {
    const missing = await upload(
      1,
      'file_type=photo&category=promotional',
      await uploadForm('file', png()),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.map((e) => e.field)).toEqual(['subcategory']);
    const smart = await upload(
      1,
      'file_type=photo&category=SmartLinks&subcategory=ignored',
      await uploadForm('file', png()),
    );
    expect(smart.status).toBe(201);
    expect(smart.body.data.subcategory).toBeNull();
  });

  it('refuses a file of the wrong kind and a missing file', async () => {
    const wav = { name: 'take.wav', type: 'audio/wav', bytes: filler(100) };
    const wrong = await upload(
      1,
      'file_type=photo&category=promotional&subcategory=X',
      await uploadForm('file', wav),
    );
    expect(wrong.body.errors?.map((e) => e.field)).toEqual(['file']);
    const none = await upload(
      1,
      'file_type=audio&category=demos&subcategory=X',
      await uploadForm('other'),
    );
    expect(none.body.errors?.map((e) => e.field)).toEqual(['file']);
  });

  it('moves a file to another subfolder', async () => {
    const file = db().mediaFiles.find((m) => m.category === 'promotional');
    const res = await call<{ data: MediaFile }>('PATCH', `/media/files/${file?.id}`, {
      token,
      body: { subcategory: ' Renamed ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.subcategory).toBe('Renamed');
    const empty = await call('PATCH', `/media/files/${file?.id}`, {
      token,
      body: { subcategory: '' },
    });
    expect(empty.status).toBe(400);
  });

  it('refuses with 409 to delete a file in use, deletes a free one', async () => {
    const profile = db().artists.find((a) => a.profileImageId !== null)?.profileImageId;
    const cover = db().albums.find((a) => a.cover_image_id !== null)?.cover_image_id;
    const audio = db().songs.find((s) => s.audio_file_id !== null)?.audio_file_id;
    for (const id of [profile, cover, audio]) {
      const res = await call('DELETE', `/media/files/${id}`, { token });
      expect(res).toEqual({
        status: 409,
        body: {
          success: false,
          message:
            'Media file is used as a profile image, album cover or song audio and cannot be deleted',
        },
      });
    }
    const used = new Set([
      ...db().artists.map((a) => a.profileImageId),
      ...db().albums.map((a) => a.cover_image_id),
      ...db().songs.map((s) => s.audio_file_id),
    ]);
    const free = db().mediaFiles.find((m) => !used.has(m.id));
    const res = await call<{ data: { id: number } }>('DELETE', `/media/files/${free?.id}`, {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: free?.id });
    expect((await call('GET', `/media/serve/${free?.id}`, { token })).status).toBe(404);
  });
});

describe('demo API: media uploads', () => {
  it('uploads a profile image and points the artist at it', async () => {
    const res = await postForm<{ data: ProfileImageUpload; message: string }>(
      '/media/upload/artist/2/profile',
      await uploadForm('image', png()),
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile image uploaded successfully');
    expect(res.body.data.profileImageUrl).toBe(`${API_BASE_URL}/media/serve/profile/2`);
    const artist = await call<{ data: Artist }>('GET', '/artists/2', { token });
    expect(artist.body.data.profileImageId).toBe(res.body.data.profileImageId);
    const served = await call<Blob>('GET', '/media/serve/profile/2', { token });
    expect(served.body.size).toBe(png().bytes.byteLength);
  });

  it('refuses a profile image that is not JPG, PNG or GIF, or over 20MB', async () => {
    const webp = { name: 'a.webp', type: 'image/webp', bytes: filler(10) };
    const notAllowed = await postForm(
      '/media/upload/artist/2/profile',
      await uploadForm('image', webp),
      token,
    );
    expect(notAllowed).toEqual({
      status: 400,
      body: {
        success: false,
        message: 'Please select a valid image file',
        errors: [{ field: 'image', message: 'Please select a valid image file' }],
      },
    });
    const huge = { name: 'big.png', type: 'image/png', bytes: filler(20 * 1024 * 1024 + 1) };
    const tooBig = await postForm(
      '/media/upload/artist/2/profile',
      await uploadForm('image', huge),
      token,
    );
    expect(tooBig).toEqual({
      status: 413,
      body: { success: false, message: 'Image file size must be less than 20MB' },
    });
  });

  it('uploads several photos at once', async () => {
    const res = await postForm<{ data: MediaFile[]; message: string }>(
      '/media/upload/artist/3/photos',
      await uploadForm('photos', png(), { ...png(), name: 'second.png' }),
      token,
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('2 photos uploaded');
    expect(res.body.data.map((f) => f.original_filename)).toEqual(['cover.png', 'second.png']);
  });
});

describe('demo API: serving files', () => {
  it.each(['photo', 'audio', 'video'] as const)(
    'serves a seeded %s with its content type and recorded size',
    async (type) => {
      const file = db().mediaFiles.find((m) => m.file_type === type);
      const res = await call<Blob>('GET', `/media/serve/${file?.id}`, { token });
      expect(res.status).toBe(200);
      expect(res.body.type).toBe(file?.mime_type);
      expect(res.body.size).toBe(file?.file_size);
    },
  );

  it('serves images publicly, nothing else, and the rest only with a token', async () => {
    const photo = db().mediaFiles.find((m) => m.file_type === 'photo');
    const audio = db().mediaFiles.find((m) => m.file_type === 'audio');
    expect((await call('GET', `/media/serve/public/${photo?.id}`)).status).toBe(200);
    expect((await call('GET', `/media/serve/public/${audio?.id}`)).status).toBe(404);
    expect((await call('GET', `/media/serve/${photo?.id}`)).status).toBe(401);
  });

  it('answers 404 for an artist without a profile image', async () => {
    const plain = db().artists.find((a) => a.profileImageId === null);
    const res = await call('GET', `/media/serve/profile/${plain?.id}`, { token });
    expect(res.status).toBe(404);
  });
});
