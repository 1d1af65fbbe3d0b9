import { SelectInput, required } from 'react-admin';
import { useAlbumTypeName } from '../catalogue/albumType';
import { useAlbumTypes } from './useAlbumTypes';

// Required only so that SelectInput offers no empty choice: an album always has a type.
const validateType = required();

export const AlbumTypeInput = () => {
  const typeName = useAlbumTypeName();
  const { types, isPending } = useAlbumTypes();
  // The interface's own name for a known type; the server's label for one it added.
  const choices = types.map((option) => ({
    id: option.value,
    name: typeName(option.value, option.label),
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
