import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  Alert,
  Button,
  Grid,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { Artist } from '@/api/types';
import { SectionCard } from '@/components/detail/SectionCard';
import { PreviewRunView } from './PreviewRunView';
import { PREVIEW_PLATFORMS, usePreviewRuns, type PreviewPlatform } from './usePreviewRuns';

/**
 * Sample posts for one platform, or (beyond the spec) for every platform side by side. The
 * contract's preview takes only a platform, so posts are written with the SAVED card.
 */
export const VoicePreviews = ({ artist }: { artist: Artist }) => {
  const translate = useTranslate();
  const { isDirty } = useFormState();
  const [platform, setPlatform] = useState<PreviewPlatform>('instagram');
  // The last platform asked for stays in view while another is being chosen.
  const [shown, setShown] = useState<PreviewPlatform>();
  const single = usePreviewRuns(artist.id);
  const all = usePreviewRuns(artist.id);
  const platformName = (value: PreviewPlatform) =>
    translate(`app.artists.voice_card.preview.platforms.${value}`);

  return (
    <SectionCard title={translate('app.artists.voice_card.preview.title')}>
      <Stack spacing={2}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('app.artists.voice_card.preview.uses_saved')}
        </Typography>
        {isDirty && (
          <Alert severity="warning">
            {translate('app.artists.voice_card.preview.unsaved_hint')}
          </Alert>
        )}
        <Stack
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <ToggleButtonGroup
            exclusive
            size="small"
            value={platform}
            onChange={(_, next: PreviewPlatform | null) => next && setPlatform(next)}
            aria-label={translate('app.artists.voice_card.preview.platform')}
          >
            {PREVIEW_PLATFORMS.map((value) => (
              <ToggleButton key={value} value={value}>
                {platformName(value)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Button
            variant="contained"
            startIcon={<AutoAwesomeIcon />}
            disabled={single.running}
            onClick={() => {
              setShown(platform);
              void single.generate([platform]);
            }}
          >
            {translate('app.artists.voice_card.preview.generate')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<ViewColumnIcon />}
            disabled={all.running}
            onClick={() => void all.generate(PREVIEW_PLATFORMS)}
          >
            {translate('app.artists.voice_card.preview.generate_all')}
          </Button>
        </Stack>
        {shown && <PreviewRunView artist={artist} platform={shown} run={single.runs[shown]} />}
        {Object.keys(all.runs).length > 0 && (
          <Stack
            component="section"
            aria-label={translate('app.artists.voice_card.preview.all_title')}
            spacing={1}
          >
            <Typography component="h3" variant="subtitle1">
              {translate('app.artists.voice_card.preview.all_title')}
            </Typography>
            <Grid container spacing={2}>
              {PREVIEW_PLATFORMS.map((value) => (
                <Grid key={value} size={{ xs: 12, md: 4 }}>
                  <PreviewRunView artist={artist} platform={value} run={all.runs[value]} />
                </Grid>
              ))}
            </Grid>
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
};
