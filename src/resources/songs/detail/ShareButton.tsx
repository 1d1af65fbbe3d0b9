import ShareIcon from '@mui/icons-material/Share';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Song } from '../../../api/types';
import { useToast } from '../../../layout/toasts/useToast';
import { songPath } from '../paths';

/**
 * Copies the song's link. Without a usable clipboard (an insecure origin, a refused
 * permission) the link is shown in a toast that stays until closed, so it can be copied by hand.
 */
export const ShareButton = ({ song }: { song: Pick<Song, 'id'> }) => {
  const translate = useTranslate();
  const toast = useToast();

  const share = async () => {
    const url = `${window.location.origin}${songPath(song.id)}`;
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      toast.success('app.songs.detail.share.copied');
    } catch {
      // null keeps the toast until it is closed, whichever notification component shows it.
      toast.info('app.songs.detail.share.manual', { messageArgs: { url }, autoHideDuration: null });
    }
  };

  return (
    <Button variant="outlined" onClick={share} startIcon={<ShareIcon />}>
      {translate('app.songs.detail.actions.share')}
    </Button>
  );
};
