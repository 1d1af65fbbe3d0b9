// /promo-campaigns (spec 02 §2): the header, the posts waiting on the label, and the campaigns
// as a grid of cards with filters; the wizard and the posts view open over it.
import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { List, useRefresh } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Campaign } from '@/api/types';
import { useListLoadOptions } from '@/components/list/useListLoadOptions';
import { newCampaignRequestOf, withoutNewCampaign, type NewCampaignRequest } from '../paths';
import { AttentionSummary } from './AttentionSummary';
import { CampaignGrid } from './CampaignGrid';
import { CampaignPagination } from './CampaignPagination';
import { CampaignPostsSlot } from './CampaignPostsSlot';
import { CampaignsHeader } from './CampaignsHeader';
import { CAMPAIGNS_LOAD_FAILED, CampaignsLoadError } from './CampaignsLoadError';
import { NoCampaignsYet } from './CampaignsEmpty';
import { GenerateNowDialog } from './GenerateNowDialog';
import { useCampaignFilters } from './useCampaignFilters';
import { GridQueryProvider } from './useCampaignPostsLink';

// The wizard's code is fetched when it is first opened; it then stays, closed, between uses.
const CampaignWizard = lazy(() => import('../wizard/CampaignWizard'));

const CAMPAIGNS_PER_PAGE = 12;

// Rendered again only when their own inputs change, not at each change of the URL.
const Header = memo(CampaignsHeader);
const Attention = memo(AttentionSummary);

interface WizardState {
  open: boolean;
  /** The campaign being edited; none: a new one. */
  campaign?: Campaign;
  /** A new one's artist and album, asked for by the URL (an album's Marketing tab). */
  prefill?: NewCampaignRequest;
}

export default function CampaignsScreen() {
  const refresh = useRefresh();
  const filters = useCampaignFilters();
  const queryOptions = useListLoadOptions(CAMPAIGNS_LOAD_FAILED);
  const heading = useRef<HTMLHeadingElement>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = newCampaignRequestOf(searchParams);
  const [wizard, setWizard] = useState<WizardState | null>(null);
  // ?wizard=new&artistId=&albumId= opens the wizard with that choice, on arrival or on reload.
  const shownWizard: WizardState | null = requested ? { open: true, prefill: requested } : wizard;
  const [created, setCreated] = useState<{ campaign: Campaign; open: boolean } | null>(null);
  const focusAfterClose = useRef(false);
  const wizardOpen = !!shownWizard?.open;
  useEffect(() => {
    if (wizardOpen || !focusAfterClose.current) return;
    focusAfterClose.current = false;
    // After the dialog has given the focus back to where it was: the page itself.
    const timer = window.setTimeout(() => {
      if (document.activeElement === document.body) heading.current?.focus();
    });
    return () => window.clearTimeout(timer);
  }, [wizardOpen]);

  // Kept from one render to the next: the memoised cards and header take them, and the screen
  // renders again at every change of the URL (the posts view's too).
  const openWizard = useCallback((campaign?: Campaign) => setWizard({ open: true, campaign }), []);
  const create = useCallback(() => openWizard(), [openWizard]);
  const focusFallback = useCallback(() => heading.current, []);
  const closeWizard = () => {
    if (requested) {
      // Closed, it must not open again on a reload. It stays mounted to close as every dialog does.
      setWizard({ open: false, prefill: requested });
      setSearchParams(withoutNewCampaign(searchParams), { replace: true });
      // Opened by the address, no control had the focus before it: the heading takes it.
      focusAfterClose.current = true;
      return;
    }
    setWizard((state) => state && { ...state, open: false });
  };
  const saved = (campaign: Campaign, mode: 'create' | 'edit') => {
    closeWizard();
    refresh();
    if (mode === 'create') setCreated({ campaign, open: true });
  };

  return (
    <GridQueryProvider>
      <Header headingRef={heading} onCreate={create} />
      <Attention />
      <List<Campaign>
        title="app.campaigns.screen.title"
        filters={filters}
        actions={false}
        sort={{ field: 'launch_date', order: 'DESC' }}
        perPage={CAMPAIGNS_PER_PAGE}
        // The URL is the one source of the grid's filters, sort and page. The list's remembered
        // params would also keep the posts view's ?campaignId=, and reopen it on a later visit.
        storeKey={false}
        exporter={false}
        queryOptions={queryOptions}
        pagination={<CampaignPagination />}
        empty={<NoCampaignsYet onCreate={create} />}
        error={<CampaignsLoadError />}
        component="div"
        sx={{ mt: 2 }}
      >
        <CampaignGrid onEdit={openWizard} focusFallback={focusFallback} />
      </List>
      {shownWizard && (
        <Suspense fallback={null}>
          <CampaignWizard
            open={shownWizard.open}
            campaign={shownWizard.campaign}
            prefill={shownWizard.prefill}
            onClose={closeWizard}
            onSaved={saved}
          />
        </Suspense>
      )}
      {created && (
        <GenerateNowDialog
          open={created.open}
          campaign={created.campaign}
          onClose={() => setCreated({ ...created, open: false })}
        />
      )}
      <CampaignPostsSlot />
    </GridQueryProvider>
  );
}
