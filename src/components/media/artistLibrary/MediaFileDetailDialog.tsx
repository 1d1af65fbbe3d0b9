import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { mediaFileUrl } from '@/api/mediaUrls';
import type { MediaFile } from '@/api/types';
import { ConfirmDeleteDialog } from '../../delete/ConfirmDeleteDialog';
import { useAuthenticatedObjectUrl } from '../../useAuthenticatedObjectUrl';
import { MediaFileFacts } from './MediaFileFacts';
import { MediaPreview } from './MediaPreview';
import { useDeleteMediaFile } from './useDeleteMediaFile';

export interface MediaFileDetailDialogProps {
  artistId: number;
  /** Kept while the dialog closes, so its content does not vanish mid-transition. */
  file: MediaFile | null;
  open: boolean;
  onClose: () => void;
}

export const MediaFileDetailDialog = ({
  artistId,
  file,
  open,
  onClose,
}: MediaFileDetailDialogProps) => {
  const titleId = useId();
  return (
    <Dialog
      open={open && !!file}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
    >
      {file && (
        <DetailContent artistId={artistId} file={file} titleId={titleId} onClose={onClose} />
      )}
    </Dialog>
  );
};

const DetailContent = ({
  artistId,
  file,
  titleId,
  onClose,
}: {
  artistId: number;
  file: MediaFile;
  titleId: string;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteMediaFile(artistId, onClose);
  // The same query as the preview's, so the bytes are fetched once for both.
  const download = useAuthenticatedObjectUrl(mediaFileUrl(file.id));

  return (
    <>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {file.original_filename}
      </DialogTitle>
      <DialogContent dividers>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Box sx={{ flex: 3, minWidth: 0 }}>
            <MediaPreview file={file} />
          </Box>
          <Box sx={{ flex: 2, minWidth: 0 }}>
            <MediaFileFacts file={file} />
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3 }}>
        <Button
          color="error"
          startIcon={<DeleteIcon />}
          onClick={() => setConfirming(true)}
          disabled={remove.isPending}
        >
          {translate('app.media.detail.delete')}
        </Button>
        <Stack direction="row" spacing={1}>
          <Button
            component="a"
            href={download.url ?? undefined}
            download={file.original_filename}
            startIcon={<DownloadIcon />}
            disabled={download.status !== 'ready'}
          >
            {translate('app.media.detail.download')}
          </Button>
          <Button variant="contained" onClick={onClose}>
            {translate('app.media.detail.close')}
          </Button>
        </Stack>
      </DialogActions>
      <ConfirmDeleteDialog
        open={confirming}
        pending={remove.isPending}
        title={translate('app.media.detail.delete_title', { name: file.original_filename })}
        content={translate('app.media.detail.delete_confirm', { name: file.original_filename })}
        onConfirm={() => remove.mutate(file, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
};
