import ViewListIcon from '@mui/icons-material/ViewList';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EmptyState } from '@/components/detail/EmptyState';
import { TemplateGroups } from '../templates/TemplateGroups';
import { TemplatesLoadFailed, TemplatesSkeleton } from '../templates/TemplatesLoadState';
import { usePostTemplates } from '../templates/usePostTemplates';
import { TEMPLATES } from '../templates/useTemplateFormat';

/** The pre-configured posts campaigns are scheduled from, read-only, by platform. */
export const PostTemplatesTab = () => {
  const translate = useTranslate();
  const { data, error, isPending, refetch, isRefetching } = usePostTemplates();

  let content: React.JSX.Element;
  if (data && data.length > 0) content = <TemplateGroups templates={data} />;
  else if (data)
    content = (
      <EmptyState
        icon={<ViewListIcon />}
        title={translate(`${TEMPLATES}.empty`)}
        hint={translate(`${TEMPLATES}.empty_hint`)}
      />
    );
  else if (isPending) content = <TemplatesSkeleton />;
  else
    content = (
      <TemplatesLoadFailed error={error} retrying={isRefetching} onRetry={() => void refetch()} />
    );

  return (
    <Stack spacing={2}>
      <Typography sx={{ color: 'text.secondary' }}>{translate(`${TEMPLATES}.intro`)}</Typography>
      {content}
    </Stack>
  );
};
