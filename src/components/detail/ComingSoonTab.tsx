import ScheduleIcon from '@mui/icons-material/Schedule';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionCard } from './SectionCard';

/** A tab a later issue fills: under the tab's title, it says what will come rather than nothing. */
export const ComingSoonTab = ({ titleKey, textKey }: { titleKey: string; textKey: string }) => {
  const translate = useTranslate();
  return (
    <SectionCard title={translate(titleKey)}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ScheduleIcon aria-hidden color="action" />
        <div>
          <Typography sx={{ fontWeight: 500 }}>{translate('app.coming_soon')}</Typography>
          <Typography sx={{ color: 'text.secondary' }}>{translate(textKey)}</Typography>
        </div>
      </Stack>
    </SectionCard>
  );
};
