import { SelectInput, required, useTranslate } from 'react-admin';
import { useAlbumTypes } from './useAlbumTypes';

// Required only so that SelectInput offers no empty choice: an album always has a type.
const validateType = required();

export const AlbumTypeInput = () => {
  const translate = useTranslate();
  const { types, isPending } = useAlbumTypes();
  // The interface's own name for a known type; the server's label for one it added.
  const choices = types.map((option) => ({
    id: option.value,
    name: translate(`app.albums.type.${option.value}`, { _: option.label }),
  }));
  return (
    <SelectInput
      source="album_type"
      choices={choices}
      translateChoice={false}
      isPending={isPending}
      validate={validateType}
      fullWidth
    />
  );
};
