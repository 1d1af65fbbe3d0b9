// Not connected yet: the invitation the artist connects from. Once sent, the e-mail it went to
// and the link itself (to pass on another way) are shown; the server keeps no trace of a
// pending invitation in the accounts, so "invitation sent" is what this browser sent
// (components/social/sentInvitations.ts), here and on the /social-media screen alike.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import SendIcon from '@mui/icons-material/Send';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { SentInvitation } from '@/components/social/sentInvitations';
import { useSendFacebookInvitation } from '@/components/social/useSendFacebookInvitation';
import { useToast } from '@/components/toasts/useToast';

const KEY = 'app.artists.social.facebook';

export interface FacebookInvitationProps {
  artistId: number;
  invitation: SentInvitation | undefined;
}

export const FacebookInvitation = ({ artistId, invitation }: FacebookInvitationProps) => {
  const translate = useTranslate();
  const toast = useToast();
  const sendInvitation = useSendFacebookInvitation();
  const send = useMutation({
    mutationFn: () => sendInvitation(artistId),
    onError: (error) => toast.failure(error, `${KEY}.send_failed`),
  });

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(`${KEY}.link_copied`);
    } catch {
      toast.error(`${KEY}.copy_failed`);
    }
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{translate(`${KEY}.invite_text`)}</Typography>
      <Button
        variant={invitation ? 'outlined' : 'contained'}
        startIcon={<SendIcon />}
        loading={send.isPending}
        onClick={() => send.mutate()}
      >
        {translate(`${KEY}.${invitation ? 'send_again' : 'send_invitation'}`)}
      </Button>
      {invitation && (
        <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 640 }}>
          <Typography role="status">
            {translate(`${KEY}.invitation_sent_to`, { email: invitation.email })}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              fullWidth
              size="small"
              label={translate(`${KEY}.invitation_link`)}
              value={invitation.invitationUrl}
              slotProps={{ input: { readOnly: true } }}
            />
            <Button
              startIcon={<ContentCopyIcon />}
              onClick={() => void copy(invitation.invitationUrl)}
              sx={{ flexShrink: 0 }}
            >
              {translate(`${KEY}.copy_link`)}
            </Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
};
