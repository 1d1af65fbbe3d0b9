// The wizard's dialog: title, progress, the current step, the server's messages and the
// buttons. Closing with something entered asks first.
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
} from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Campaign } from '@/api/types';
import { DraftRestorePrompt, useStateDraft } from '@/components/drafts';
import { useCampaignSettings } from './budget/useCampaignSettings';
import { DiscardDialog } from './DiscardDialog';
import { ArtistStep } from './steps/ArtistStep';
import { BudgetStep } from './steps/BudgetStep';
import { DetailsStep } from './steps/DetailsStep';
import { FinalStep } from './steps/FinalStep';
import { useWizardSave } from './useWizardSave';
import { useWizardState, type WizardStart } from './useWizardState';
import { restoreOver } from '@/lib/drafts/restoreOver';
import { WizardActions } from './WizardActions';
import { WizardLoadError, useLoadFailureToast } from './WizardLoadError';
import { WizardProgress } from './WizardProgress';
import { WIZARD_STEPS, forwardBlocker, stepOfField } from './wizardRules';
import type { WizardValues } from './wizardValues';

const T = 'app.campaigns.wizard';

export interface WizardDialogProps {
  campaign?: Campaign;
  /** A new campaign's artist and album, chosen before the wizard opened. */
  start?: WizardStart;
  onClose: () => void;
  onSaved: (campaign: Campaign, mode: 'create' | 'edit') => void;
}

export const WizardDialog = ({ campaign, start, onClose, onSaved }: WizardDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wizard = useWizardState(campaign, start);
  const { values, change, step, setStep, errors, setErrors } = wizard;
  // A step once shown stays mounted, hidden while another shows: going back and forth then
  // only shows and hides them, where re-mounting step 1 rebuilt its artist cards and album
  // choices at every Back (and tore them down at every Next).
  const [visited, setVisited] = useState<readonly number[]>([step]);
  const [restores, setRestores] = useState(0);
  if (!visited.includes(step)) setVisited([...visited, step]);
  const settings = useCampaignSettings();
  useLoadFailureToast(settings.error);
  // An edit's draft restored over the campaign as it is now: what the user's changes were typed
  // over, which the save merges from (lib/drafts/restoreOver.ts).
  const [draftBase, setDraftBase] = useState<WizardValues | null>(null);
  // Restored at the step the user was on: the values that got them there come back with it.
  const draft = useStateDraft({
    form: 'campaign-wizard',
    recordId: campaign?.id,
    values: { values, step, base: campaign ? (draftBase ?? wizard.initial) : undefined },
    dirty: wizard.dirty,
    onRestore: (restored) => {
      const over =
        campaign && restored.base
          ? restoreOver(restored.values, restored.base, wizard.initial)
          : null;
      wizard.replace(over?.values ?? restored.values);
      setDraftBase(over?.base ?? null);
      const at = Math.min(Math.max(restored.step, 0), WIZARD_STEPS.length - 1);
      setStep(at);
      // The steps start afresh from the restored values, not from what they held.
      setVisited([at]);
      setRestores((count) => count + 1);
    },
  });
  const {
    save,
    saving,
    dialog: clashDialog,
  } = useWizardSave({
    campaign,
    draftBase,
    onSaved: (saved, mode) => {
      draft.clear();
      onSaved(saved, mode);
    },
  });
  const [confirming, setConfirming] = useState(false);
  const [artistSearch, setArtistSearch] = useState('');

  // A new step is announced by moving the focus to its title.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const stepName = WIZARD_STEPS[step] ?? 'artist';
  const last = step === WIZARD_STEPS.length - 1;
  const minBudget = settings.minBudget;
  const blocker = forwardBlocker({
    step,
    values,
    minBudget,
    settingsLoading: settings.isPending,
    campaign,
  });

  const requestClose = () => {
    if (saving) return;
    if (wizard.dirty) setConfirming(true);
    else onClose();
  };

  const submit = async () => {
    const fieldErrors = await save(values, minBudget);
    const fields = Object.keys(fieldErrors);
    if (!fields.length) return;
    setErrors(fieldErrors);
    const steps = fields.map(stepOfField).filter((s): s is number => s !== null);
    if (steps.length) setStep(Math.min(...steps));
  };

  // Field errors no step shows (a field the wizard does not send) are listed on the last step.
  const stray = Object.entries(errors).filter(([field]) => stepOfField(field) === null);
  const stepProps = { values, change, errors };
  const steps = [
    <ArtistStep
      key="artist"
      {...stepProps}
      searchText={artistSearch}
      onSearchText={setArtistSearch}
    />,
    <DetailsStep key="details" {...stepProps} />,
    <BudgetStep
      key="budget"
      {...stepProps}
      minBudget={minBudget}
      distribution={settings.distribution}
    />,
    <FinalStep key="final" {...stepProps} minBudget={minBudget} />,
  ];

  return (
    <>
      <Dialog
        open
        onClose={requestClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="md"
        scroll="paper"
      >
        <DialogTitle id={titleId} sx={{ pr: 7 }}>
          {campaign
            ? translate(`${T}.title_edit`, { name: campaign.name })
            : translate(`${T}.title_new`)}
        </DialogTitle>
        <IconButton
          aria-label={translate('ra.action.close')}
          onClick={requestClose}
          disabled={saving}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
        <WizardProgress step={step} />
        <DialogContent dividers>
          <DraftRestorePrompt draft={draft} />
          <Typography
            ref={headingRef}
            tabIndex={-1}
            component="h3"
            variant="h6"
            sx={{ mb: 2, outline: 'none' }}
          >
            {translate(`${T}.steps.${stepName}`)}
          </Typography>
          {settings.error && (stepName === 'budget' || last) && (
            <WizardLoadError error={settings.error} onRetry={() => void settings.refetch()} />
          )}
          {steps.map((content, index) =>
            visited.includes(index) ? (
              <Box key={`${content.key}-${restores}`} hidden={index !== step}>
                {content}
              </Box>
            ) : null,
          )}
          {last && stray.length > 0 && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {stray.map(([field, message]) => (
                <div key={field}>{message}</div>
              ))}
            </Alert>
          )}
        </DialogContent>
        <WizardActions
          first={step === 0}
          last={last}
          editing={Boolean(campaign)}
          blocker={blocker}
          saving={saving}
          onCancel={requestClose}
          onPrevious={() => setStep(step - 1)}
          onNext={() => setStep(step + 1)}
          onSave={() => void submit()}
        />
      </Dialog>
      {clashDialog}
      <DiscardDialog
        open={confirming}
        editing={Boolean(campaign)}
        onKeep={() => setConfirming(false)}
        onDiscard={() => {
          setConfirming(false);
          draft.clear();
          onClose();
        }}
      />
    </>
  );
};
