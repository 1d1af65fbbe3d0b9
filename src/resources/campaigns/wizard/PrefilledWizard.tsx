// A new campaign whose artist and album were chosen before the wizard opened: the album is read
// first (its title and its artist's name are what step 1 shows), then the wizard opens on step 1
// with both chosen, where the user can still change them.
import CloseIcon from '@mui/icons-material/Close';
import {
  CircularProgress,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import type { Album, Campaign } from '@/api/types';
import type { NewCampaignRequest } from '../paths';
import type { WizardStart } from './useWizardState';
import { WizardDialog } from './WizardDialog';
import { useLoadFailureToast } from './WizardLoadError';

const T = 'app.campaigns.wizard';

export interface PrefilledWizardProps {
  prefill: NewCampaignRequest;
  onClose: () => void;
  onSaved: (campaign: Campaign, mode: 'create' | 'edit') => void;
}

/** The album's own artist wins over the one asked for: an album belongs to one artist. */
const startOf = (album: Album): WizardStart => ({
  artist: { id: album.artist_id, name: album.artist_name },
  album: { id: album.id, title: album.title },
});

export const PrefilledWizard = ({ prefill, onClose, onSaved }: PrefilledWizardProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const album = useGetOne<Album>('albums', { id: prefill.albumId }, { retry: false });
  // Unreadable (gone, or the server failing): the wizard opens without the choice, which the
  // user then makes on step 1, and a toast says why.
  useLoadFailureToast(album.error);

  if (album.data || album.isError) {
    return (
      <WizardDialog
        start={album.data ? startOf(album.data) : undefined}
        onClose={onClose}
        onSaved={onSaved}
      />
    );
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {translate(`${T}.title_new`)}
      </DialogTitle>
      <IconButton
        aria-label={translate('ra.action.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={18} aria-hidden />
          <Typography variant="body2">{translate(`${T}.album.loading`)}</Typography>
        </Stack>
      </DialogContent>
    </Dialog>
  );
};
