// The questions the posts view asks before an action that writes or sends many posts at once:
// each names how many posts it touches.
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import RefreshIcon from '@mui/icons-material/Refresh';
import SendIcon from '@mui/icons-material/Send';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '@/components/confirm/ConfirmDialog';

const KEY = 'app.campaigns.posts.actions';

export type PostsQuestionKind = 'drafts' | 'regenerate' | 'send';

const TEXTS: Record<PostsQuestionKind, { title: string; text: string; confirm: string }> = {
  drafts: {
    title: `${KEY}.drafts_title`,
    text: `${KEY}.drafts_text`,
    confirm: `${KEY}.generate_drafts`,
  },
  regenerate: {
    title: `${KEY}.regenerate_title`,
    text: `${KEY}.regenerate_text`,
    confirm: `${KEY}.regenerate_all`,
  },
  send: { title: `${KEY}.send_title`, text: `${KEY}.send_text`, confirm: `${KEY}.send_confirm` },
};

const ICONS: Record<PostsQuestionKind, ReactNode> = {
  drafts: <AutoAwesomeIcon />,
  regenerate: <RefreshIcon />,
  send: <SendIcon />,
};

export interface PostsQuestion {
  kind: PostsQuestionKind;
  /** How many posts the action touches. */
  count: number;
}

export interface PostsQuestionDialogProps {
  /** The question asked; null while none is. */
  question: PostsQuestion | null;
  onConfirm: (kind: PostsQuestionKind) => void;
  onCancel: () => void;
}

/** One of the questions; Cancel has the focus, as nothing can take a sent post back. */
export const PostsQuestionDialog = ({
  question,
  onConfirm,
  onCancel,
}: PostsQuestionDialogProps) => {
  const translate = useTranslate();
  // The question keeps its words while the dialog fades out after the answer.
  const [shown, setShown] = useState(question);
  if (question && question !== shown) setShown(question);
  if (!shown) return null;
  const texts = TEXTS[shown.kind];
  const count = { smart_count: shown.count };
  return (
    <ConfirmDialog
      open={question !== null}
      title={translate(texts.title, count)}
      content={translate(texts.text, count)}
      confirmLabel={translate(texts.confirm)}
      cancelLabel={translate(`${KEY}.cancel`)}
      confirmColor="primary"
      confirmIcon={ICONS[shown.kind]}
      onConfirm={() => onConfirm(shown.kind)}
      onCancel={onCancel}
    />
  );
};
