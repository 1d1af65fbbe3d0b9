// The wizard's values, its current step and the server's field errors. Changing a value clears
// the server's error on it: the message was about what the user has just replaced.
import { useCallback, useState } from 'react';
import type { Campaign } from '@/api/types';
import { API_FIELDS, campaignValues, newCampaignValues, type WizardValues } from './wizardValues';

export type ChangeValue = <K extends keyof WizardValues>(key: K, value: WizardValues[K]) => void;

/** The server's messages by API field name (artist_id, total_budget, ...). */
export type FieldMessages = Record<string, string>;

export interface StepProps {
  values: WizardValues;
  change: ChangeValue;
  errors: FieldMessages;
}

const without = (messages: FieldMessages, fields: readonly string[]): FieldMessages =>
  Object.fromEntries(Object.entries(messages).filter(([field]) => !fields.includes(field)));

/** What a new campaign starts with besides the defaults: an artist and album already chosen. */
export type WizardStart = Pick<WizardValues, 'artist' | 'album'>;

export function useWizardState(campaign: Campaign | undefined, start?: WizardStart) {
  // A start given is part of what the wizard opened with: closing it untouched loses nothing.
  const [initial] = useState(() =>
    campaign ? campaignValues(campaign) : { ...newCampaignValues(), ...start },
  );
  const [values, setValues] = useState(initial);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<FieldMessages>({});

  const change = useCallback<ChangeValue>((key, value) => {
    setValues((current) => {
      const next = { ...current, [key]: value };
      // An album belongs to its artist: another artist means choosing the album again.
      if (key === 'artist' && current.artist?.id !== next.artist?.id) next.album = null;
      return next;
    });
    setErrors((messages) =>
      without(
        messages,
        key === 'artist' ? [...API_FIELDS.artist, ...API_FIELDS.album] : API_FIELDS[key],
      ),
    );
  }, []);

  /** Every value at once (a restored draft); the server's old messages no longer apply. */
  const replace = useCallback((next: WizardValues) => {
    setValues(next);
    setErrors({});
  }, []);

  return {
    /** What the wizard opened with (an edit: the campaign as it was then). */
    initial,
    values,
    change,
    replace,
    step,
    setStep,
    errors,
    setErrors,
    /** Something was entered (or changed, when editing) that closing would lose. */
    dirty: JSON.stringify(values) !== JSON.stringify(initial),
  };
}
