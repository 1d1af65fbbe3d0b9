import EditIcon from '@mui/icons-material/Edit';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Album } from '@/api/types';
import { EditAlbumDialog } from './EditAlbumDialog';

/** The album header's Edit album, and the dialog it opens. */
export const EditAlbumButton = ({ album }: { album: Album }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<EditIcon />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {translate('app.albums.edit.action')}
      </Button>
      <EditAlbumDialog album={album} open={open} onClose={() => setOpen(false)} />
    </>
  );
};
