import { Alert, Button, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { Artist } from '@/api/types';
import { useLoadFailureToast } from '@/components/toasts/useLoadFailureToast';
import { useVoiceCard, useVoiceCardWrites } from './voiceCard/useVoiceCard';
import { VoiceCardForm } from './voiceCard/VoiceCardForm';
import { toFormValues } from './voiceCard/voiceCardValues';

/** The artist's voice card (spec 2): read when the tab is first shown, edited in place. */
export const VoiceCardTab = ({ artist }: { artist: Artist }) => {
  const translate = useTranslate();
  const { data, error, isPending, refetch, isRefetching } = useVoiceCard(artist.id);
  const writes = useVoiceCardWrites(artist.id);
  useLoadFailureToast([error], 'app.artists.voice_card.load_failed');

  // Each stored card is a new object (useVoiceCard), so after a save or a reset the form
  // starts again from what the server answered.
  const record = useMemo(
    () => (data ? toFormValues(artist.id, data) : undefined),
    [artist.id, data],
  );

  if (isPending) {
    return <Typography role="status">{translate('app.artists.voice_card.loading')}</Typography>;
  }
  if (!data || !record) {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'center', py: 6 }}>
        <Typography color="error">{translate('app.artists.voice_card.load_failed')}</Typography>
        <Button variant="outlined" onClick={() => void refetch()} loading={isRefetching}>
          {translate('app.retry')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Alert severity={data.exists ? 'success' : 'info'}>
        {translate(
          data.exists
            ? 'app.artists.voice_card.status.saved'
            : 'app.artists.voice_card.status.defaults',
        )}
      </Alert>
      <VoiceCardForm artist={artist} record={record} writes={writes} />
    </Stack>
  );
};
