import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { SaveButton, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../../../../components/confirm/ConfirmDialog';
import { useToast } from '../../../../../layout/toasts/useToast';

/** Save, and Reset to defaults after a confirmation (`onReset` stores the card answered). */
export const VoiceCardToolbar = ({ onReset }: { onReset: () => Promise<unknown> }) => {
  const translate = useTranslate();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [resetting, setResetting] = useState(false);

  const confirmReset = async () => {
    setResetting(true);
    try {
      await onReset();
      toast.success('app.artists.voice_card.reset_done');
      setAsking(false);
    } catch (error) {
      toast.failure(error, 'app.artists.voice_card.reset_failed');
    } finally {
      setResetting(false);
    }
  };

  return (
    <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <SaveButton />
      <Button
        variant="outlined"
        color="warning"
        startIcon={<RestartAltIcon />}
        onClick={() => setAsking(true)}
      >
        {translate('app.artists.voice_card.reset')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={translate('app.artists.voice_card.reset_title')}
        content={translate('app.artists.voice_card.reset_content')}
        cancelLabel={translate('ra.action.cancel')}
        confirmLabel={translate('app.artists.voice_card.reset_confirm')}
        confirmIcon={<RestartAltIcon />}
        pending={resetting}
        onConfirm={() => void confirmReset()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
};
