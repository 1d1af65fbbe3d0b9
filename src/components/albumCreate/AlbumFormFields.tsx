import { Grid } from '@mui/material';
import { DateInput, TextInput } from 'react-admin';
import type { Artist } from '../../api/types';
import { validateTitle, validateUpc } from './albumValidation';
import { AlbumTypeInput } from './AlbumTypeInput';
import { CoverImageInput } from './CoverImageInput';
import { DescriptionInput } from './DescriptionInput';
import { StatusInput } from './StatusInput';
import { TrackPickerInput } from './tracks/TrackPickerInput';

/**
 * The inputs of the album form (create, and edit with the album's id), in the spec's order;
 * labels: resources.albums.fields.
 */
export const AlbumFormFields = ({
  artist,
  albumId,
}: {
  artist: Pick<Artist, 'id' | 'stageName'>;
  albumId?: number;
}) => (
  <Grid container columnSpacing={2}>
    <Grid size={12}>
      <TextInput source="title" validate={validateTitle} autoFocus fullWidth />
    </Grid>
    <Grid size={{ xs: 12, sm: 6 }}>
      <AlbumTypeInput />
    </Grid>
    <Grid size={{ xs: 12, sm: 6 }}>
      <StatusInput />
    </Grid>
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextInput
        source="upc"
        validate={validateUpc}
        helperText="app.albums.create.upc_hint"
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        fullWidth
      />
    </Grid>
    <Grid size={{ xs: 12, sm: 6 }}>
      <DateInput source="release_date" fullWidth />
    </Grid>
    <Grid size={12}>
      <DescriptionInput />
    </Grid>
    <Grid size={12} sx={{ mb: 3 }}>
      <TrackPickerInput artist={artist} albumId={albumId} />
    </Grid>
    <Grid size={12}>
      <CoverImageInput artistId={artist.id} />
    </Grid>
  </Grid>
);
