import { Box, Slider, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { SLIDER_MAX, SLIDER_MIN, type VoiceSlider } from './voiceCardValues';
import { DefaultMarker } from './DefaultMarker';

/** One tone slider (1 to 10) of the voice card, named by its label, with its value in sight. */
export const VoiceSliderInput = ({ source }: { source: VoiceSlider }) => {
  const translate = useTranslate();
  const labelId = useId();
  const { field } = useInput({ source });
  const label = translate(`app.artists.voice_card.fields.${source}`);
  const value = typeof field.value === 'number' ? field.value : Number(field.value);
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 32 }}>
        <Typography id={labelId} variant="body2" sx={{ flexGrow: 1 }}>
          {label}
        </Typography>
        <DefaultMarker source={source} label={label} />
        {/* The slider announces its own value; this is for the eye. */}
        <Typography variant="body2" aria-hidden sx={{ fontWeight: 600, minWidth: '2ch' }}>
          {value}
        </Typography>
      </Stack>
      <Slider
        name={field.name}
        value={value}
        min={SLIDER_MIN}
        max={SLIDER_MAX}
        step={1}
        marks
        valueLabelDisplay="auto"
        aria-labelledby={labelId}
        onChange={(_, next) => field.onChange(next)}
        onBlur={field.onBlur}
      />
    </Box>
  );
};
