// Step 1, Select Artist: a server-side search over the artists with albums, then an album.
import {
  Button,
  CircularProgress,
  FormHelperText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { memo, useCallback, useState } from 'react';
import { useDebouncedEvent, useTranslate } from 'react-admin';
import type { Artist } from '@/api/types';
import { useArtistsWithAlbums } from '../artists/useArtistsWithAlbums';
import type { StepProps } from '../useWizardState';
import { WizardLoadError, useLoadFailureToast } from '../WizardLoadError';
import { AlbumPicker } from './AlbumPicker';
import { ArtistGrid } from './ArtistGrid';

const SEARCH_DELAY_MS = 300;

export interface ArtistStepProps extends StepProps {
  /** The search box's text, kept by the wizard so that it is still there on the way back. */
  searchText: string;
  onSearchText: (text: string) => void;
}

// Memoised: the wizard keeps a visited step mounted (hidden), and a step change alone
// changes nothing in it.
export const ArtistStep = memo(function ArtistStep({
  values,
  change,
  errors,
  searchText,
  onSearchText,
}: ArtistStepProps) {
  const translate = useTranslate();
  const [search, setSearch] = useState(searchText.trim());
  const searchLater = useDebouncedEvent((text: string) => setSearch(text.trim()), SEARCH_DELAY_MS);
  const grid = useArtistsWithAlbums(search);
  useLoadFailureToast(grid.error);
  const { artist } = values;
  const selectArtist = useCallback(
    (chosen: Artist) => change('artist', { id: chosen.id, name: chosen.stageName }),
    [change],
  );

  return (
    <Stack spacing={2}>
      <TextField
        type="search"
        label={translate('app.campaigns.wizard.artist.search')}
        helperText={translate('app.campaigns.wizard.artist.search_hint')}
        value={searchText}
        // The dialog opens on its first field; coming back to this step, the step's title
        // takes the focus instead (WizardDialog).
        autoFocus
        onChange={(event) => {
          onSearchText(event.target.value);
          searchLater(event.target.value);
        }}
        fullWidth
      />
      {grid.error !== null && <WizardLoadError error={grid.error} onRetry={grid.retry} />}
      <ArtistGrid artists={grid.artists} selectedId={artist?.id ?? null} onSelect={selectArtist} />
      {grid.loading && (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={18} aria-hidden />
          <Typography variant="body2">
            {translate('app.campaigns.wizard.artist.loading')}
          </Typography>
        </Stack>
      )}
      {!grid.loading && !grid.error && grid.artists.length === 0 && (
        <Typography variant="body2" role="status">
          {search
            ? translate('app.campaigns.wizard.artist.none', { search })
            : translate('app.campaigns.wizard.artist.none_at_all')}
        </Typography>
      )}
      {grid.canShowMore && (
        <Button onClick={grid.showMore} disabled={grid.loading} sx={{ alignSelf: 'center' }}>
          {translate('app.campaigns.wizard.artist.show_more')}
        </Button>
      )}
      {errors.artist_id && <FormHelperText error>{errors.artist_id}</FormHelperText>}
      {artist && (
        <>
          <Typography variant="subtitle1" component="p">
            {translate('app.campaigns.wizard.artist.selected', { name: artist.name })}
          </Typography>
          <AlbumPicker
            key={artist.id}
            artistId={artist.id}
            selected={values.album}
            onSelect={(album) => change('album', album)}
            error={errors.album_id}
          />
        </>
      )}
    </Stack>
  );
});
