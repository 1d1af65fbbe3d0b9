import { useTranslate } from 'react-admin';
import { SliderInput } from '@/components/SliderInput';
import { DefaultMarker } from './DefaultMarker';
import { SLIDER_MAX, SLIDER_MIN, type VoiceSlider } from '@/api/voiceCardDefaults';

/** One tone slider (1 to 10) of the voice card, marked when it differs from its default. */
export const VoiceSliderInput = ({ source }: { source: VoiceSlider }) => {
  const translate = useTranslate();
  const label = translate(`app.artists.voice_card.fields.${source}`);
  return (
    <SliderInput
      source={source}
      label={label}
      min={SLIDER_MIN}
      max={SLIDER_MAX}
      marks
      beside={<DefaultMarker source={source} label={label} />}
    />
  );
};
