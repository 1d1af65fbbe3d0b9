// The campaign wizard (spec 02 §2, issue 9): four steps in a dialog, creating a campaign or
// editing one. The Promo Campaigns screen renders it and decides what follows a save.
import type { Campaign } from '@/api/types';
import type { NewCampaignRequest } from '../paths';
import { PrefilledWizard } from './PrefilledWizard';
import { WizardDialog } from './WizardDialog';

export interface CampaignWizardProps {
  open: boolean;
  /** The campaign to edit; without it the wizard creates one. */
  campaign?: Campaign;
  /** A new campaign's artist and album, already chosen (an album's Marketing tab). */
  prefill?: NewCampaignRequest;
  onClose: () => void;
  /** Called once the server has accepted the campaign (created or updated). */
  onSaved: (campaign: Campaign, mode: 'create' | 'edit') => void;
}

/** Every opening starts afresh: the wizard's state lives only while it is open. */
export default function CampaignWizard({
  open,
  campaign,
  prefill,
  onClose,
  onSaved,
}: CampaignWizardProps) {
  if (!open) return null;
  if (!campaign && prefill) {
    return (
      <PrefilledWizard
        key={`${prefill.artistId}-${prefill.albumId}`}
        prefill={prefill}
        onClose={onClose}
        onSaved={onSaved}
      />
    );
  }
  return (
    <WizardDialog
      key={campaign?.id ?? 'new'}
      campaign={campaign}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
