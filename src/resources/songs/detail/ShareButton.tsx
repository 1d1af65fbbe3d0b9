import ShareIcon from '@mui/icons-material/Share';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Song } from '@/api/types';
import { useCopyText } from '@/components/useCopyText';
import { songPath } from '../paths';

/**
 * Copies the song's link. Without a usable clipboard (an insecure origin, a refused
 * permission) the link is shown in a toast that stays until closed, so it can be copied by hand.
 */
export const ShareButton = ({ song }: { song: Pick<Song, 'id'> }) => {
  const translate = useTranslate();
  const copy = useCopyText('app.songs.detail.share.copied', 'app.songs.detail.share.manual');
  const share = () => copy(`${window.location.origin}${songPath(song.id)}`);

  return (
    <Button variant="outlined" onClick={share} startIcon={<ShareIcon />}>
      {translate('app.songs.detail.actions.share')}
    </Button>
  );
};
