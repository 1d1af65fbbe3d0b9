// The caption editor's save when several people work on the posts (issue 37). The editor keeps
// the caption and status it opened with; just before the save the post is read again and the
// user's caption merged with it: a colleague's caption, or a move of the status, that differs
// from the user's is put to the user in the clash dialog (`dialog`, rendered by the editor), and
// only the editor's own fields, when they differ from the server's, are sent.
import { useTranslate, type Identifier } from 'react-admin';
import type { CampaignPost, PostStatus } from '@/api/types';
import {
  isSaveCancelled,
  useKeptTheirsToast,
  pickFields,
  useColleagueSave,
} from '@/components/colleagues';
import { useToast } from '@/components/toasts/useToast';
import type { Plain } from '@/lib/merge';
import { platformName } from '@/lib/platformName';
import { isPostGone } from '../postGone';
import { postStatusKey } from '../postStatus';
import { useRefreshPosts } from '../../useRefreshPosts';
import { useSavePost } from './useSavePost';
import { useSurfacedDataProvider } from '@/providers/data/useSurfacedDataProvider';

const KEY = 'app.campaigns.posts.caption';

/** Saving an edited caption sends the post back to review (the contract). */
const REVIEW: PostStatus = 'needs_review';

/** The editor's fields: the caption, and the status its save gives the post. */
export type CaptionValues = { caption: string; status: PostStatus };

export const captionValuesOf = (post: CampaignPost): CaptionValues => ({
  caption: post.caption ?? '',
  status: post.status,
});

/**
 * The base of the merge: the post as the editor opened it. Its save always sends the post back
 * to review, so when it was in review already the status still counts as the user's change (no
 * status as base): a colleague's move of it meanwhile (an approval) is put to the user, never
 * silently kept under a new caption nor silently undone.
 */
const baseOf = (opened: CaptionValues): Plain => ({
  caption: opened.caption,
  status: opened.status === REVIEW ? null : opened.status,
});

export function useCaptionSave(post: CampaignPost, campaignId: Identifier) {
  const dataProvider = useSurfacedDataProvider();
  const translate = useTranslate();
  const toast = useToast();
  const keptTheirsToast = useKeptTheirsToast();
  const save = useSavePost();
  const refresh = useRefreshPosts();
  const platform = platformName(post.platform);
  const colleagues = useColleagueSave<CaptionValues>({
    read: async () =>
      captionValuesOf((await dataProvider.getCampaignPost(Number(campaignId), post.id)).data),
    labelOf: ([field]) =>
      field === 'status'
        ? translate('app.campaigns.posts.columns.status')
        : translate(`${KEY}.label`, { platform }),
    formatValue: ([field], value) =>
      field === 'status' && typeof value === 'string'
        ? translate(postStatusKey(value), { _: value })
        : undefined,
  });

  const texts = { success: `${KEY}.saved`, failure: `${KEY}.save_failed` };

  /** Resolves to whether the caption is saved; otherwise the editor keeps the text. */
  const submit = async (caption: string, opened: CaptionValues): Promise<boolean> => {
    let outcome;
    try {
      outcome = await colleagues.merge({ caption, status: REVIEW }, baseOf(opened));
    } catch (error) {
      if (isSaveCancelled(error)) toast.info('app.colleagues.clash.cancelled');
      else if (isPostGone(error)) {
        toast.error('app.colleagues.gone');
        void refresh();
      } else toast.failure(error, texts.failure);
      return false;
    }
    let saved = true;
    if (outcome.toSend.length > 0) {
      saved = await save(post, pickFields(outcome.merged, outcome.toSend), texts);
    } else {
      // The post already reads as the user wants it (their choice, or the colleague's same edit).
      toast.success(translate(texts.success));
      await refresh();
    }
    if (saved) keptTheirsToast(outcome.keptTheirs);
    return saved;
  };

  return { submit, dialog: colleagues.dialog };
}
