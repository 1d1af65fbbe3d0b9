// The campaigns' budgets over the phases, as the wizard splits them, one column per currency.
import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { PHASES, phaseDistributionOf, todayIso } from '@/components/promotion/phaseSplit';
import { formatMoney } from '@/lib/money';
import { budgetByPhase } from '../figures/campaignFigures';
import type { FigureTable } from '../figures/figureTable';
import { useAllCampaigns, useSettings } from '../useAnalyticsData';
import { AnalyticsCard } from './AnalyticsCard';

const KEY = 'app.analytics';

export const BudgetCard = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const campaigns = useAllCampaigns();
  const settings = useSettings();
  const load = {
    isPending: campaigns.isPending || settings.isPending,
    error: campaigns.error ?? settings.error,
    refetch: () => Promise.all([campaigns.refetch(), settings.refetch()]),
  };
  const table = useMemo<FigureTable | undefined>(() => {
    if (!campaigns.data || !settings.data) return undefined;
    const distribution = phaseDistributionOf(settings.data.campaignSettings?.phase_distribution);
    const budgets = budgetByPhase(campaigns.data, distribution, todayIso());
    return {
      labelHeader: translate(`${KEY}.headers.phase`),
      columns: budgets.map(({ currency }) => ({
        id: currency,
        header: currency,
        format: (amount: number) => formatMoney(amount, currency, locale),
      })),
      rows: PHASES.map((phase) => ({
        id: phase,
        label: translate(`app.campaigns.wizard.budget.phases.${phase}`),
        values: budgets.map(({ byPhase }) => byPhase[phase]),
      })),
    };
  }, [campaigns.data, settings.data, translate, locale]);
  return (
    <AnalyticsCard
      id="budget-by-phase"
      title={translate(`${KEY}.budget.title`)}
      description={translate(`${KEY}.budget.description`)}
      load={load}
      table={table && table.columns.length ? table : table && { ...table, rows: [] }}
    />
  );
};
