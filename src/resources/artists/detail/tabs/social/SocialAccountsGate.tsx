// The accounts both the Connections and the Facebook tabs start from: progress while they are
// read, the failure in place (server's words first) with a retry, then the tab itself.
import { Alert, Button, LinearProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { SocialAccount } from '@/api/types';
import { serverMessageOr } from '@/lib/errorMessage';
import { useSocialAccounts } from '@/components/social/socialAccounts';

const LOAD_FAILED = 'app.artists.social.connections.load_failed';

export interface SocialAccountsGateProps {
  artistId: number;
  /** i18n key naming the progress bar. */
  labelKey: string;
  children: (accounts: SocialAccount[]) => ReactNode;
}

export const SocialAccountsGate = ({ artistId, labelKey, children }: SocialAccountsGateProps) => {
  const translate = useTranslate();
  const accounts = useSocialAccounts(artistId);
  // A failed re-read keeps what was read before on screen.
  if (accounts.data) return children(accounts.data);
  if (accounts.isPending) return <LinearProgress aria-label={translate(labelKey)} />;
  const message = serverMessageOr(accounts.error, LOAD_FAILED);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void accounts.refetch()}>
          {translate('app.retry')}
        </Button>
      }
    >
      {translate(message, { _: message })}
    </Alert>
  );
};
