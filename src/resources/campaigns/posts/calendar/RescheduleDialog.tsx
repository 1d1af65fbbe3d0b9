// The keyboard way to move a post (dragging needs a pointer): its date and time in a form, on
// pickers that read and write them in the interface language.
import { Button, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { CampaignPost } from '@/api/types';
import { GuardedCancelButton } from '@/components/guardedDialog/GuardedCancelButton';
import { GuardedDialog } from '@/components/guardedDialog/GuardedDialog';
import { useDialogDirty } from '@/components/guardedDialog/guardContext';
import { dateOfText } from '@/components/pickers/pickerText';
import { TextPicker } from '@/components/pickers/TextPicker';
import { scheduleOf } from '../postSchedule';
import { schedulePartsOf, type ScheduleParts } from './scheduleParts';

const KEY = 'app.campaigns.calendar.reschedule';

export interface RescheduleDialogProps {
  post: CampaignPost | undefined;
  onCancel: () => void;
  onSubmit: (post: CampaignPost, wanted: ScheduleParts) => Promise<unknown>;
}

export const RescheduleDialog = ({ post, onCancel, onSubmit }: RescheduleDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <GuardedDialog open={post !== undefined} onClose={onCancel} aria-labelledby={titleId}>
      {post && (
        <>
          <DialogTitle id={titleId}>{translate(`${KEY}.title`, { id: post.id })}</DialogTitle>
          <RescheduleForm key={post.id} post={post} onSubmit={onSubmit} />
        </>
      )}
    </GuardedDialog>
  );
};

const RescheduleForm = ({
  post,
  onSubmit,
}: Pick<RescheduleDialogProps, 'onSubmit'> & { post: CampaignPost }) => {
  const translate = useTranslate();
  const start = scheduleOf(post);
  const [initial] = useState<ScheduleParts>(() =>
    start ? schedulePartsOf(start) : { scheduled_date: '', scheduled_time: '' },
  );
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);
  // Shown from the first try to send: a field left blank or half typed says what it needs.
  const [checked, setChecked] = useState(false);
  const missing = {
    date: dateOfText('day', values.scheduled_date) === null,
    time: dateOfText('time', values.scheduled_time) === null,
  };
  useDialogDirty(
    values.scheduled_date !== initial.scheduled_date ||
      values.scheduled_time !== initial.scheduled_time,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (missing.date || missing.time) return;
    setSaving(true);
    try {
      await onSubmit(post, values);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
          <TextPicker
            kind="day"
            required
            autoFocus
            label={translate(`${KEY}.date`)}
            value={values.scheduled_date}
            onChange={(scheduled_date) => setValues((before) => ({ ...before, scheduled_date }))}
            error={checked && missing.date}
            helperText={checked && missing.date ? translate(`${KEY}.date_required`) : undefined}
          />
          <TextPicker
            kind="time"
            required
            label={translate(`${KEY}.time`)}
            value={values.scheduled_time}
            onChange={(scheduled_time) => setValues((before) => ({ ...before, scheduled_time }))}
            error={checked && missing.time}
            helperText={checked && missing.time ? translate(`${KEY}.time_required`) : undefined}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <GuardedCancelButton>{translate(`${KEY}.cancel`)}</GuardedCancelButton>
        <Button type="submit" variant="contained" disabled={saving}>
          {translate(`${KEY}.submit`)}
        </Button>
      </DialogActions>
    </form>
  );
};
