import { useState } from 'react';
import { useDelete } from 'react-admin';
import { useToast } from '../../../../../layout/toasts/useToast';
import { useFailureToast } from '../../useFailureToast';

export interface DeleteMessages {
  success: string;
  failure: string;
}

/**
 * Delete after a confirmation: `ask(record)` opens the dialog that `confirmProps` drives, and
 * the record goes only once the server has deleted it (pessimistic). The lists it appeared in
 * are then read again, counts included.
 */
export function useConfirmedDelete<R extends { id: number }>(
  resource: 'songs' | 'albums',
  messages: DeleteMessages,
) {
  const [target, setTarget] = useState<R | null>(null);
  const [deleteOne, { isPending }] = useDelete<R>();
  const toast = useToast();
  const failed = useFailureToast();
  const close = () => setTarget(null);

  const confirm = () => {
    if (!target) return;
    deleteOne(
      resource,
      { id: target.id, previousData: target },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast.success(messages.success);
          close();
        },
        onError: (error) => {
          failed(error, messages.failure);
          close();
        },
      },
    );
  };

  return {
    ask: setTarget,
    confirmProps: {
      isOpen: target !== null,
      loading: isPending,
      onConfirm: confirm,
      onClose: close,
    },
  };
}
