// A wizard draft of an edit keeps the campaign as the wizard had opened it (its base), so that
// restored after a reload over a campaign a colleague changed since, only what the user changed
// comes back, each over the value it was typed on; the save then merges it as every save does,
// asking where the colleague changed the same field (issue 37).
import { sameValue } from '../../../lib/merge';
import type { WizardValues } from './wizardValues';

export interface RestoredOver {
  /** What the wizard shows: the campaign as it is now, with the user's changes. */
  values: WizardValues;
  /** What the save merges from: the draft's base for the user's changes, else now. */
  base: WizardValues;
}

const take = <K extends keyof WizardValues>(target: WizardValues, source: WizardValues, key: K) => {
  target[key] = source[key];
};

/** A draft's `values`, typed over `draftBase`, restored over the campaign as it is now. */
export function restoreOver(
  values: WizardValues,
  draftBase: WizardValues,
  now: WizardValues,
): RestoredOver {
  const restored = { ...now };
  const base = { ...now };
  for (const key of Object.keys(now) as (keyof WizardValues)[]) {
    if (sameValue(values[key], draftBase[key])) continue;
    take(restored, values, key);
    take(base, draftBase, key);
  }
  return { values: restored, base };
}
