// The tab before its templates are there: skeletons while they are read, the failure in place
// (the server's words first) with a retry.
import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '@/components/visuallyHidden';
import { LoadFailureAlert } from '@/components/detail/LoadFailureAlert';
import { TEMPLATES } from './useTemplateFormat';

const SKELETON_GROUPS = 2;
const SKELETON_ROWS = 4;

export const TemplatesSkeleton = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} aria-busy="true">
      <Typography role="status" sx={visuallyHidden}>
        {translate(`${TEMPLATES}.loading`)}
      </Typography>
      {Array.from({ length: SKELETON_GROUPS }, (_, group) => (
        <Card key={group} aria-hidden>
          <CardContent>
            <Skeleton variant="text" width="30%" sx={{ fontSize: '1.25rem' }} />
            {Array.from({ length: SKELETON_ROWS }, (_, row) => (
              <Skeleton key={row} variant="text" />
            ))}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
};

export interface TemplatesLoadFailedProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

export const TemplatesLoadFailed = ({ error, retrying, onRetry }: TemplatesLoadFailedProps) => (
  <LoadFailureAlert
    error={error}
    fallbackKey={`${TEMPLATES}.load_failed`}
    onRetry={onRetry}
    retrying={retrying}
  />
);
