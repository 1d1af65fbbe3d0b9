// Every choice of the wizard, as it will be saved, before the user creates the campaign.
import { Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { DetailList } from '@/components/detail/DetailList';
import { useFormatDate } from '@/lib/dates';
import { budgetAmount, budgetText } from '../budget/budgetRules';
import { useFormatMoney } from '../budget/useFormatMoney';
import { platformName } from '@/lib/platformName';
import { CAMPAIGN_PLATFORMS, CONTENT_LANGUAGES } from '../campaignOptions';
import type { WizardValues } from '../wizardValues';

const T = 'app.campaigns.wizard';

export const WizardSummary = ({
  values,
  minBudget,
}: {
  values: WizardValues;
  minBudget: number;
}) => {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const budget = budgetAmount(budgetText(values.budget, minBudget));
  const language = (code: string) => translate(`${T}.final.language.${code}`);
  const label = (key: string) => translate(`${T}.summary.${key}`);
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} component="h4" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(`${T}.final.summary`)}
      </Typography>
      <DetailList
        items={[
          { label: label('artist'), value: values.artist?.name },
          { label: label('album'), value: values.album?.title },
          { label: label('name'), value: values.name.trim() },
          { label: label('launch_date'), value: formatDate(values.launchDate) },
          { label: label('description'), value: values.description.trim() },
          { label: label('budget'), value: budget === null ? '' : formatMoney(budget) },
          {
            label: label('languages'),
            value: CONTENT_LANGUAGES.filter((code) => values.languages.includes(code))
              .map(language)
              .join(', '),
          },
          { label: label('production_language'), value: language(values.productionLanguage) },
          { label: label('materials_language'), value: language(values.materialsLanguage) },
          { label: label('video_type'), value: translate(`${T}.final.video.${values.videoType}`) },
          { label: label('live_posts'), value: label(values.livePosts ? 'yes' : 'no') },
          {
            label: label('platforms'),
            value: CAMPAIGN_PLATFORMS.map(platformName).join(', '),
          },
        ]}
      />
    </section>
  );
};
