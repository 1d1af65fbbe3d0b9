// Always mounted (in the Layout): while a file is uploading, leaving the page asks first. A reload
// or a tab close gets the browser's own question; a route change inside the app gets ours. The
// upload itself is not stopped by a route change: only its outcome would go unseen.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useBlocker, useCanBlock, useTranslate } from 'react-admin';
import { subscribeToUploads, uploadsInFlight } from '../../lib/uploadsInFlight';
import { ConfirmDialog } from '../confirm/ConfirmDialog';
import { useLeaveWarning } from '../drafts/useLeaveWarning';
import { leavesPage } from './leavesPage';

const KEY = 'app.long_jobs.uploads';

export const UploadLeaveGuard = () => {
  const uploading = useSyncExternalStore(subscribeToUploads, uploadsInFlight) > 0;
  const canBlock = useCanBlock();
  const [asking, setAsking] = useState(false);
  useLeaveWarning(uploading);
  // react-router heeds one route blocker at a time, the last one mounted: this one is there only
  // while files upload, so that the forms' own unsaved-changes blockers rule the rest of the time.
  if (!canBlock || (!uploading && !asking)) return null;
  return <RouteLeaveQuestion uploading={uploading} onAskingChange={setAsking} />;
};

interface RouteLeaveQuestionProps {
  uploading: boolean;
  onAskingChange: (asking: boolean) => void;
}

const RouteLeaveQuestion = ({ uploading, onAskingChange }: RouteLeaveQuestionProps) => {
  const translate = useTranslate();
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    leavesPage(currentLocation, nextLocation),
  );
  const blocked = blocker.state === 'blocked';
  // Made anew at each block: calling it once per block is what react-router allows.
  const { proceed, reset } = blocker;

  useEffect(() => {
    onAskingChange(blocked);
  }, [blocked, onAskingChange]);

  // The upload ended while the question was open: nothing is left to lose, the user goes on.
  useEffect(() => {
    if (blocked && !uploading) proceed?.();
  }, [blocked, uploading, proceed]);

  return (
    <ConfirmDialog
      open={blocked && uploading}
      title={translate(`${KEY}.leave_title`)}
      content={translate(`${KEY}.leave_text`)}
      cancelLabel={translate(`${KEY}.stay`)}
      confirmLabel={translate(`${KEY}.leave`)}
      onCancel={() => reset?.()}
      onConfirm={() => proceed?.()}
    />
  );
};
