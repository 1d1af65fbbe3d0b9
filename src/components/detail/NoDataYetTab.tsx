import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Box, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { SectionCard } from './SectionCard';

export interface NoDataYetTabProps {
  /** i18n key of the tab's title. */
  titleKey: string;
  /** i18n key saying which data the API does not provide yet. */
  textKey: string;
  /** i18n keys of what the tab would show once the API provides it. */
  itemKeys: readonly string[];
  /** What the tab shows anyway (the spec's zero figures, for one). */
  children?: ReactNode;
}

/**
 * A tab whose data the API does not provide: it says so, and lists what it would show, rather
 * than promising it "soon" (nobody knows when the API will carry it).
 */
export const NoDataYetTab = ({ titleKey, textKey, itemKeys, children }: NoDataYetTabProps) => {
  const translate = useTranslate();
  const listHeadingId = useId();
  return (
    <SectionCard title={translate(titleKey)}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <InfoOutlinedIcon aria-hidden color="info" />
          <div>
            <Typography sx={{ fontWeight: 500 }}>{translate('app.no_data.heading')}</Typography>
            <Typography sx={{ color: 'text.secondary' }}>{translate(textKey)}</Typography>
          </div>
        </Stack>
        {children}
        <div>
          <Typography id={listHeadingId} component="h3" variant="subtitle1">
            {translate('app.no_data.would_show')}
          </Typography>
          <Box component="ul" aria-labelledby={listHeadingId} sx={{ m: 0, pl: 3 }}>
            {itemKeys.map((key) => (
              <Typography key={key} component="li" sx={{ color: 'text.secondary' }}>
                {translate(key)}
              </Typography>
            ))}
          </Box>
        </div>
      </Stack>
    </SectionCard>
  );
};
