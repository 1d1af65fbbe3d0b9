import PostAddIcon from '@mui/icons-material/PostAdd';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CreateFacebookPostDialog } from './CreateFacebookPostDialog';

export interface CreateFacebookPostButtonProps {
  artistId: number;
  /** After the server accepted the post (the Social tab re-syncs the insights). */
  onCreated: () => void;
}

export const CreateFacebookPostButton = ({
  artistId,
  onCreated,
}: CreateFacebookPostButtonProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<PostAddIcon />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {translate('app.artists.facebook_post.create')}
      </Button>
      <CreateFacebookPostDialog
        artistId={artistId}
        open={open}
        onClose={() => setOpen(false)}
        onCreated={onCreated}
      />
    </>
  );
};
