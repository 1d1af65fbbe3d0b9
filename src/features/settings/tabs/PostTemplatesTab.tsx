import ViewListIcon from '@mui/icons-material/ViewList';
import { Stack, Typography } from '@mui/material';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { PostTemplate } from '../../../api/types';
import { EmptyState } from '../../../components/detail/EmptyState';
import { TemplateGroupSection } from '../templates/TemplateGroupSection';
import { groupTemplates, searchable, weekSpan } from '../templates/templateGroups';
import { TemplatesLoadFailed, TemplatesSkeleton } from '../templates/TemplatesLoadState';
import { TemplateSearch } from '../templates/TemplateSearch';
import { usePostTemplates } from '../templates/usePostTemplates';
import { TEMPLATES, useTemplateFormat, type TemplateFormat } from '../templates/useTemplateFormat';

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

const summaryOf = (templates: PostTemplate[], format: TemplateFormat, translate: Translate) => {
  const span = weekSpan(templates);
  if (!span) return '';
  const weeks = span.last - span.first + 1;
  return translate(`${TEMPLATES}.summary`, {
    templates: translate(`${TEMPLATES}.count`, {
      smart_count: templates.length,
      count: format.count(templates.length),
    }),
    weeks: translate(`${TEMPLATES}.weeks`, { smart_count: weeks, count: format.count(weeks) }),
    first: format.week(span.first),
    last: format.week(span.last),
  });
};

type Translate = ReturnType<typeof useTranslate>;

const TemplateGroups = ({ templates }: { templates: PostTemplate[] }) => {
  const translate = useTranslate();
  const format = useTemplateFormat();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const wanted = searchable(deferredQuery.trim());
  const groups = useMemo(
    () =>
      groupTemplates(
        templates,
        wanted
          ? (t) => searchable(`${t.template_name} ${format.format(t)}`).includes(wanted)
          : undefined,
      ),
    [templates, wanted, format],
  );
  const shown = groups.reduce((sum, group) => sum + group.templates.length, 0);

  return (
    <>
      <div>
        <Typography>{summaryOf(templates, format, translate)}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate(`${TEMPLATES}.week_hint`)}
        </Typography>
      </div>
      <TemplateSearch value={query} onChange={setQuery} />
      <Typography role="status" variant="body2">
        {wanted
          ? translate(`${TEMPLATES}.matches`, { smart_count: shown, count: format.count(shown) })
          : ''}
      </Typography>
      {wanted && shown === 0 ? (
        <Typography>
          {translate(`${TEMPLATES}.no_match`, { query: deferredQuery.trim() })}
        </Typography>
      ) : (
        groups.map((group) => (
          <TemplateGroupSection
            key={group.platform}
            group={group}
            format={format}
            searching={!!wanted}
          />
        ))
      )}
    </>
  );
};
