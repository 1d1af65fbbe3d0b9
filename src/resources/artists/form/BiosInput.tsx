import { Box, FormHelperText, Stack, Tab, Tabs, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { BIO_PLATFORMS } from '@/api/artistVocabulary';
import { LANGUAGES } from '@/api/languages';
import type { ArtistBio, BioPlatform, Language } from '@/api/types';

const biosOf = (value: unknown): ArtistBio[] => (Array.isArray(value) ? value : []);

/**
 * The list with one bio set, replaced or removed. Entries keep their place, so typing a text
 * back to what it was leaves the form pristine.
 */
export function withBio(
  bios: readonly ArtistBio[],
  language: Language,
  platform: BioPlatform,
  bio: string,
): ArtistBio[] {
  const isTarget = (b: ArtistBio) => b.language === language && b.platform === platform;
  if (!bio) return bios.filter((b) => !isTarget(b));
  if (bios.some(isTarget)) return bios.map((b) => (isTarget(b) ? { ...b, bio } : b));
  return [...bios, { language, platform, bio }];
}

export interface BiosInputProps {
  source?: string;
}

/**
 * The contract's `bios` array ({language, platform, bio}) edited as one text per language and
 * platform: a tab per language, four multiline fields in each.
 */
export const BiosInput = ({ source = 'bios' }: BiosInputProps) => {
  const translate = useTranslate();
  const baseId = useId();
  const [language, setLanguage] = useState<Language>('en');
  const { field, fieldState } = useInput({
    source,
    format: biosOf,
    // The whole list is the value: react-admin's default parse would only map '' to null.
    parse: biosOf,
  });
  const bios = biosOf(field.value);
  const tabId = (l: Language) => `${baseId}-tab-${l}`;
  const panelId = `${baseId}-panel`;

  return (
    <Stack sx={{ width: '100%' }}>
      <Tabs
        value={language}
        onChange={(_, value: Language) => setLanguage(value)}
        aria-label={translate('app.artists.form.bios.languages')}
      >
        {LANGUAGES.map((l) => (
          <Tab
            key={l}
            value={l}
            label={translate(`app.artists.bio_language.${l}`)}
            id={tabId(l)}
            aria-controls={panelId}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(language)} sx={{ pt: 2 }}>
        {BIO_PLATFORMS.map((platform) => (
          <TextField
            key={`${language}-${platform}`}
            name={`${source}.${language}.${platform}`}
            label={translate('app.artists.form.bios.field', {
              platform: translate(`app.artists.bio_platform.${platform}`),
            })}
            value={bios.find((b) => b.language === language && b.platform === platform)?.bio ?? ''}
            onChange={(event) =>
              field.onChange(withBio(bios, language, platform, event.target.value))
            }
            onBlur={field.onBlur}
            multiline
            minRows={3}
            fullWidth
            margin="dense"
          />
        ))}
      </Box>
      {fieldState.error?.message && (
        <FormHelperText error>
          <InputHelperText error={fieldState.error.message} />
        </FormHelperText>
      )}
    </Stack>
  );
};
