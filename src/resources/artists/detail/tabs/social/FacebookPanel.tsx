// The Facebook tab: not connected → invitation sent → connected (the artist completes the
// connection from the invitation), and Disconnect back to not connected. The state, its chip and
// the invitations sent are the ones the roster's /social-media screen shows (components/social).
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SocialAccount } from '@/api/types';
import { facebookStateOf } from '@/components/social/facebookState';
import { FacebookStateChip } from '@/components/social/FacebookStateChip';
import { useSentInvitations } from '@/components/social/sentInvitations';
import { facebookAccount } from '@/components/social/socialAccounts';
import { DATE_TIME_OPTIONS, useFormatDate } from '@/lib/dates';
import { FacebookDisconnect } from './FacebookDisconnect';
import { FacebookInsights } from './FacebookInsights';
import { FacebookInvitation } from './FacebookInvitation';
import { SocialAccountsGate } from './SocialAccountsGate';
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
  const { invitationOf } = useSentInvitations();
  const invitation = invitationOf(artistId);
  const state = facebookStateOf(account, invitation);
  const connected = state === 'connected';
  const pageName = account?.display_name ?? '';

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <FacebookStateChip state={state} />
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
        <FacebookInvitation artistId={artistId} invitation={invitation} />
      )}
    </Stack>
  );
};
