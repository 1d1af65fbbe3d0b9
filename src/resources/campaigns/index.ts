import CampaignIcon from '@mui/icons-material/Campaign';
import type { ResourceProps } from 'react-admin';
import type { Campaign } from '../../api/types';

/**
 * Campaigns are shown by the Promo Campaigns screen (/promo-campaigns, a custom route); the
 * resource is declared so that references and the dataProvider's CRUD calls know it.
 */
export const campaigns: ResourceProps = {
  name: 'campaigns',
  icon: CampaignIcon,
  recordRepresentation: (record: Campaign) => record.name,
};
