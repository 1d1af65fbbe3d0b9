// One album of the chosen artist, from the page of albums already read to count them; an
// artist with more albums than a page pages through them.
import {
  Box,
  Chip,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Pagination,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useAlbumTypeName } from '@/components/catalogue/albumType';
import { ALBUM_PAGE_SIZE, artistAlbumsQuery } from '../artists/artistAlbums';
import { WizardLoadError, useLoadFailureToast } from '../WizardLoadError';
import type { WizardValues } from '../wizardValues';

export interface AlbumPickerProps {
  artistId: number;
  selected: WizardValues['album'];
  onSelect: (album: NonNullable<WizardValues['album']>) => void;
  error?: string;
}

export const AlbumPicker = ({ artistId, selected, onSelect, error }: AlbumPickerProps) => {
  const translate = useTranslate();
  const albumTypeName = useAlbumTypeName();
  const dataProvider = useDataProvider();
  const name = useId();
  const labelId = useId();
  const helpId = useId();
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...artistAlbumsQuery(dataProvider, artistId, page),
    placeholderData: keepPreviousData,
  });
  useLoadFailureToast(query.error);
  const albums = query.data?.albums ?? [];
  const pages = Math.ceil((query.data?.total ?? 0) / ALBUM_PAGE_SIZE);

  const select = (id: string) => {
    const album = albums.find((a) => String(a.id) === id);
    if (album) onSelect({ id: album.id, title: album.title });
  };

  return (
    <FormControl error={Boolean(error)} fullWidth>
      <FormLabel id={labelId} sx={{ mb: 1 }}>
        {translate('app.campaigns.wizard.album.legend')}
      </FormLabel>
      {query.isError && (
        <WizardLoadError error={query.error} onRetry={() => void query.refetch()} />
      )}
      {query.isPending && (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={18} aria-hidden />
          <Typography variant="body2">{translate('app.campaigns.wizard.album.loading')}</Typography>
        </Stack>
      )}
      <RadioGroup
        name={name}
        aria-labelledby={labelId}
        aria-describedby={error ? helpId : undefined}
        value={selected ? String(selected.id) : ''}
        onChange={(event) => select(event.target.value)}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
          gap: 0.5,
        }}
      >
        {albums.map((album) => (
          <FormControlLabel
            key={album.id}
            value={String(album.id)}
            control={<Radio />}
            sx={{ m: 0 }}
            label={
              <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
                <span>{album.title}</span>
                <Chip size="small" variant="outlined" label={albumTypeName(album.album_type)} />
              </Box>
            }
          />
        ))}
      </RadioGroup>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_event, next) => setPage(next)}
          size="small"
          aria-label={translate('app.campaigns.wizard.album.pages')}
          sx={{ mt: 1 }}
        />
      )}
      {selected && (
        // Said in words too: the chosen album may be on another page of the choices.
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('app.campaigns.wizard.album.selected', { title: selected.title })}
        </Typography>
      )}
      {error && <FormHelperText id={helpId}>{error}</FormHelperText>}
    </FormControl>
  );
};
