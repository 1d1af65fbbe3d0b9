import { BooleanInput, SelectArrayInput, SelectInput } from 'react-admin';
import { useGenreName, useGenres } from '@/components/catalogue/useArtistChoices';
import { publicStatusChoices, statusChoices } from './artistChoices';
import { choicesByIds, idsOf } from './choiceValues';
import { FieldGrid } from './FieldGrid';

export const GenresStatusInputs = () => {
  const { data: genres = [], isPending } = useGenres();
  const genreName = useGenreName();
  return (
    <FieldGrid>
      <SelectArrayInput
        source="genres"
        choices={genres}
        optionText={genreName}
        translateChoice={false}
        isPending={isPending}
        format={idsOf}
        parse={(ids) => choicesByIds(genres, ids)}
        fullWidth
        sx={{ gridColumn: '1 / -1' }}
      />
      <SelectInput source="status" choices={statusChoices} isRequired fullWidth />
      <SelectInput source="publicStatus" choices={publicStatusChoices} isRequired fullWidth />
      <BooleanInput source="isVerified" />
    </FieldGrid>
  );
};
