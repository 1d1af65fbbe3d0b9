// The settings the wizard reads (GET /settings, spec 02 §3): the budget floor and the phase
// distribution, with the spec's defaults wherever the server leaves one out or has not answered.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { SETTINGS_QUERY_KEY } from '@/lib/settings';
import type { LabelDataProvider } from '@/providers/data';
import { DEFAULT_MIN_BUDGET } from './budgetRules';
import { phaseDistributionOf } from '@/components/promotion/phaseSplit';

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export function useCampaignSettings() {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const query = useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: async () => (await dataProvider.getSettings()).data,
  });
  const campaign = query.data?.campaignSettings;
  const min = campaign?.min_budget_per_campaign;
  return {
    minBudget: isNumber(min) ? min : DEFAULT_MIN_BUDGET,
    distribution: phaseDistributionOf(campaign?.phase_distribution),
    isPending: query.isPending,
    error: query.error,
    refetch: query.refetch,
  };
}
