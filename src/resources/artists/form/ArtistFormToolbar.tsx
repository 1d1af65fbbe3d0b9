import { Button } from '@mui/material';
import { SaveButton, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Artist } from '@/api/types';
import { artistListPath, artistPath } from '../paths';

/** Cancel goes back where the form was opened from: the artist's detail, or the list. */
export const ArtistFormToolbar = () => {
  const translate = useTranslate();
  const record = useRecordContext<Artist>();
  const cancelTo = record?.id != null ? artistPath(record.id) : artistListPath;
  return (
    <Toolbar sx={{ gap: 1, justifyContent: 'flex-end' }}>
      <Button component={Link} to={cancelTo} variant="outlined">
        {translate('app.artists.form.cancel')}
      </Button>
      <SaveButton label="app.artists.form.save" />
    </Toolbar>
  );
};
