import { Stack } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Campaign } from '@/api/types';
import { DetailList } from '../../detail/DetailList';
import { useFormatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { LaunchCountdown } from './LaunchCountdown';

const KEY = 'app.campaigns.screen.card';

/** Artist, album, launch date (and how far off it is) and budget, as a description list. */
export const CampaignFacts = ({ campaign }: { campaign: Campaign }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formatDate = useFormatDate();
  return (
    <DetailList
      items={[
        { label: translate(`${KEY}.artist`), value: campaign.artist_name },
        { label: translate(`${KEY}.album`), value: campaign.album_title },
        {
          label: translate(`${KEY}.launch_date`),
          value: campaign.launch_date && (
            <Stack component="span">
              <time dateTime={campaign.launch_date}>{formatDate(campaign.launch_date)}</time>
              <LaunchCountdown launchDate={campaign.launch_date} />
            </Stack>
          ),
        },
        {
          label: translate(`${KEY}.budget`),
          value: formatMoney(campaign.total_budget, campaign.currency, locale),
        },
      ]}
    />
  );
};
