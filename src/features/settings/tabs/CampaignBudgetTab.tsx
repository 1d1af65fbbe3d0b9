import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionCard } from '@/components/detail/SectionCard';
import { BoundedNumberInput } from '../parts/BoundedNumberInput';
import { PercentGroup } from '../parts/PercentGroup';
import { ALLOCATIONS, PHASES } from '@/api/settingsDefaults';
import { BOUNDS } from '../settingsValues';

export const CampaignBudgetTab = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <PercentGroup
        source="campaignSettings.phase_distribution"
        keys={PHASES}
        titleKey="app.settings.sections.phase_distribution"
      />
      <PercentGroup
        source="campaignSettings.platform_allocation"
        keys={ALLOCATIONS}
        titleKey="app.settings.sections.platform_allocation"
      />
      <SectionCard title={translate('app.settings.sections.campaign_defaults')}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
        >
          <BoundedNumberInput
            source="campaignSettings.default_campaign_duration"
            label="app.settings.fields.default_campaign_duration"
            {...BOUNDS.duration}
          />
          <BoundedNumberInput
            source="campaignSettings.min_budget_per_campaign"
            label="app.settings.fields.min_budget_per_campaign"
            {...BOUNDS.minBudget}
          />
        </Stack>
      </SectionCard>
    </Stack>
  );
};
