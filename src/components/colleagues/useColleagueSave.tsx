// The save of a form several people may edit at once (issue 37). The form's record as loaded is
// its base; just before writing, the record is read again (never from a cache) and merged field
// by field with what the user typed: a colleague's change to another field is kept, the user's
// own changes are sent, and a field both changed is put to the user (the clash dialog), nothing
// being written until they choose. Inside a react-hook-form form, `guard` also keeps the form
// abreast of the record while it is open (see FormColleagues).
import { useCallback, useLayoutEffect, useRef, type ReactElement, type ReactNode } from 'react';
import {
  choicesResolver,
  sameValue,
  threeWayMerge,
  type MergeResult,
  type Plain,
} from '../../lib/merge';
import { HttpError } from 'react-admin';
import { ERROR_KEYS, offlineError } from '../../api/errors';
import type { ColleagueOptions } from './colleagueOptions';
import { FormColleagues, type FormBinding } from './FormColleagues';
import { SaveCancelled } from './saveCancelled';
import { useClashPrompt } from './useClashPrompt';

export interface MergeOutcome<V extends Plain> extends MergeResult<V> {
  /** The record as read just before the save. */
  theirs: V;
  /** Labels of the fields a colleague changed whose change the save keeps. */
  keptTheirs: string[];
}

export interface ColleagueSave<V extends Plain> {
  /**
   * Reads the record again and merges `yours` into it from `base` (by default, the form's own
   * base, kept by `guard`). Throws SaveCancelled when the user cancels at the clash question,
   * and whatever the read throws (a record deleted meanwhile: a 404).
   */
  merge: (yours: Plain, base?: Plain) => Promise<MergeOutcome<V>>;
  /** Inside the form: its base, the banner of changes made meanwhile, the other-tab notice. */
  guard: ReactElement;
  /** The clash question, for a save outside a react-hook-form form (render it once). */
  dialog: ReactNode;
  /** The form's base, a copy, while `guard` is rendered in the form. */
  base: () => Plain | undefined;
  /** Fields a save stored while the rest of it failed: the form's base from now on. */
  advanceBase: (saved: Plain) => void;
}

/** Only the named fields of a merged record: the body of a partial save. */
export const pickFields = <V extends Plain>(record: V, fields: readonly string[]): Partial<V> =>
  Object.fromEntries(fields.map((field) => [field, record[field]])) as Partial<V>;

/**
 * The read is the save's first step: offline, the save says what a write says then ("nothing
 * was sent, your changes are still here"), not that a screen could not be loaded.
 */
function asSaveError(error: unknown): never {
  if (error instanceof HttpError && error.message === ERROR_KEYS.offlineRead) {
    throw offlineError('PUT');
  }
  throw error;
}

export function useColleagueSave<V extends Plain>(options: ColleagueOptions<V>): ColleagueSave<V> {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const binding = useRef<FormBinding | null>(null);
  const saving = useRef(false);
  const prompt = useClashPrompt(options);

  const { ask } = prompt;
  const merge = useCallback(
    async (yours: Plain, base?: Plain): Promise<MergeOutcome<V>> => {
      const { read, shapes, labelOf } = latest.current;
      const known = base ?? binding.current?.base();
      saving.current = true;
      try {
        const theirs = await read().catch(asSaveError);
        // No base known (the form's guard not rendered): every value the user holds counts as
        // theirs to keep, never silently dropped.
        const from = known ?? theirs;
        let result = threeWayMerge(from, theirs, yours, shapes);
        if (result.clashes.length > 0) {
          const choices = await ask(result.clashes);
          if (!choices) throw new SaveCancelled();
          result = threeWayMerge(from, theirs, yours, shapes, choicesResolver(choices));
        }
        const keptTheirs = result.theirChanges
          .filter((field) => !sameValue(yours[field], theirs[field]))
          .filter((field) => sameValue(result.merged[field], theirs[field]))
          .map((field) => labelOf([field]));
        binding.current?.merged();
        return { ...result, theirs, keptTheirs };
      } finally {
        saving.current = false;
      }
    },
    [ask],
  );

  const guard = (
    <>
      <FormColleagues
        optionsRef={latest}
        bindingRef={binding}
        savingRef={saving}
        presenceKey={options.presenceKey}
        text={options}
      />
      {prompt.dialog}
    </>
  );
  const base = useCallback(() => binding.current?.base(), []);
  const advanceBase = useCallback((saved: Plain) => binding.current?.advance(saved), []);
  return { merge, guard, dialog: prompt.dialog, base, advanceBase };
}
