import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { ConfirmDialog } from '@/components/confirm/ConfirmDialog';
import { useToast } from '@/components/toasts/useToast';
import type { LabelDataProvider } from '@/providers/data';
import { useSentInvitations } from '@/components/social/sentInvitations';
import { socialAccountsKey } from '@/components/social/socialAccounts';
import { facebookInsightsKey } from './socialQueries';

const KEY = 'app.artists.social.facebook';

/**
 * Disconnect, asked first; the accounts are read again, the insights dropped, and an invitation
 * sent before the connection no longer counts: the artist is back to not connected.
 */
export const FacebookDisconnect = ({
  artistId,
  pageName,
}: {
  artistId: number;
  pageName: string;
}) => {
  const translate = useTranslate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LabelDataProvider>();
  const { forget } = useSentInvitations();
  const [asking, setAsking] = useState(false);
  const disconnect = useMutation({
    mutationFn: () => dataProvider.disconnectFacebook(artistId),
    onSuccess: async ({ message }) => {
      toast.success(
        message ?? `${KEY}.disconnected`,
        message ? { messageArgs: { _: message } } : {},
      );
      forget(artistId);
      queryClient.removeQueries({ queryKey: facebookInsightsKey(artistId) });
      await queryClient.invalidateQueries({ queryKey: socialAccountsKey(artistId) });
      setAsking(false);
    },
    onError: (error) => {
      toast.failure(error, `${KEY}.disconnect_failed`);
      setAsking(false);
    },
  });

  return (
    <>
      <Button color="error" startIcon={<LinkOffIcon />} onClick={() => setAsking(true)}>
        {translate(`${KEY}.disconnect`)}
      </Button>
      <ConfirmDialog
        open={asking}
        title={translate(`${KEY}.disconnect_title`)}
        content={translate(`${KEY}.disconnect_text`, { name: pageName })}
        cancelLabel={translate('ra.action.cancel')}
        confirmLabel={translate(`${KEY}.disconnect`)}
        confirmIcon={<LinkOffIcon />}
        pending={disconnect.isPending}
        onConfirm={() => disconnect.mutate()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
};
