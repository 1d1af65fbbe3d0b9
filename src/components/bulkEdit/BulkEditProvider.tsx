// Owns a list's bulk edit outside the list's selection toolbar, so the dialog, the results and
// the undo stay when the selection is cleared, and the undo is offered above the list after.
import { Alert, Button } from '@mui/material';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { BulkEditDialog } from './BulkEditDialog';
import type { BulkEditConfig } from './types';
import { useBulkEditRun } from './useBulkEditRun';

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
  return (
    <BulkEditContext.Provider value={{ open: run.open as BulkEditControl['open'] }}>
      {pendingUndo && (
        <Alert
          severity="info"
          sx={{ mt: 2 }}
          action={
            <>
              <Button color="inherit" size="small" onClick={() => void run.undo()}>
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
      {children}
      <BulkEditDialog run={run} />
    </BulkEditContext.Provider>
  );
}
