import { Stack } from '@mui/material';
import { SelectArrayInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  useSingingLanguageLabel,
  useSingingLanguages,
} from '@/components/catalogue/useArtistChoices';
import { hasOtherLanguage } from './artistFormValues';
import { choicesByIds, idsOf } from './choiceValues';

export const SingingLanguagesInputs = () => {
  const { data: languages = [], isPending } = useSingingLanguages();
  const chosen: unknown = useWatch({ name: 'singingLanguages' });
  // The choices come without an artist's words: "other" reads as just "Other".
  const languageName = useSingingLanguageLabel();
  return (
    <Stack sx={{ width: '100%' }}>
      <SelectArrayInput
        source="singingLanguages"
        choices={languages}
        optionText={languageName}
        translateChoice={false}
        isPending={isPending}
        format={idsOf}
        parse={(ids) => choicesByIds(languages, ids)}
        fullWidth
      />
      {hasOtherLanguage(chosen) && (
        <TextInput
          source="otherLanguageSpecification"
          helperText="app.artists.form.other_language_hint"
          fullWidth
        />
      )}
    </Stack>
  );
};
