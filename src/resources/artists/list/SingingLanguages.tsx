import { Typography } from '@mui/material';
import type { SingingLanguage } from '@/api/types';
import { useSingingLanguageLabel } from '@/components/catalogue/useArtistChoices';

/** "Anglais, Autre (Wolof)": named in the interface language; "other" keeps the artist's words. */
export const SingingLanguages = ({ languages }: { languages: readonly SingingLanguage[] }) => {
  const label = useSingingLanguageLabel();
  return (
    <Typography component="span" variant="body2">
      {languages.map(label).join(', ')}
    </Typography>
  );
};
