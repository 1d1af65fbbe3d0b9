import { Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { BIO_PLATFORMS } from '@/api/artistVocabulary';
import type { Artist, ArtistBio } from '@/api/types';

const FALLBACK_LANGUAGE = 'en';

const byPlatform = (a: ArtistBio, b: ArtistBio) =>
  BIO_PLATFORMS.indexOf(a.platform) - BIO_PLATFORMS.indexOf(b.platform);

/**
 * The bios in the interface language, each under its platform. An artist without bios in
 * that language shows the English ones (the app's fallback language), saying so.
 */
export const ArtistBios = ({ bios }: { bios: Artist['bios'] }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const inLocale = bios.filter((bio) => bio.bio.trim() && bio.language === locale);
  const shown = inLocale.length
    ? inLocale
    : bios.filter((bio) => bio.bio.trim() && bio.language === FALLBACK_LANGUAGE);

  if (!shown.length) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {translate('app.artists.detail.overview.no_bio')}
      </Typography>
    );
  }
  const languageNote =
    shown[0]?.language === locale
      ? ''
      : ` · ${translate(`app.artists.bio_language.${FALLBACK_LANGUAGE}`)}`;
  return (
    <Stack spacing={1.5}>
      {[...shown].sort(byPlatform).map((bio) => (
        <div key={`${bio.language}-${bio.platform}`} lang={bio.language}>
          <Typography
            variant="overline"
            component="p"
            sx={{ color: 'text.secondary', lineHeight: 1.6 }}
          >
            {translate(`app.artists.bio_platform.${bio.platform}`)}
            {languageNote}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {bio.bio}
          </Typography>
        </div>
      ))}
    </Stack>
  );
};
