// Client-side checks of spec 5. They run as one form-level validate because react-hook-form
// ignores input-level validators once a form has a resolver, and the phone rule spans two fields.
// The artist form and the catalogue import both check artists with them.
import { isValidEmail } from './email';

/** What the rules read of an artist form's values (or of an imported row). */
export interface ArtistRuleValues {
  stageName?: string | null;
  email?: string | null;
  phone?: string | null;
  cellphone?: string | null;
  profileImage?: { rawFile: Pick<File, 'size' | 'type' | 'name'> } | null;
}

const KEYS = {
  stageNameRequired: 'app.artists.form.validation.stage_name_required',
  emailRequired: 'app.artists.form.validation.email_required',
  emailInvalid: 'app.artists.form.validation.email_invalid',
  phoneRequired: 'app.artists.form.validation.phone_required',
  imageTooLarge: 'app.artists.form.validation.image_too_large',
  imageInvalid: 'app.artists.form.validation.image_invalid',
} as const;

/** Spec 9: profile images are JPG, PNG or GIF, at most 20MB (the server's own limit). */
export const PROFILE_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES: Record<string, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
};

const blank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

// Some systems leave a file's type empty; its extension then decides, as it does for the picker.
function isProfileImageType({ type, name }: Pick<File, 'type' | 'name'>): boolean {
  if (type) return type.toLowerCase() in PROFILE_IMAGE_TYPES;
  const extension = name.slice(name.lastIndexOf('.')).toLowerCase();
  return Object.values(PROFILE_IMAGE_TYPES).some((extensions) => extensions.includes(extension));
}

/** The message key for a file that is not an acceptable profile image, if it is not. */
export function profileImageProblem(
  file: Pick<File, 'size' | 'type' | 'name'>,
): string | undefined {
  if (!isProfileImageType(file)) return KEYS.imageInvalid;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return KEYS.imageTooLarge;
  return undefined;
}

/** react-dropzone's rejection codes turned into the spec's messages; a wrong type wins. */
export function rejectionMessage(codes: readonly string[]): string {
  if (codes.includes('file-too-large') && !codes.includes('file-invalid-type')) {
    return KEYS.imageTooLarge;
  }
  return KEYS.imageInvalid;
}

export function validateArtist(values: ArtistRuleValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (blank(values.stageName)) errors.stageName = KEYS.stageNameRequired;

  if (blank(values.email)) errors.email = KEYS.emailRequired;
  else if (!isValidEmail(values.email ?? '')) errors.email = KEYS.emailInvalid;

  if (blank(values.phone) && blank(values.cellphone)) errors.phone = KEYS.phoneRequired;

  const image = values.profileImage?.rawFile;
  const imageProblem = image ? profileImageProblem(image) : undefined;
  if (imageProblem) errors.profileImage = imageProblem;

  return errors;
}
