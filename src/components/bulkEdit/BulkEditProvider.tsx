// Owns a list's bulk edit outside the list's selection toolbar, so the dialog, the results and
// the undo stay when the selection is cleared, and the undo is offered above the list after.
import { Alert, Button } from '@mui/material';
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useRef,
  type ReactNode,
} from 'react';
import { useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { focusBackInto } from './bulkEditFocus';
import type { BulkEditConfig } from './types';
import { useOpenedOnce } from '../../lib/useOpenedOnce';
import type { BulkEditDialog as BulkEditDialogType } from './BulkEditDialog';
import { useBulkEditRun } from './useBulkEditRun';

// The dialog's code (and its fields', config.Fields) comes when it is first opened: a list's
// first rows do not wait for it (issue 22's cold start of /artists).
// (`lazy` would take it for a dialog of records of no particular kind: it keeps its own type.)
const BulkEditDialog = lazy(() =>
  import('./BulkEditDialog').then((module) => ({ default: module.BulkEditDialog })),
) as unknown as typeof BulkEditDialogType;

interface BulkEditControl {
  /** Opens the bulk edit of `ids`; `shown` are the records on screen (to name any gone since). */
  open: (ids: Identifier[], shown?: readonly RaRecord[]) => void;
}

const BulkEditContext = createContext<BulkEditControl | null>(null);

export function useBulkEditControl(): BulkEditControl {
  const control = useContext(BulkEditContext);
  if (!control) throw new Error('useBulkEditControl needs a BulkEditProvider');
  return control;
}

export function BulkEditProvider<R extends RaRecord, S>({
  config,
  children,
}: {
  config: BulkEditConfig<R, S>;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const run = useBulkEditRun(config);
  const pendingUndo = run.step === 'closed' && run.undoEntries.length > 0;
  // Kept once opened, so that it can fade out when it closes.
  const opened = useOpenedOnce(run.step !== 'closed');
  const list = useRef<HTMLDivElement>(null);
  // What had the focus when the dialog opened: it gets it back if it is still there.
  const opener = useRef<Element | null>(null);
  const remember = () => {
    if (run.step === 'closed') opener.current = document.activeElement;
  };
  const open: BulkEditControl['open'] = (ids, shown) => {
    remember();
    (run.open as BulkEditControl['open'])(ids, shown);
  };
  const undo = () => {
    remember();
    void run.undo();
  };
  const closed = run.step === 'closed';
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!closed) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      focusBackInto(list.current, opener.current);
    }
  }, [closed]);
  return (
    <BulkEditContext.Provider value={{ open }}>
      {pendingUndo && (
        <Alert
          severity="info"
          sx={{ mt: 2 }}
          action={
            <>
              <Button color="inherit" size="small" onClick={undo}>
                {translate('app.bulk_edit.undo')}
              </Button>
              <Button color="inherit" size="small" onClick={run.dismissUndo}>
                {translate('app.bulk_edit.dismiss')}
              </Button>
            </>
          }
        >
          {translate('app.bulk_edit.last_edit', { smart_count: run.undoEntries.length })}
        </Alert>
      )}
      <div ref={list}>{children}</div>
      {opened && (
        <Suspense fallback={null}>
          <BulkEditDialog run={run} onUndo={undo} />
        </Suspense>
      )}
    </BulkEditContext.Provider>
  );
}
