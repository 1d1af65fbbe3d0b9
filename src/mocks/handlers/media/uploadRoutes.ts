// The upload endpoints: profile image, bulk uploads per type, and one file into a folder.
import { http } from 'msw';
import type { MediaCategory, MediaFileType } from '@/api/types';
import { db } from '../../db/database';
import { api, fail, intParam, notFound, ok } from '../../http';
import { profileImageUrl } from '../artists/view';
import { Query } from '../common/query';
import { invalid, secure } from '../common/route';
import { CATEGORIES, FILE_TYPES, NO_SUBFOLDER, categoryOf } from './categories';
import { LIMITS, formFiles, matchesType, mimeOf, storeUpload } from './upload';
import { toMediaFile } from './view';

const PROFILE_TYPES = ['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png', 'image/gif'];
const NOT_AN_IMAGE = 'Please select a valid image file';

/** Where the bulk endpoints file their uploads (the contract leaves the folder to the server). */
const BULK: Record<
  MediaFileType,
  { field: string; category: MediaCategory; noun: [string, string]; wrongType: string }
> = {
  photo: {
    field: 'photos',
    category: 'promotional',
    noun: ['photo', 'photos'],
    wrongType: NOT_AN_IMAGE,
  },
  video: {
    field: 'videos',
    category: 'social-media',
    noun: ['video', 'videos'],
    wrongType: 'Please select valid video files',
  },
  audio: {
    field: 'audio',
    category: 'demos',
    noun: ['audio file', 'audio files'],
    wrongType: 'Please select valid audio files',
  },
};
const BULK_SUBFOLDER = 'uploads';

const bulkUpload = (fileType: MediaFileType) =>
  http.post(
    api(`/media/upload/artist/:id/${BULK[fileType].field}`),
    secure<{ id: string }>(async ({ params, request }) => {
      const database = db();
      const artist = database.artists.find((a) => a.id === intParam(params.id));
      if (!artist) return notFound('Artist');
      const { field, category, noun, wrongType } = BULK[fileType];
      const files = (await formFiles(request, field)) ?? [];
      if (!files.length) return invalid([{ field, message: 'Please select at least one file' }]);
      if (files.some((f) => !matchesType(f, fileType)))
        return invalid([{ field, message: wrongType }]);
      if (files.some((f) => f.size > LIMITS[fileType].bytes)) {
        return fail(413, LIMITS[fileType].message);
      }
      const rows = [];
      for (const file of files) {
        rows.push(
          await storeUpload(database, artist.id, file, {
            fileType,
            category,
            subcategory: BULK_SUBFOLDER,
          }),
        );
      }
      return ok(rows.map(toMediaFile), {
        status: 201,
        message: `${rows.length} ${noun[rows.length === 1 ? 0 : 1]} uploaded`,
      });
    }),
  );

export const uploadHandlers = [
  http.post(
    api('/media/upload/artist/:id/profile'),
    secure<{ id: string }>(async ({ params, request }) => {
      const database = db();
      const artist = database.artists.find((a) => a.id === intParam(params.id));
      if (!artist) return notFound('Artist');
      const [image] = (await formFiles(request, 'image')) ?? [];
      if (!image || !PROFILE_TYPES.includes(mimeOf(image))) {
        return invalid([{ field: 'image', message: NOT_AN_IMAGE }]);
      }
      if (image.size > LIMITS.photo.bytes) return fail(413, LIMITS.photo.message);
      const row = await storeUpload(database, artist.id, image, {
        fileType: 'photo',
        category: 'profile-photos',
        subcategory: 'profile',
      });
      artist.profileImageId = row.id;
      return ok(
        { profileImageId: row.id, profileImageUrl: profileImageUrl(artist.id) },
        { message: 'Profile image uploaded successfully' },
      );
    }),
  ),

  bulkUpload('photo'),
  bulkUpload('video'),
  bulkUpload('audio'),

  http.post(
    api('/media/files/artist/:id/upload'),
    secure<{ id: string }>(async ({ params, request }) => {
      const database = db();
      const artist = database.artists.find((a) => a.id === intParam(params.id));
      if (!artist) return notFound('Artist');
      const q = new Query(new URL(request.url));
      const fileType = q.oneOf('file_type', FILE_TYPES);
      const rawCategory = q.text('category');
      const rawSubcategory = q.text('subcategory');
      const durationSeconds = q.int('duration_seconds', 0);
      if (!q.text('file_type'))
        q.errors.push({ field: 'file_type', message: 'file_type is required' });
      const category = fileType && rawCategory ? categoryOf(fileType, rawCategory) : undefined;
      if (!rawCategory) q.errors.push({ field: 'category', message: 'category is required' });
      else if (fileType && !category) {
        q.errors.push({
          field: 'category',
          message: `category must be one of: ${CATEGORIES[fileType].join(', ')}`,
        });
      }
      if (category && category !== NO_SUBFOLDER && !rawSubcategory) {
        q.errors.push({
          field: 'subcategory',
          message: 'subcategory is required for this category',
        });
      } else if (rawSubcategory && rawSubcategory.length > 255) {
        q.errors.push({
          field: 'subcategory',
          message: 'subcategory must be at most 255 characters',
        });
      }
      if (q.errors.length || !fileType || !category) return invalid(q.errors);

      const [file] = (await formFiles(request, 'file')) ?? [];
      if (!file) return invalid([{ field: 'file', message: 'Please select a file' }]);
      if (!matchesType(file, fileType)) {
        return invalid([{ field: 'file', message: `The file is not a ${fileType} file` }]);
      }
      if (file.size > LIMITS[fileType].bytes) return fail(413, LIMITS[fileType].message);
      const row = await storeUpload(database, artist.id, file, {
        fileType,
        category,
        subcategory: category === NO_SUBFOLDER ? null : (rawSubcategory ?? null),
        durationSeconds,
      });
      return ok(toMediaFile(row), { status: 201, message: 'File uploaded successfully' });
    }),
  ),
];
