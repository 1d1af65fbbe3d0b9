// Saves the wizard: POST /campaigns with every field, or PUT /campaigns/{id} with only those
// that changed (the Promo Campaigns screen refreshes its cards on onSaved). A failure keeps
// everything entered; the caller gets the server's field errors to show them where they belong.
import { useState } from 'react';
import { HttpError, useDataProvider } from 'react-admin';
import { isRecord } from '../../../api/errors';
import type { Campaign } from '../../../api/types';
import { useToast } from '../../../layout/toasts/useToast';
import type { FieldMessages } from './useWizardState';
import { campaignFields, changedFields } from './wizardPayload';
import type { WizardValues } from './wizardValues';

const T = 'app.campaigns.wizard';

/** The 400 answer's `errors: [{field, message}]`, by field (src/api/errors.ts keeps them so). */
function fieldMessagesOf(error: unknown): FieldMessages {
  if (!(error instanceof HttpError) || !isRecord(error.body) || !isRecord(error.body.errors)) {
    return {};
  }
  return Object.fromEntries(
    Object.entries(error.body.errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export interface WizardSaveOptions {
  campaign?: Campaign;
  onSaved: (campaign: Campaign, mode: 'create' | 'edit') => void;
}

export function useWizardSave({ campaign, onSaved }: WizardSaveOptions) {
  const toast = useToast();
  const dataProvider = useDataProvider();
  const [saving, setSaving] = useState(false);

  /** Resolves to the server's field errors: empty when the campaign was saved. */
  const save = async (values: WizardValues, minBudget: number): Promise<FieldMessages> => {
    setSaving(true);
    try {
      const { data: saved } = campaign
        ? await dataProvider.update<Campaign>('campaigns', {
            id: campaign.id,
            data: changedFields(values, campaign, minBudget),
            previousData: campaign,
          })
        : await dataProvider.create<Campaign>('campaigns', {
            data: campaignFields(values, minBudget),
          });
      setSaving(false);
      toast.success(`${T}.${campaign ? 'updated' : 'created'}`);
      onSaved(saved, campaign ? 'edit' : 'create');
      return {};
    } catch (error) {
      setSaving(false);
      toast.failure(error, `${T}.${campaign ? 'update_failed' : 'create_failed'}`);
      return fieldMessagesOf(error);
    }
  };

  return { save, saving };
}
