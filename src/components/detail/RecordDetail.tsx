// The frame of a detail screen at /{resource}/{id}: it reads the record, says it is loading, says
// when the record does not exist or could not be read, and renders the screen once it is in.
import { Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { Title, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useRouteRecord } from './useRouteRecord';

export interface RecordDetailTexts {
  loading: string;
  notFound: string;
  notFoundHint?: string;
  /** Also the toast's text when the server sends no message of its own. */
  loadFailed: string;
  /** The link back to the list. */
  back: string;
}

export interface RecordDetailProps<R extends RaRecord> {
  resource: string;
  /** i18n key of the page title until the record is shown (the menu's name of the list). */
  title: string;
  texts: RecordDetailTexts;
  listPath: string;
  /** A first load that fails leaves for the list, after its toast, instead of offering a retry. */
  leaveOnFailure?: boolean;
  children: (record: R) => ReactNode;
}

function RecordDetailScreen<R extends RaRecord>({
  param,
  resource,
  title,
  texts,
  listPath,
  leaveOnFailure = false,
  children,
}: RecordDetailProps<R> & { param: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { record, notFound, failed, retry } = useRouteRecord<R>(resource, param, texts.loadFailed);
  const leave = leaveOnFailure && failed;

  useEffect(() => {
    if (leave) navigate(listPath, { replace: true });
  }, [leave, listPath, navigate]);

  if (record) return <>{children(record)}</>;
  if (notFound || (failed && !leave)) {
    return (
      <Stack spacing={2} sx={{ py: 4, alignItems: 'flex-start' }}>
        <Title title={title} />
        <Typography component="h1" variant="h5" color={failed ? 'error' : undefined}>
          {translate(notFound ? texts.notFound : texts.loadFailed)}
        </Typography>
        {notFound && texts.notFoundHint && (
          <Typography sx={{ color: 'text.secondary' }}>{translate(texts.notFoundHint)}</Typography>
        )}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {failed && (
            <Button variant="outlined" onClick={retry}>
              {translate('app.retry')}
            </Button>
          )}
          <Link component={RouterLink} to={listPath}>
            {translate(texts.back)}
          </Link>
        </Stack>
      </Stack>
    );
  }
  // Also shown for the moment a failed load takes to toast and leave for the list.
  return (
    <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
      <Title title={title} />
      <CircularProgress size={24} aria-hidden />
      <Typography>{translate(texts.loading)}</Typography>
    </Stack>
  );
}

export function RecordDetail<R extends RaRecord>(props: RecordDetailProps<R>) {
  const { id = '' } = useParams<'id'>();
  // Another record is another screen: its tabs, dialogs and state start afresh.
  return <RecordDetailScreen<R> key={id} param={id} {...props} />;
}
