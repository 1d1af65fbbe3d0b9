import { Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { now } from '@/lib/clock';
import { daysUntilLaunch } from './launchCountdown';

const KEY = 'app.campaigns.screen.countdown';

/** "Launches in 12 days", "Launches today", "Launched 3 days ago", in the interface language. */
export const LaunchCountdown = ({ launchDate }: { launchDate: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const days = daysUntilLaunch(launchDate, now());
  if (days === null) return null;
  // "auto" says "tomorrow" and "yesterday" where a number would be stilted.
  const when = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(days, 'day');
  const text =
    days === 0
      ? translate(`${KEY}.today`)
      : translate(days > 0 ? `${KEY}.upcoming` : `${KEY}.launched`, { when });
  return (
    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
      {text}
    </Typography>
  );
};
