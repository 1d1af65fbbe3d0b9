// Loading, failure (the server's words first, with a retry) and empty states of both dialogs.
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useLoadFailureToast } from '@/components/toasts/useLoadFailureToast';
import { serverMessageOr } from '@/lib/errorMessage';

export const MATERIALS_LOAD_FAILED = 'app.campaigns.materials.load_failed';

interface MaterialsLoadStateProps {
  query: { data: readonly unknown[] | undefined; error: unknown; refetch: () => unknown };
  emptyText: string;
  emptyHint?: string;
  /** The loaded items. */
  children: ReactNode;
}

const Message = ({ children }: { children: ReactNode }) => (
  <Stack spacing={1.5} sx={{ alignItems: 'center', py: 4, textAlign: 'center' }}>
    {children}
  </Stack>
);

export const MaterialsLoadState = ({
  query,
  emptyText,
  emptyHint,
  children,
}: MaterialsLoadStateProps) => {
  const translate = useTranslate();
  // A reload that fails keeps what is already shown.
  const failure = query.data ? null : query.error;
  useLoadFailureToast([failure], MATERIALS_LOAD_FAILED);

  if (failure) {
    const message = serverMessageOr(failure, MATERIALS_LOAD_FAILED);
    return (
      <Message>
        <Typography color="error">{translate(message, { _: message })}</Typography>
        <Button variant="outlined" onClick={() => void query.refetch()}>
          {translate('app.retry')}
        </Button>
      </Message>
    );
  }
  if (!query.data) {
    return (
      <Stack
        role="status"
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'center', py: 4 }}
      >
        <CircularProgress size={24} aria-hidden />
        <Typography>{translate('app.campaigns.materials.loading')}</Typography>
      </Stack>
    );
  }
  if (query.data.length === 0) {
    return (
      <Message>
        <Typography variant="h6" component="p">
          {emptyText}
        </Typography>
        {emptyHint && <Typography sx={{ color: 'text.secondary' }}>{emptyHint}</Typography>}
      </Message>
    );
  }
  return <>{children}</>;
};
