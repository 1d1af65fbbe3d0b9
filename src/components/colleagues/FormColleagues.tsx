// Inside a react-hook-form form whose record others may change: keeps the form's base (its
// default values: the record as loaded, advanced field by field as a colleague's changes are
// taken in), checks the record on coming back and every minute, puts a colleague's change into
// every field the user has not touched, and says so in a quiet banner with "Show changes" and
// "Load theirs". Also says when the record is open for editing in another tab.
import { Alert, Button, Stack } from '@mui/material';
import { useEffect, useId, useState, type RefObject } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { markFormDirty } from '../../lib/editingForms';
import { isPlainObject, sameValue, type Clash, type Plain } from '../../lib/merge';
import { onCatchUpMoments } from './catchUp';
import { ChangesDialog } from './ChangesDialog';
import type { FieldText } from './fieldText';
import { watchEditingElsewhere } from './presence';
import type { ColleagueOptions } from './colleagueOptions';

export interface FormBinding {
  /** The record as the form loaded it, with the colleague's changes taken in since. */
  base: () => Plain;
  /**
   * What a save stored while the rest of it failed becomes the base of those fields: the next save
   * sees them as saved, not as a colleague's change to the user's own.
   */
  advance: (saved: Plain) => void;
  /** A save has taken the colleague's changes into account: the banner has said its piece. */
  merged: () => void;
}

interface Notice<V extends Plain> {
  /** Fields that now show the colleague's version, by label. */
  applied: string[];
  /** Fields the colleague changed that the user changed too (differently). */
  pending: Clash[];
  theirs: V;
}

const clone = <T,>(value: T): T => (value === undefined ? value : structuredClone(value));

function setAt(target: Plain, path: readonly string[], value: unknown): void {
  let node: Plain = target;
  for (const part of path.slice(0, -1)) {
    if (!isPlainObject(node[part])) node[part] = {};
    node = node[part] as Plain;
  }
  node[path[path.length - 1]] = clone(value);
}

const getAt = (source: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((node, part) => (isPlainObject(node) ? node[part] : undefined), source);

export const FormColleagues = <V extends Plain>({
  optionsRef,
  bindingRef,
  savingRef,
  presenceKey,
  text,
}: {
  presenceKey: string | undefined;
  text: FieldText;
  optionsRef: RefObject<ColleagueOptions<V>>;
  bindingRef: RefObject<FormBinding | null>;
  savingRef: RefObject<boolean>;
}) => {
  const translate = useTranslate();
  const { control, getValues, setValue, reset } = useFormContext<FieldValues>();
  const { isDirty } = useFormState({ control });
  const [notice, setNotice] = useState<Notice<V> | null>(null);
  const [showing, setShowing] = useState(false);
  const [otherTabs, setOtherTabs] = useState(0);
  const bannerId = useId();

  useEffect(() => {
    bindingRef.current = {
      base: () => clone(control._defaultValues as Plain),
      advance: (saved) => Object.assign(control._defaultValues, clone(saved)),
      merged: () => setNotice(null),
    };
    return () => {
      bindingRef.current = null;
    };
  }, [bindingRef, control]);

  useEffect(() => {
    const form = Symbol('form');
    markFormDirty(form, isDirty);
    return () => markFormDirty(form, false);
  }, [isDirty]);

  useEffect(() => {
    if (!presenceKey) return undefined;
    return watchEditingElsewhere(presenceKey, setOtherTabs);
  }, [presenceKey]);

  useEffect(() => {
    let stopped = false;
    let running = false;
    /** Takes the colleague's version into untouched fields; says which fields differ still. */
    const takeIn = (theirs: V) => {
      const defaults = control._defaultValues as Plain;
      const values = getValues() as Plain;
      const { labelOf } = optionsRef.current;
      const applied: string[] = [];
      const pending: Clash[] = [];
      const walk = (path: string[]) => {
        const base = getAt(defaults, path);
        const their = getAt(theirs, path);
        const yours = getAt(values, path);
        if (sameValue(their, base)) return;
        if (sameValue(yours, base) || sameValue(yours, their)) {
          setAt(defaults, path, their);
          if (!sameValue(yours, their)) {
            setValue(path.join('.'), clone(their), { shouldDirty: false });
            applied.push(labelOf(path));
          }
          return;
        }
        if (isPlainObject(base) && isPlainObject(their) && isPlainObject(yours)) {
          for (const key of new Set([...Object.keys(their), ...Object.keys(yours)])) {
            walk([...path, key]);
          }
          return;
        }
        pending.push({ path, base, theirs: their, yours });
      };
      for (const key of Object.keys(theirs)) if (key in defaults) walk([key]);
      if (applied.length === 0 && pending.length === 0) return;
      setNotice((before) => ({
        applied: [...new Set([...(before?.applied ?? []), ...applied])],
        pending,
        theirs,
      }));
    };
    const check = () => {
      if (running || savingRef.current) return;
      running = true;
      optionsRef.current
        .read()
        .then((theirs) => {
          if (!stopped && !savingRef.current) takeIn(theirs);
        })
        // A failed look says nothing: the save reads again and speaks then.
        .catch(() => undefined)
        .finally(() => {
          running = false;
        });
    };
    const stop = onCatchUpMoments(check);
    return () => {
      stopped = true;
      stop();
    };
  }, [control, getValues, setValue, optionsRef, savingRef]);

  const loadTheirs = () => {
    if (!notice) return;
    reset(clone(notice.theirs));
    optionsRef.current.onLoadTheirs?.(notice.theirs);
    setNotice(null);
    setShowing(false);
  };

  return (
    <>
      {otherTabs > 0 && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {translate('app.colleagues.other_tab')}
        </Alert>
      )}
      {notice && (
        <Alert
          severity="warning"
          role="status"
          aria-labelledby={bannerId}
          sx={{ mb: 2, alignItems: 'center' }}
          action={
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              <Button
                color="inherit"
                size="small"
                variant="outlined"
                onClick={() => setShowing(true)}
              >
                {translate('app.colleagues.banner.show')}
              </Button>
              <Button color="inherit" size="small" onClick={loadTheirs}>
                {translate('app.colleagues.banner.load')}
              </Button>
              <Button color="inherit" size="small" onClick={() => setNotice(null)}>
                {translate('app.colleagues.banner.dismiss')}
              </Button>
            </Stack>
          }
        >
          <span id={bannerId}>{translate('app.colleagues.banner.text')}</span>
          {notice.applied.length > 0 && (
            <>
              {' · '}
              {translate('app.colleagues.banner.updated', { fields: notice.applied.join(', ') })}
            </>
          )}
        </Alert>
      )}
      {notice && showing && (
        <ChangesDialog
          pending={notice.pending}
          applied={notice.applied}
          text={text}
          onClose={() => setShowing(false)}
          onLoadTheirs={loadTheirs}
        />
      )}
    </>
  );
};
