import { Alert, Autocomplete, Button, Stack, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Genre } from '@/api/types';
import { BulkEditRadios, BulkEditTick } from '../../BulkEditFieldParts';
import type { BulkEditFieldsProps } from '../../types';
import { useGenreName, useGenres } from '@/components/catalogue/useArtistChoices';
import { ARTIST_STATUSES, PUBLIC_STATUSES } from '@/api/artistVocabulary';
import type { ArtistBulkChoice } from './artistBulkChoice';

const T = 'app.bulk_edit.artists';

/** Each field is ticked to be set; its value is asked only then. */
export const ArtistBulkFields = ({ value, onChange }: BulkEditFieldsProps<ArtistBulkChoice>) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const genresQuery = useGenres();
  const nameOf = useGenreName();
  const { status, publicStatus, verified, genres } = value;
  const options = useMemo(
    () => [...(genresQuery.data ?? [])].sort((a, b) => nameOf(a).localeCompare(nameOf(b), locale)),
    [genresQuery.data, nameOf, locale],
  );

  const genrePicker = (which: 'add' | 'remove', label: string) => (
    <Autocomplete<Genre, true>
      multiple
      options={options}
      value={genres[which]}
      onChange={(_, picked) => onChange({ ...value, genres: { ...genres, [which]: picked } })}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={genresQuery.isPending}
      loadingText={translate('app.bulk_edit.artists.genres_loading')}
      noOptionsText={translate('app.bulk_edit.artists.genres_none')}
      renderInput={(params) => <TextField {...params} label={translate(label)} size="small" />}
    />
  );

  return (
    <Stack spacing={1}>
      <BulkEditTick choice={value} field="status" label={`${T}.status`} onChange={onChange} />
      {status.on && (
        <BulkEditRadios
          label={translate(`${T}.status_value`)}
          value={status.value}
          values={ARTIST_STATUSES}
          nameOf={(v) => translate(`app.artists.status.${v}`)}
          onChange={(v) => onChange({ ...value, status: { ...status, value: v } })}
        />
      )}
      <BulkEditTick
        choice={value}
        field="publicStatus"
        label={`${T}.public_status`}
        onChange={onChange}
      />
      {publicStatus.on && (
        <BulkEditRadios
          label={translate(`${T}.public_status_value`)}
          value={publicStatus.value}
          values={PUBLIC_STATUSES}
          nameOf={(v) => translate(`app.artists.public_status.${v}`)}
          onChange={(v) => onChange({ ...value, publicStatus: { ...publicStatus, value: v } })}
        />
      )}
      <BulkEditTick choice={value} field="verified" label={`${T}.verified`} onChange={onChange} />
      {verified.on && (
        <BulkEditRadios
          label={translate(`${T}.verified_value`)}
          value={verified.value ? 'yes' : 'no'}
          values={['yes', 'no'] as const}
          nameOf={(v) => translate(`${T}.${v}`)}
          onChange={(v) => onChange({ ...value, verified: { ...verified, value: v === 'yes' } })}
        />
      )}
      <BulkEditTick choice={value} field="genres" label={`${T}.genres`} onChange={onChange} />
      {genres.on && (
        <Stack spacing={2} sx={{ pl: 4, pt: 1 }}>
          {genresQuery.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void genresQuery.refetch()}>
                  {translate('app.retry')}
                </Button>
              }
            >
              {translate(`${T}.genres_failed`)}
            </Alert>
          ) : (
            <>
              {genrePicker('add', `${T}.genres_add`)}
              {genrePicker('remove', `${T}.genres_remove`)}
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
};
