import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SingingLanguage } from '../../../api/types';
import { singingLanguageLabel } from '../useArtistChoices';

/** "English, Other (Haitian Creole)": the "other" entry carries the artist's own wording. */
export const SingingLanguages = ({ languages }: { languages: readonly SingingLanguage[] }) => {
  const translate = useTranslate();
  const other = translate('app.artists.other_language');
  return (
    <Typography component="span" variant="body2">
      {languages.map((language) => singingLanguageLabel(language, other)).join(', ')}
    </Typography>
  );
};
