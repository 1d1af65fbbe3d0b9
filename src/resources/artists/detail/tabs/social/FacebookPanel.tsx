// The Facebook tab: not connected → invitation sent → connected (the artist completes the
// connection from the invitation), and Disconnect back to not connected.
import { Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FacebookInvitation as Invitation, SocialAccount } from '../../../../../api/types';
import { DATE_TIME_OPTIONS, useFormatDate } from '../../../../../lib/dates';
import { FacebookDisconnect } from './FacebookDisconnect';
import { FacebookInsights } from './FacebookInsights';
import { FacebookInvitation } from './FacebookInvitation';
import { SocialAccountsGate } from './SocialAccountsGate';
import { facebookAccount } from './socialQueries';
import type { Schedule } from './useDelayedCall';

const KEY = 'app.artists.social.facebook';

export const FacebookPanel = ({
  artistId,
  schedule,
}: {
  artistId: number;
  schedule?: Schedule;
}) => (
  <SocialAccountsGate artistId={artistId} labelKey={`${KEY}.title`}>
    {(accounts) => (
      <FacebookConnection
        artistId={artistId}
        account={facebookAccount(accounts)}
        schedule={schedule}
      />
    )}
  </SocialAccountsGate>
);

interface FacebookConnectionProps {
  artistId: number;
  account: SocialAccount | undefined;
  schedule?: Schedule;
}

const FacebookConnection = ({ artistId, account, schedule }: FacebookConnectionProps) => {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const connected = account?.is_connected ?? false;
  const state = connected ? 'connected' : invitation ? 'invitation_sent' : 'not_connected';
  const pageName = account?.display_name ?? '';

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Chip
          color={connected ? 'success' : state === 'invitation_sent' ? 'info' : 'default'}
          label={translate(`${KEY}.${state}`)}
        />
        {connected && (
          <>
            <Typography>{translate(`${KEY}.connected_as`, { name: pageName })}</Typography>
            <Typography variant="body2" color="text.secondary">
              {account?.last_sync_at
                ? translate(`${KEY}.last_sync`, {
                    date: formatDate(account.last_sync_at, DATE_TIME_OPTIONS),
                  })
                : translate(`${KEY}.never_synced`)}
            </Typography>
            <FacebookDisconnect artistId={artistId} pageName={pageName} />
          </>
        )}
      </Stack>
      {connected ? (
        <FacebookInsights artistId={artistId} schedule={schedule} />
      ) : (
        <FacebookInvitation artistId={artistId} invitation={invitation} onSent={setInvitation} />
      )}
    </Stack>
  );
};
