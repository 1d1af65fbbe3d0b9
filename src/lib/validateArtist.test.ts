import { describe, expect, it } from 'vitest';
import {
  PROFILE_IMAGE_MAX_BYTES,
  profileImageProblem,
  rejectionMessage,
  validateArtist,
} from './validateArtist';

const valid = { stageName: 'Nova', email: 'nova@example.com', phone: '555 0100' };
const file = (type: string, size = 10, name = 'face.png') => ({ type, size, name });

describe('validateArtist', () => {
  it('accepts a stage name, an email and one phone', () => {
    expect(validateArtist(valid)).toEqual({});
    expect(validateArtist({ ...valid, phone: null, cellphone: '555' })).toEqual({});
  });

  it('treats blank text as missing', () => {
    expect(validateArtist({ ...valid, stageName: '  ', email: ' ', phone: ' ' })).toEqual({
      stageName: 'app.artists.form.validation.stage_name_required',
      email: 'app.artists.form.validation.email_required',
      phone: 'app.artists.form.validation.phone_required',
    });
  });

  it.each(['nova', 'nova@example', 'no va@example.com', '@example.com'])(
    'refuses the email %s',
    (email) => {
      expect(validateArtist({ ...valid, email }).email).toBe(
        'app.artists.form.validation.email_invalid',
      );
    },
  );

  it('checks a chosen image', () => {
    const chosen = (rawFile: File) => ({ ...valid, profileImage: { rawFile, src: '', title: '' } });
    const png = new File(['x'], 'face.png', { type: 'image/png' });
    expect(validateArtist(chosen(png))).toEqual({});
    const pdf = new File(['x'], 'cv.pdf', { type: 'application/pdf' });
    expect(validateArtist(chosen(pdf)).profileImage).toBe(
      'app.artists.form.validation.image_invalid',
    );
  });
});

describe('profileImageProblem', () => {
  it('takes JPG, PNG and GIF up to 20MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif']) {
      expect(profileImageProblem(file(type, PROFILE_IMAGE_MAX_BYTES))).toBeUndefined();
    }
  });

  it('refuses other types and bigger files', () => {
    expect(profileImageProblem(file('image/webp'))).toBe(
      'app.artists.form.validation.image_invalid',
    );
    expect(profileImageProblem(file('image/png', PROFILE_IMAGE_MAX_BYTES + 1))).toBe(
      'app.artists.form.validation.image_too_large',
    );
  });

  it('judges a file without a type by its extension', () => {
    expect(profileImageProblem(file('', 10, 'FACE.JPG'))).toBeUndefined();
    expect(profileImageProblem(file('', 10, 'notes.txt'))).toBe(
      'app.artists.form.validation.image_invalid',
    );
  });
});

describe('rejectionMessage', () => {
  it('names the size only when the type was fine', () => {
    expect(rejectionMessage(['file-too-large'])).toBe(
      'app.artists.form.validation.image_too_large',
    );
    expect(rejectionMessage(['file-invalid-type', 'file-too-large'])).toBe(
      'app.artists.form.validation.image_invalid',
    );
    expect(rejectionMessage(['too-many-files'])).toBe('app.artists.form.validation.image_invalid');
  });
});
