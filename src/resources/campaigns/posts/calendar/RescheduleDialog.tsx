// The keyboard way to move a post (dragging needs a pointer): its date and time in a form.
import { Button, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { CampaignPost } from '../../../../api/types';
import { GuardedCancelButton } from '../../../../components/guardedDialog/GuardedCancelButton';
import { GuardedDialog } from '../../../../components/guardedDialog/GuardedDialog';
import { useDialogDirty } from '../../../../components/guardedDialog/guardContext';
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
  useDialogDirty(
    values.scheduled_date !== initial.scheduled_date ||
      values.scheduled_time !== initial.scheduled_time,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await onSubmit(post, values);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit}>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
          <TextField
            type="date"
            required
            autoFocus
            label={translate(`${KEY}.date`)}
            value={values.scheduled_date}
            onChange={(event) => setValues({ ...values, scheduled_date: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="time"
            required
            label={translate(`${KEY}.time`)}
            value={values.scheduled_time}
            onChange={(event) => setValues({ ...values, scheduled_time: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
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
