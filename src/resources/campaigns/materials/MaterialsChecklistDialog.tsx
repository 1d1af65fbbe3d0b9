// The campaign's materials checklist (Materials (n) in the posts view): every material the
// artist is asked for, by due date, generated from the posts and edited item by item.
import { DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ChecklistItem } from '@/api/types';
import { GuardedCancelButton } from '@/components/guardedDialog/GuardedCancelButton';
import { GuardedDialog } from '@/components/guardedDialog/GuardedDialog';
import { ChecklistItemEditDialog } from './ChecklistItemEditDialog';
import { ChecklistTable } from './ChecklistTable';
import { GenerateChecklistForm } from './GenerateChecklistForm';
import { MaterialsLoadState } from './MaterialsLoadState';
import { useMaterialsChecklist } from './materialsQueries';

const KEY = 'app.campaigns.materials';

export interface MaterialsChecklistDialogProps {
  campaignId: number;
  open: boolean;
  onClose: () => void;
}

export function MaterialsChecklistDialog({
  campaignId,
  open,
  onClose,
}: MaterialsChecklistDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const checklist = useMaterialsChecklist(campaignId, open);
  const [editing, setEditing] = useState<ChecklistItem | null>(null);

  // A buffer typed and not yet used to generate makes closing ask first.
  return (
    <GuardedDialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg">
      <DialogTitle id={titleId}>{translate(`${KEY}.checklist.title`)}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <GenerateChecklistForm campaignId={campaignId} />
          <MaterialsLoadState
            query={checklist}
            emptyText={translate(`${KEY}.checklist.empty`)}
            emptyHint={translate(`${KEY}.checklist.empty_hint`)}
          >
            <ChecklistTable items={checklist.data ?? []} onEdit={setEditing} />
          </MaterialsLoadState>
        </Stack>
      </DialogContent>
      <DialogActions>
        <GuardedCancelButton variant="contained">{translate(`${KEY}.close`)}</GuardedCancelButton>
      </DialogActions>
      {editing && (
        <ChecklistItemEditDialog
          key={editing.id}
          campaignId={campaignId}
          item={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </GuardedDialog>
  );
}
