import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DATE_TIME_OPTIONS, useFormatDate } from '../../lib/dates';
import type { ArtistFacebook } from './usePageFacebookStates';

const KEY = 'app.social_media.details';

/** What goes with the state: the page and its last sync, or where and when the invitation went. */
export const FacebookDetails = ({ facebook }: { facebook: ArtistFacebook }) => {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const { state, account, invitation } = facebook;
  if (state === 'connected') {
    return (
      <>
        <Typography variant="body2">
          {translate(`${KEY}.page`, { name: account?.display_name ?? '—' })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {account?.last_sync_at
            ? translate(`${KEY}.last_sync`, {
                date: formatDate(account.last_sync_at, DATE_TIME_OPTIONS),
              })
            : translate(`${KEY}.never_synced`)}
        </Typography>
      </>
    );
  }
  if (state === 'invitation_sent' && invitation) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(`${KEY}.sent`, {
          email: invitation.email,
          date: formatDate(invitation.sentAt, DATE_TIME_OPTIONS),
        })}
      </Typography>
    );
  }
  return null;
};
