// Field rules of the album form (spec 5): a title is required and at most 255 characters, the
// description at most 1000, and the UPC digits only, at most 20, with a valid check digit when
// it is a UPC-A or an EAN-13. Messages are i18n keys.
import { maxLength, type Validator } from 'react-admin';
import { upcError } from '../../lib/upc';
import { ALBUM_LIMITS } from '../../lib/albumLimits';

const TOO_LONG = 'app.albums.validation.too_long';

const requiredTitle: Validator = Object.assign(
  // Spaces alone are no title: the server trims them away and refuses the empty rest.
  (value: unknown) =>
    typeof value === 'string' && value.trim() ? undefined : 'app.albums.validation.title_required',
  // Marks the input as required (asterisk, aria-required), the way react-admin's required() does.
  { isRequired: true },
);

const upcRule: Validator = (value: unknown) => {
  const error = upcError(typeof value === 'string' ? value : '');
  // A bare key when there is nothing to fill in, as react-admin's own validators return.
  return error?.args ? { message: error.message, args: error.args } : error?.message;
};

export const validateTitle: Validator[] = [requiredTitle, maxLength(ALBUM_LIMITS.title, TOO_LONG)];
export const validateDescription: Validator[] = [maxLength(ALBUM_LIMITS.description, TOO_LONG)];
export const validateUpc: Validator[] = [upcRule];
