import { Chip, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Artist } from '@/api/types';
import { useFormatDate } from '@/lib/dates';
import { useGenreName, useSingingLanguageLabel } from '@/components/catalogue/useArtistChoices';
import { SectionCard } from '@/components/detail/SectionCard';
import { ArtistBios } from './ArtistBios';
import { DetailList } from '@/components/detail/DetailList';

const ChipList = ({ labels, emptyText }: { labels: string[]; emptyText: string }) =>
  labels.length ? (
    <Stack
      component="ul"
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', m: 0, p: 0 }}
    >
      {labels.map((label) => (
        <Chip key={label} component="li" label={label} size="small" />
      ))}
    </Stack>
  ) : (
    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
      {emptyText}
    </Typography>
  );

export const SummaryCard = ({ artist }: { artist: Artist }) => {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const genreName = useGenreName();
  const field = (name: string) => translate(`resources.artists.fields.${name}`);
  const singingLanguageLabel = useSingingLanguageLabel();

  return (
    <SectionCard title={translate('app.artists.detail.overview.summary')}>
      <DetailList
        items={[
          {
            label: field('genres'),
            value: (
              <ChipList
                labels={artist.genres.map(genreName)}
                emptyText={translate('app.artists.detail.overview.no_genres')}
              />
            ),
          },
          {
            label: field('singingLanguages'),
            value: (
              <ChipList
                labels={artist.singingLanguages.map(singingLanguageLabel)}
                emptyText={translate('app.artists.detail.overview.no_languages')}
              />
            ),
          },
          { label: field('memberSince'), value: formatDate(artist.memberSince) },
          { label: field('gender'), value: translate(`app.artists.gender.${artist.gender}`) },
          { label: field('dateOfBirth'), value: formatDate(artist.dateOfBirth) },
        ]}
      />
      <Divider sx={{ my: 2 }} />
      <Typography component="h3" variant="subtitle1" gutterBottom>
        {field('bios')}
      </Typography>
      <ArtistBios bios={artist.bios} />
    </SectionCard>
  );
};
