import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { Song } from '@/api/types';
import { useFormatDate } from '@/lib/dates';
import { formatDuration } from '@/lib/duration';
import { CatalogueStatusChip } from '@/components/catalogue/CatalogueStatusChip';
import { DetailList } from '@/components/detail/DetailList';

const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** Every detail of the song; a missing one says so rather than leaving a gap. */
export const OverviewTab = ({ song }: { song: Song }) => {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const notSet = (
    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
      {translate('app.songs.detail.overview.not_set')}
    </Typography>
  );
  const orNotSet = (value: ReactNode) => (value === null || value === '' ? notSet : value);
  const date = (value: string | null) =>
    value ? <time dateTime={value}>{formatDate(value)}</time> : notSet;
  const item = (field: string, value: ReactNode) => ({
    label: translate(`resources.songs.fields.${field}`),
    value: orNotSet(value),
  });

  const tags = song.genre_tags ? tagsOf(song.genre_tags) : [];
  return (
    <Card>
      <CardContent>
        <DetailList
          items={[
            item('description', song.description),
            item('duration_seconds', formatDuration(song.duration_seconds)),
            item(
              'is_explicit',
              translate(`app.songs.detail.overview.${song.is_explicit ? 'yes' : 'no'}`),
            ),
            item('isrc', song.isrc),
            item('release_date', date(song.release_date)),
            item('status', <CatalogueStatusChip status={song.status} />),
            item('instruments', song.instruments),
            item('tempo', song.tempo),
            item('mood', song.mood),
            item(
              'genre_tags',
              tags.length ? (
                <Stack
                  component="span"
                  direction="row"
                  useFlexGap
                  spacing={0.5}
                  sx={{ flexWrap: 'wrap' }}
                >
                  {tags.map((tag) => (
                    <Chip key={tag} size="small" label={tag} />
                  ))}
                </Stack>
              ) : null,
            ),
            item('theme', song.theme),
            item('production_style', song.production_style),
            item('vocal_style', song.vocal_style),
            item('created_at', date(song.created_at)),
          ]}
        />
      </CardContent>
    </Card>
  );
};
