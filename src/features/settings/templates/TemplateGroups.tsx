// The tab's content once templates are there: what they cover, a search, one section per platform.
import { Typography } from '@mui/material';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';
import type { PostTemplate } from '@/api/types';
import { TemplateGroupSection } from './TemplateGroupSection';
import { groupTemplates, searchable, weekSpan } from './templateGroups';
import { TemplateSearch } from './TemplateSearch';
import { TEMPLATES, useTemplateFormat, type TemplateFormat } from './useTemplateFormat';

const summaryOf = (
  templates: PostTemplate[],
  format: TemplateFormat,
  translate: TranslateFunction,
) => {
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

/** The templates by platform, under their summary and a search that narrows them. */
export const TemplateGroups = ({ templates }: { templates: PostTemplate[] }) => {
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
