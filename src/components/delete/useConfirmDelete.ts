import { useState } from 'react';
import { useDeleteController, type RaRecord } from 'react-admin';
import { useToast } from '../toasts/useToast';

export interface DeleteTexts {
  /** i18n keys of the confirmation */
  title: string;
  content: string;
  /** i18n key of the success toast */
  success: string;
  /** i18n key of the failure toast when the server sends no message of its own */
  failure: string;
  /** Arguments of these texts, e.g. the record's name */
  args?: Record<string, unknown>;
}

export interface ConfirmDeleteOptions<R extends RaRecord> {
  resource: string;
  record: R;
  texts: DeleteTexts;
  /** After the server has deleted the record, e.g. to leave its detail screen. */
  onDeleted?: () => void;
  /** After the server has refused or failed. */
  onFailed?: () => void;
  /** The confirmation shows from the first render (a button that mounts it when pressed). */
  initiallyOpen?: boolean;
}

/**
 * Delete after a confirmation, pessimistically: react-admin's useDeleteController sends the
 * delete once confirmed, and the record leaves every cached list only once the server has
 * deleted it. The toasts are the spec's: its success text, else the server's reason (a 409
 * says why) or the failure text.
 */
export function useConfirmDelete<R extends RaRecord>({
  resource,
  record,
  texts,
  onDeleted,
  onFailed,
  initiallyOpen = false,
}: ConfirmDeleteOptions<R>) {
  const [open, setOpen] = useState(initiallyOpen);
  const toast = useToast();
  const { handleDelete, isPending } = useDeleteController<R>({
    resource,
    record,
    mutationMode: 'pessimistic',
    redirect: false,
    // Call-time callbacks: they replace the controller's own notification and redirect.
    mutationOptions: {
      onSuccess: () => {
        setOpen(false);
        toast.success(texts.success, { messageArgs: texts.args });
        onDeleted?.();
      },
      onError: (error) => {
        setOpen(false);
        toast.failure(error, texts.failure);
        onFailed?.();
      },
    },
  });

  return {
    ask: () => setOpen(true),
    dialogProps: {
      open,
      pending: isPending,
      onConfirm: handleDelete,
      onCancel: () => setOpen(false),
    },
  };
}
