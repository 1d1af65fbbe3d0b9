// While a file is loaded and the import has not started, leaving asks first: a reload or tab
// close gets the browser's question, a route change inside the app gets ours (as uploads do).
import { useBlocker, useCanBlock, useTranslate } from 'react-admin';
import { ConfirmDialog } from '@/components/confirm/ConfirmDialog';
import { useLeaveWarning } from '@/components/drafts/useLeaveWarning';
import { leavesPage } from '@/components/uploads/leavesPage';

const KEY = 'app.catalogue_import.screen';

export const ImportLeaveGuard = ({ active }: { active: boolean }) => {
  const canBlock = useCanBlock();
  useLeaveWarning(active);
  // react-router heeds one blocker at a time: this one is mounted only while there is a file.
  if (!canBlock || !active) return null;
  return <LeaveQuestion />;
};

const LeaveQuestion = () => {
  const translate = useTranslate();
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    leavesPage(currentLocation, nextLocation),
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={translate(`${KEY}.leave_title`)}
      content={translate(`${KEY}.leave_text`)}
      cancelLabel={translate(`${KEY}.stay`)}
      confirmLabel={translate(`${KEY}.leave`)}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
};
