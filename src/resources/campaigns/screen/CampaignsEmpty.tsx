import CampaignIcon from '@mui/icons-material/Campaign';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { EmptyState } from '@/components/detail/EmptyState';

const KEY = 'app.campaigns.screen';

/** No campaign at all (the List shows this instead of its filters and grid). */
export const NoCampaignsYet = ({ onCreate }: { onCreate: () => void }) => {
  const translate = useTranslate();
  return (
    <EmptyState
      icon={<CampaignIcon />}
      title={translate(`${KEY}.empty.title`)}
      hint={translate(`${KEY}.empty.hint`)}
      action={
        <Button variant="contained" onClick={onCreate}>
          {translate(`${KEY}.empty.create`)}
        </Button>
      }
    />
  );
};

/** Campaigns exist, but none matches the filters: offer to clear them. */
export const NoMatchingCampaigns = () => {
  const translate = useTranslate();
  const { setFilters } = useListContext();
  return (
    <EmptyState
      icon={<FilterAltOffIcon />}
      title={translate(`${KEY}.no_match.title`)}
      action={
        <Button variant="outlined" onClick={() => setFilters({}, {})}>
          {translate(`${KEY}.no_match.clear`)}
        </Button>
      }
    />
  );
};
