import { Stack } from '@mui/material';
import { SelectArrayInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { SingingLanguage } from '../../../api/types';
import { useSingingLanguages } from '../useArtistChoices';
import { hasOtherLanguage } from './artistFormValues';
import { choicesByIds, idsOf } from './choiceValues';

export const SingingLanguagesInputs = () => {
  const translate = useTranslate();
  const { data: languages = [], isPending } = useSingingLanguages();
  const chosen: unknown = useWatch({ name: 'singingLanguages' });
  const languageName = (language: SingingLanguage) =>
    language.isOther ? translate('app.artists.other_language') : language.name;
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
