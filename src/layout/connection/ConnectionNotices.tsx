import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Alert, Box, CircularProgress } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import {
  browserOnline,
  reconnectingStatus,
  subscribeOnline,
  type ReconnectingStatus,
} from '../../api/connectionStatus';

/**
 * The shell's word on the connection, at the top of every page: offline (nothing can be saved
 * until it returns), or reconnecting while a failed token refresh is tried again. One polite
 * live region, always there, so that a screen reader hears the change without losing its
 * place; not a toast, which would come and go and could cover the page's actions.
 */
export const ConnectionNotices = ({
  status = reconnectingStatus,
}: {
  status?: ReconnectingStatus;
}) => {
  const translate = useTranslate();
  const online = useSyncExternalStore(subscribeOnline, browserOnline, () => true);
  const reconnecting = useSyncExternalStore(status.subscribe, status.get, () => false);
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'sticky',
        top: 0,
        // Empty, it takes no room; it stays in the page so that what appears is announced.
        zIndex: (theme) => theme.zIndex.appBar - 1,
      }}
    >
      {!online ? (
        // role "none": the region around it speaks, politely; an Alert is assertive.
        <Alert role="none" severity="warning" icon={<CloudOffIcon />} sx={{ mb: 1 }}>
          {translate('app.connection.offline_banner')}
        </Alert>
      ) : reconnecting ? (
        <Alert
          role="none"
          severity="info"
          variant="outlined"
          icon={<CircularProgress size={18} aria-hidden />}
          sx={{ mb: 1, bgcolor: 'background.paper' }}
        >
          {translate('app.connection.reconnecting')}
        </Alert>
      ) : null}
    </Box>
  );
};
