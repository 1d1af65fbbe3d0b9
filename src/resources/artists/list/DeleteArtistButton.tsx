import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { Confirm, useDelete, useNotify, useTranslate } from 'react-admin';
import type { Artist } from '../../../api/types';
import { serverMessageOr } from '../../../lib/errorMessage';

/**
 * Deletes one artist after a confirmation. Pessimistic, so the toast reports what the server
 * did; useDelete refetches the list once the call has settled.
 */
export const DeleteArtistButton = ({ artist }: { artist: Artist }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete<Artist>();
  const label = translate('app.artists.list.delete');

  // The button sits in a clickable row: its clicks must not also open the artist.
  const ask = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
  };

  const confirm = () =>
    deleteOne(
      'artists',
      { id: artist.id, previousData: artist },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('app.artists.list.deleted', {
            type: 'success',
            messageArgs: { name: artist.stageName },
          });
        },
        onError: (error) => {
          setOpen(false);
          const message = serverMessageOr(error, 'app.artists.list.delete_failed');
          // `_` keeps a server text that happens to look like an i18n key from being swallowed.
          notify(message, { type: 'error', messageArgs: { _: message } });
        },
      },
    );

  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} color="error" size="small" onClick={ask}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.artists.list.delete_title"
        content={translate('app.artists.list.delete_confirm', { name: artist.stageName })}
        confirm="app.artists.list.delete"
        confirmColor="warning"
        ConfirmIcon={DeleteIcon}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
