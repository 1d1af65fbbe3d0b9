import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import { Checkbox, FormControlLabel } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useLogout, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../components/confirm/ConfirmDialog';
import {
  removeJob,
  removeOldJobs,
  removeUserJobs,
  userJobs,
  type JobSummary,
} from '../features/catalogue-import/run/jobStore';
import { removeHealthReport } from '../components/catalogueHealth/check/reportStore';
import { now } from '../lib/clock';
import { draftStore } from '../providers/drafts/draftStore';
import { flushLiveDrafts, releaseLiveDrafts } from '../lib/drafts/liveDrafts';
import { signedInUserKey } from '../providers/generationRuns';

interface Question {
  drafts: number;
  /** The user's imports still running or paused. */
  unfinished: JobSummary[];
}

/**
 * Signing out, asked first when the user leaves work in this browser: unsaved drafts, an import
 * not finished. What holds their data leaves with them, for whoever signs in next: the drafts
 * (once they agree), every import's file and report, unless they keep an unfinished import on
 * purpose for their next sign-in (it then goes on, as after a session that ended). The question
 * is rendered apart from the menu item, outside the sidebar's menu list, whose arrow keys and
 * type-ahead would otherwise act on the dialog's buttons.
 */
export function useSignOut() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const logout = useLogout();
  const [question, setQuestion] = useState<Question | null>(null);
  const [keepImports, setKeepImports] = useState(false);

  const signOut = async (user: string, keep: readonly JobSummary[]) => {
    if (keep.length === 0) await removeUserJobs(user);
    else {
      const kept = new Set(keep.map((job) => job.id));
      const jobs = await userJobs(user, now());
      await Promise.all(
        jobs.filter((job) => !kept.has(job.id)).map((job) => removeJob(user, job.kind)),
      );
    }
    await removeOldJobs(now());
    await removeHealthReport(user);
    await logout(null, undefined, false);
  };

  const askSignOut = async () => {
    // A draft typed a moment ago may not be written yet: count it too.
    flushLiveDrafts();
    const drafts = draftStore.count();
    const user = signedInUserKey();
    const unfinished = (await userJobs(user, now())).filter((job) => job.unfinished);
    if (drafts === 0 && unfinished.length === 0) await signOut(user, []);
    else {
      setKeepImports(false);
      setQuestion({ drafts, unfinished });
    }
  };

  const confirm = () => {
    if (!question) return;
    setQuestion(null);
    if (question.drafts > 0) {
      draftStore.removeAll();
      // The open forms no longer hold anything to save: react-admin need not ask again.
      releaseLiveDrafts();
    }
    void signOut(signedInUserKey(), keepImports ? question.unfinished : []);
  };

  const number = new Intl.NumberFormat(locale);
  const paragraphs = question
    ? [
        ...(question.drafts > 0
          ? [translate('app.drafts.logout.content', { smart_count: question.drafts })]
          : []),
        ...question.unfinished.map((job) =>
          translate(`app.drafts.logout.import.${job.kind}`, {
            smart_count: job.total,
            sent: number.format(job.sent),
            total: number.format(job.total),
          }),
        ),
      ]
    : [];
  const imports = question?.unfinished.length ?? 0;

  const signOutConfirmation = (
    <ConfirmDialog
      open={question !== null}
      title={translate(imports > 0 ? 'app.drafts.logout.title_work' : 'app.drafts.logout.title')}
      content={paragraphs.join(' ')}
      cancelLabel={translate('app.drafts.logout.cancel')}
      confirmLabel={translate('app.drafts.logout.confirm')}
      confirmIcon={<ExitIcon />}
      onConfirm={confirm}
      onCancel={() => setQuestion(null)}
    >
      {imports > 0 && (
        <FormControlLabel
          sx={{ mt: 2 }}
          control={
            <Checkbox
              checked={keepImports}
              onChange={(event) => setKeepImports(event.target.checked)}
            />
          }
          label={translate('app.drafts.logout.keep_import', { smart_count: imports })}
        />
      )}
    </ConfirmDialog>
  );

  return { askSignOut: () => void askSignOut(), signOutConfirmation };
}
