import { Box, Stack } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { DefaultMarker } from './DefaultMarker';
import type { LineField } from '@/api/voiceCardDefaults';

/** A multi-value field of the voice card: a text area holding one item per line. */
export const LinesInput = ({ source, minRows = 3 }: { source: LineField; minRows?: number }) => {
  const translate = useTranslate();
  const label = translate(`app.artists.voice_card.fields.${source}`);
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', minHeight: 32 }}>
        <DefaultMarker source={source} label={label} />
      </Stack>
      <TextInput
        source={source}
        label={label}
        helperText={`app.artists.voice_card.helpers.${source}`}
        multiline
        minRows={minRows}
      />
    </Box>
  );
};
