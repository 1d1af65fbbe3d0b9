import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SectionCard } from '@/components/detail/SectionCard';
import { useFormatPercent } from '@/lib/numbers';
import { BOUNDS, totalOf } from '../settingsValues';
import { BoundedNumberInput } from './BoundedNumberInput';

export interface PercentGroupProps {
  /** The group's path, e.g. `campaignSettings.phase_distribution`. */
  source: string;
  keys: readonly string[];
  titleKey: string;
}

/** Percentages that should total 100: the total says whether they do, and never blocks a save. */
export const PercentGroup = ({ source, keys, titleKey }: PercentGroupProps) => {
  const translate = useTranslate();
  // Typed to the hundredth: the total keeps its decimals (99.99 % is not 100 %).
  const formatPercent = useFormatPercent(2);
  const values = useWatch({ name: source }) as Record<string, number | null> | undefined;
  // Rounded to hide float noise (33.3 + 33.3 + 33.4); 100 exactly is the valid total.
  const total = Math.round(totalOf(values) * 100) / 100;
  const valid = total === 100;
  return (
    <SectionCard title={translate(titleKey)}>
      {/* Side by side while they fit, then wrapped: on one line, three of them widened the page
          past a tablet's screen in Spanish. */}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {keys.map((key) => (
          <BoundedNumberInput
            key={key}
            source={`${source}.${key}`}
            label={`app.settings.fields.${key}`}
            min={BOUNDS.percent.min}
            max={BOUNDS.percent.max}
          />
        ))}
      </Stack>
      <Typography
        role="status"
        sx={{ fontWeight: 600, color: valid ? 'success.main' : 'error.main' }}
      >
        {translate(valid ? 'app.settings.total_valid' : 'app.settings.total_invalid', {
          total: formatPercent(total / 100),
          required: formatPercent(1),
        })}
      </Typography>
    </SectionCard>
  );
};
