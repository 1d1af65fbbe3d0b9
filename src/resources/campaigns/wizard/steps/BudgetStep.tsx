// Step 3, Budget Configuration: the amount, within the settings' minimum and 50000 CAD, and
// how it will be split over the campaign's phases.
import { Stack, TextField } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import {
  BUDGET_STEP,
  MAX_BUDGET,
  budgetAmount,
  budgetIssue,
  budgetText,
  settledBudget,
} from '../budget/budgetRules';
import { PhaseSplitTable } from '../budget/PhaseSplitTable';
import type { PhaseDistribution } from '@/components/promotion/phaseSplit';
import { useFormatMoney } from '../budget/useFormatMoney';
import type { StepProps } from '../useWizardState';

const T = 'app.campaigns.wizard.budget';

export interface BudgetStepProps extends StepProps {
  minBudget: number;
  distribution: PhaseDistribution;
}

// Memoised: the wizard keeps a visited step mounted (hidden), and a step change alone
// changes nothing in it.
export const BudgetStep = memo(function BudgetStep({
  values,
  change,
  errors,
  minBudget,
  distribution,
}: BudgetStepProps) {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const text = budgetText(values.budget, minBudget);
  const issue = budgetIssue(text, minBudget);
  const bounds = { min: formatMoney(minBudget), max: formatMoney(MAX_BUDGET) };
  const help =
    errors.total_budget ?? translate(`${T}.${issue ?? 'range'}`, { ...bounds, step: BUDGET_STEP });

  return (
    <Stack spacing={3}>
      <TextField
        type="number"
        label={translate(`${T}.label`)}
        value={text}
        onChange={(event) => change('budget', event.target.value)}
        onBlur={() => {
          const settled = settledBudget(text, minBudget);
          if (settled !== text) change('budget', settled);
        }}
        required
        error={issue !== null || Boolean(errors.total_budget)}
        helperText={help}
        slotProps={{ htmlInput: { min: minBudget, max: MAX_BUDGET, step: BUDGET_STEP } }}
        sx={{ maxWidth: '20rem' }}
      />
      <PhaseSplitTable
        budget={budgetAmount(text) ?? 0}
        launchDate={values.launchDate}
        distribution={distribution}
      />
    </Stack>
  );
});
