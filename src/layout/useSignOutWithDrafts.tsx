import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import { useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../components/confirm/ConfirmDialog';
import { draftStore } from '../lib/drafts/draftStore';
import { flushLiveDrafts, releaseLiveDrafts } from '../lib/drafts/liveDrafts';

/**
 * Signing out, asked first when the user has unsaved drafts: they belong to this user and are
 * deleted with the session, not left in the browser for whoever comes next. The question is
 * rendered apart from the menu item, outside the sidebar's menu list, whose arrow keys and
 * type-ahead would otherwise act on the dialog's buttons.
 */
export function useSignOutWithDrafts() {
  const translate = useTranslate();
  const logout = useLogout();
  const [drafts, setDrafts] = useState(0);

  const signOut = () => void logout(null, undefined, false);

  const askSignOut = () => {
    // A draft typed a moment ago may not be written yet: count it too.
    flushLiveDrafts();
    const count = draftStore.count();
    if (count === 0) signOut();
    else setDrafts(count);
  };

  const confirm = () => {
    setDrafts(0);
    draftStore.removeAll();
    // The open forms no longer hold anything to save: react-admin need not ask again.
    releaseLiveDrafts();
    signOut();
  };

  const signOutConfirmation = (
    <ConfirmDialog
      open={drafts > 0}
      title={translate('app.drafts.logout.title')}
      content={translate('app.drafts.logout.content', { smart_count: drafts })}
      cancelLabel={translate('app.drafts.logout.cancel')}
      confirmLabel={translate('app.drafts.logout.confirm')}
      confirmIcon={<ExitIcon />}
      onConfirm={confirm}
      onCancel={() => setDrafts(0)}
    />
  );

  return { askSignOut, signOutConfirmation };
}
