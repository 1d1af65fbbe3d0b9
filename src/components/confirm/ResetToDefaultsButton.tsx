import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useToast } from '../toasts/useToast';
import { ConfirmDialog } from './ConfirmDialog';

export interface ResetToDefaultsButtonProps {
  /** The reset itself; the dialog stays open (and busy) until it ends. */
  onReset: () => Promise<unknown>;
  /** i18n keys of the texts: button label, question, its explanation, answer and outcomes. */
  texts: {
    label: string;
    title: string;
    content: string;
    confirm: string;
    done: string;
    failed: string;
  };
}

/** "Reset to defaults", asked first; the outcome is told in a toast (the server's words first). */
export const ResetToDefaultsButton = ({ onReset, texts }: ResetToDefaultsButtonProps) => {
  const translate = useTranslate();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [resetting, setResetting] = useState(false);

  const confirm = async () => {
    setResetting(true);
    try {
      await onReset();
      toast.success(texts.done);
      setAsking(false);
    } catch (error) {
      toast.failure(error, texts.failed);
    } finally {
      setResetting(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        color="warning"
        startIcon={<RestartAltIcon />}
        onClick={() => setAsking(true)}
      >
        {translate(texts.label)}
      </Button>
      <ConfirmDialog
        open={asking}
        title={translate(texts.title)}
        content={translate(texts.content)}
        cancelLabel={translate('ra.action.cancel')}
        confirmLabel={translate(texts.confirm)}
        confirmIcon={<RestartAltIcon />}
        pending={resetting}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
};
