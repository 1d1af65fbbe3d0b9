import { Chip, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { platformName } from '@/lib/platformName';
import { CAMPAIGN_PLATFORMS } from '../campaignOptions';

/** The platforms every campaign covers: shown, not chosen (spec 02 §2). */
export const PlatformCoverage = ({ error }: { error?: string }) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('app.campaigns.wizard.final.platforms')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {translate('app.campaigns.wizard.final.platforms_hint')}
      </Typography>
      <Stack direction="row" component="ul" sx={{ gap: 1, flexWrap: 'wrap', p: 0, m: 0 }}>
        {CAMPAIGN_PLATFORMS.map((platform) => (
          <Chip key={platform} component="li" label={platformName(platform)} />
        ))}
      </Stack>
      {error && (
        <Typography variant="body2" color="error" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </section>
  );
};
