// Generate the checklist with a buffer in days; it replaces the old one, so it asks first.
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '@/components/confirm/ConfirmDialog';
import { useDialogDirty } from '@/components/guardedDialog/guardContext';
import { useGenerateChecklist } from './useChecklistMutations';

const KEY = 'app.campaigns.materials.checklist';
export const DEFAULT_BUFFER_DAYS = 7;
// The contract's range for buffer_days.
const MIN_BUFFER = 0;
const MAX_BUFFER = 60;

export const GenerateChecklistForm = ({ campaignId }: { campaignId: number }) => {
  const translate = useTranslate();
  const [buffer, setBuffer] = useState(String(DEFAULT_BUFFER_DAYS));
  // The buffer last used to generate: a different one typed would be lost on closing.
  const [used, setUsed] = useState(buffer);
  useDialogDirty(buffer !== used);
  const [confirming, setConfirming] = useState(false);
  const generate = useGenerateChecklist(campaignId);
  const days = Number(buffer);
  const valid =
    buffer.trim() !== '' && Number.isInteger(days) && days >= MIN_BUFFER && days <= MAX_BUFFER;

  return (
    <>
      <Stack
        component="form"
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) setConfirming(true);
        }}
      >
        <TextField
          type="number"
          size="small"
          label={translate(`${KEY}.buffer_days`)}
          helperText={translate(`${KEY}.buffer_hint`)}
          value={buffer}
          onChange={(event) => setBuffer(event.target.value)}
          error={!valid}
          slotProps={{ htmlInput: { min: MIN_BUFFER, max: MAX_BUFFER, step: 1 } }}
          sx={{ width: 240 }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<PlaylistAddCheckIcon />}
          disabled={!valid || generate.isPending}
          sx={{ mt: 0.25 }}
        >
          {translate(generate.isPending ? `${KEY}.generating` : `${KEY}.generate`)}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        pending={generate.isPending}
        title={translate(`${KEY}.confirm_title`, { smart_count: days })}
        content={translate(`${KEY}.confirm_content`, { smart_count: days })}
        confirmLabel={translate('ra.action.confirm')}
        cancelLabel={translate('ra.action.cancel')}
        onConfirm={() => {
          generate.mutate(days, {
            onSuccess: () => setUsed(buffer),
            onSettled: () => setConfirming(false),
          });
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
};
