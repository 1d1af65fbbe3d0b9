import { Grid, Stack } from '@mui/material';
import { required, SelectInput, useTranslate } from 'react-admin';
import type { Artist } from '@/api/types';
import { isSaveCancelled, useKeptTheirsToast } from '@/components/colleagues';
import { SectionCard } from '@/components/detail/SectionCard';
import { FormDraft } from '@/components/drafts';
import { OneNoticeForm } from '@/components/forms/OneNoticeForm';
import { useToast } from '@/components/toasts/useToast';
import { clearDraft } from '@/providers/drafts/draftStore';
import { serverMessageOr } from '@/lib/errorMessage';
import { DefaultMarker } from './DefaultMarker';
import { LinesInput } from './LinesInput';
import { VoicePreviews } from './preview/VoicePreviews';
import { useUnsavedTabNotice } from './useUnsavedTabNotice';
import type { useVoiceCardWrites } from './useVoiceCard';
import { useVoiceCardColleagues } from './useVoiceCardColleagues';
import { VoiceCardToolbar } from './VoiceCardToolbar';
import { VoiceSliderInput } from './VoiceSliderInput';
import { EMOJI_STYLES, VOICE_SLIDERS } from '@/api/voiceCardDefaults';
import type { VoiceCardFormValues } from './voiceCardValues';

const DRAFT_FORM = 'voice-card';

const EMOJI_CHOICES = EMOJI_STYLES.map((style) => ({
  id: style,
  name: `app.artists.voice_card.emoji.${style}`,
}));

const UnsavedTabNotice = () => {
  useUnsavedTabNotice();
  return null;
};

const EmojiStyleInput = () => {
  const translate = useTranslate();
  const label = translate('app.artists.voice_card.fields.emoji_style');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <SelectInput
        source="emoji_style"
        label={label}
        choices={EMOJI_CHOICES}
        validate={required()}
        sx={{ flexGrow: 1 }}
      />
      <DefaultMarker source="emoji_style" label={label} />
    </Stack>
  );
};

export interface VoiceCardFormProps {
  artist: Artist;
  record: VoiceCardFormValues;
  writes: ReturnType<typeof useVoiceCardWrites>;
}

/**
 * The card's fields in react-admin's Form. Save sends the whole card, a colleague's changes made
 * since the tab opened kept in it (useVoiceCardColleagues). A new `record` (the card the server
 * answered after a save or a reset) resets the form to it; a failed or cancelled save leaves the
 * edits in place.
 */
export const VoiceCardForm = ({ artist, record, writes }: VoiceCardFormProps) => {
  const translate = useTranslate();
  const toast = useToast();
  const keptTheirsToast = useKeptTheirsToast();
  const colleagues = useVoiceCardColleagues(artist.id, writes);

  const submit = async (values: Partial<VoiceCardFormValues>) => {
    try {
      const { keptTheirs } = await colleagues.save({ ...record, ...values });
      clearDraft(DRAFT_FORM, artist.id);
      toast.success('app.artists.voice_card.saved');
      keptTheirsToast(keptTheirs);
      return undefined;
    } catch (error) {
      if (isSaveCancelled(error)) {
        toast.info('app.colleagues.clash.cancelled');
        // An error keeps the form "not submitted successfully", so leaving still warns.
        return { root: { serverError: 'app.colleagues.clash.cancelled' } };
      }
      toast.failure(error, 'app.artists.voice_card.save_failed');
      // A submission error keeps the form "not submitted successfully", so leaving still warns.
      return {
        root: { serverError: serverMessageOr(error, 'app.artists.voice_card.save_failed') },
      };
    }
  };

  return (
    <OneNoticeForm record={record} onSubmit={submit}>
      {colleagues.guard}
      <UnsavedTabNotice />
      <FormDraft form={DRAFT_FORM} recordId={artist.id} />
      <Stack spacing={2}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <SectionCard title={translate('app.artists.voice_card.sections.words')}>
              <LinesInput source="lexicon" />
              <EmojiStyleInput />
              <LinesInput source="casing_rules" minRows={2} />
              <LinesInput source="cadence_notes" minRows={2} />
            </SectionCard>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SectionCard title={translate('app.artists.voice_card.sections.tone')}>
              {VOICE_SLIDERS.map((slider) => (
                <VoiceSliderInput key={slider} source={slider} />
              ))}
            </SectionCard>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SectionCard title={translate('app.artists.voice_card.sections.boundaries')}>
              <LinesInput source="taboos" />
              <LinesInput source="factual_boundaries" />
            </SectionCard>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SectionCard title={translate('app.artists.voice_card.sections.platforms')}>
              <LinesInput source="platform_nuances" minRows={4} />
            </SectionCard>
          </Grid>
        </Grid>
        <VoiceCardToolbar onReset={writes.reset} />
        <VoicePreviews artist={artist} />
      </Stack>
    </OneNoticeForm>
  );
};
