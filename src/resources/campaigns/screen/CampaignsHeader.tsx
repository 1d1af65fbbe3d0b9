import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import type { Ref } from 'react';
import { useTranslate } from 'react-admin';
import { useKeepToastsClear } from '@/components/toasts/toastClearance';

export interface CampaignsHeaderProps {
  onCreate: () => void;
  /** The page heading; the focus goes there when a delete leaves no card. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** The screen's title and its New Campaign button. */
export const CampaignsHeader = ({ onCreate, headingRef }: CampaignsHeaderProps) => {
  const translate = useTranslate();
  // Toasts keep clear of New Campaign.
  const keepToastsClear = useKeepToastsClear<HTMLDivElement>();
  return (
    <Stack
      ref={keepToastsClear}
      direction="row"
      sx={{
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 2,
        mt: 2,
      }}
    >
      <Typography ref={headingRef} component="h1" variant="h4" tabIndex={-1}>
        {translate('app.campaigns.screen.title')}
      </Typography>
      <Button variant="contained" startIcon={<AddIcon />} aria-haspopup="dialog" onClick={onCreate}>
        {translate('app.campaigns.screen.new_campaign')}
      </Button>
    </Stack>
  );
};
