import RefreshIcon from '@mui/icons-material/Refresh';
import { CircularProgress, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FacebookStateChip } from '../../components/social/FacebookStateChip';
import { serverMessageOr } from '../../lib/errorMessage';
import type { ArtistFacebook } from './usePageFacebookStates';

const KEY = 'app.social_media';

/** The artist's Facebook state: read, being read, or failed with a retry. */
export const FacebookCell = ({ name, facebook }: { name: string; facebook: ArtistFacebook }) => {
  const translate = useTranslate();
  if (facebook.state) return <FacebookStateChip state={facebook.state} />;
  if (facebook.isPending) {
    return <CircularProgress size={20} aria-label={translate(`${KEY}.table.loading`, { name })} />;
  }
  const message = serverMessageOr(facebook.error, `${KEY}.state_failed`);
  const retryLabel = translate(`${KEY}.state_retry`, { name });
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color="error">
        {translate(message, { _: message })}
      </Typography>
      <Tooltip title={retryLabel}>
        <IconButton size="small" aria-label={retryLabel} onClick={facebook.retry}>
          <RefreshIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
};
