import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ALBUM_LIMITS } from '../../lib/albumLimits';
import { validateDescription } from './albumValidation';

/** The optional description, with a live count of its characters against the limit. */
export const DescriptionInput = () => {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: 'description' });
  const count = typeof value === 'string' ? value.length : 0;
  return (
    <TextInput
      source="description"
      multiline
      minRows={3}
      validate={validateDescription}
      // An element, not a string: react-admin would look the finished text up as a key.
      helperText={
        <span>
          {translate('app.albums.create.char_count', { count, max: ALBUM_LIMITS.description })}
        </span>
      }
      fullWidth
    />
  );
};
