// Edit one checklist item: the contract's writable fields (description, specs, due date,
// status). Only what changed is sent.
import {
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { MATERIAL_STATUSES } from '@/api/campaignVocabulary';
import type { ChecklistItem, ChecklistItemUpdate, MaterialStatus } from '@/api/types';
import { GuardedCancelButton } from '@/components/guardedDialog/GuardedCancelButton';
import { GuardedDialog } from '@/components/guardedDialog/GuardedDialog';
import { UNFINISHED } from '@/components/pickers/pickerText';
import { TextPicker } from '@/components/pickers/TextPicker';
import { materialStatusKey } from './MaterialStatusChip';
import { useUpdateChecklistItem } from './useChecklistMutations';

const KEY = 'app.campaigns.materials';

interface Draft {
  asset_description: string;
  required_specs: string;
  due_date: string;
  status: MaterialStatus;
}

const draftOf = (item: ChecklistItem): Draft => ({
  asset_description: item.asset_description,
  required_specs: item.required_specs ?? '',
  due_date: item.due_date ?? '',
  status: item.status,
});

/** The fields that differ from the item; emptied specs and due date are sent as null. */
export function checklistChanges(item: ChecklistItem, draft: Draft): ChecklistItemUpdate {
  const changes: ChecklistItemUpdate = {};
  const description = draft.asset_description.trim();
  if (description !== item.asset_description) changes.asset_description = description;
  const specs = draft.required_specs.trim() || null;
  if (specs !== (item.required_specs || null)) changes.required_specs = specs;
  const due = draft.due_date || null;
  if (due !== (item.due_date || null)) changes.due_date = due;
  if (draft.status !== item.status) changes.status = draft.status;
  return changes;
}

export interface ChecklistItemEditDialogProps {
  campaignId: number;
  item: ChecklistItem;
  onClose: () => void;
}

export const ChecklistItemEditDialog = ({
  campaignId,
  item,
  onClose,
}: ChecklistItemEditDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [draft, setDraft] = useState(() => draftOf(item));
  const update = useUpdateChecklistItem(campaignId);
  const changes = checklistChanges(item, draft);
  const unchanged = Object.keys(changes).length === 0;
  const missingDescription = draft.asset_description.trim() === '';
  // A half-typed due date is neither a date nor "no date": it waits to be finished or cleared.
  const unfinishedDue = draft.due_date === UNFINISHED;
  const blocked = unchanged || missingDescription || unfinishedDue;
  const opened = draftOf(item);
  const edited = (Object.keys(opened) as (keyof Draft)[]).some((f) => draft[f] !== opened[f]);
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  return (
    <GuardedDialog
      open
      onClose={onClose}
      busy={update.isPending}
      dirty={edited}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <Stack
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (blocked) return;
          update.mutate({ itemId: item.id, changes }, { onSuccess: onClose });
        }}
      >
        <DialogTitle id={titleId}>{translate(`${KEY}.checklist.edit_title`)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={translate(`${KEY}.fields.description`)}
              value={draft.asset_description}
              onChange={set('asset_description')}
              required
              error={missingDescription}
              multiline
              minRows={2}
              autoFocus
            />
            <TextField
              label={translate(`${KEY}.fields.specs`)}
              value={draft.required_specs}
              onChange={set('required_specs')}
            />
            <TextPicker
              kind="day"
              label={translate(`${KEY}.fields.due_date`)}
              value={draft.due_date}
              onChange={(due_date) => setDraft((current) => ({ ...current, due_date }))}
              error={unfinishedDue}
              helperText={unfinishedDue ? translate(`${KEY}.checklist.due_unfinished`) : undefined}
            />
            <TextField
              select
              label={translate(`${KEY}.fields.status`)}
              value={draft.status}
              onChange={set('status')}
            >
              {MATERIAL_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {translate(materialStatusKey(status))}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <GuardedCancelButton>{translate(`${KEY}.checklist.cancel`)}</GuardedCancelButton>
          <Button type="submit" variant="contained" disabled={blocked || update.isPending}>
            {translate(`${KEY}.checklist.save`)}
          </Button>
        </DialogActions>
      </Stack>
    </GuardedDialog>
  );
};
