// How a template's fields read in the interface language: weeks signed around the launch week
// ("−3", "0", "+2"), phases, formats and types in words, flags as Yes/No, a missing value as a dash.
import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { PostTemplate } from '@/api/types';
import { phaseOfWeek } from './templateGroups';

const DASH = '—';
export const TEMPLATES = 'app.settings.templates';

export function useTemplateFormat() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return useMemo(() => {
    const signed = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' });
    const number = new Intl.NumberFormat(locale);
    const week = (value: number) => signed.format(value);
    const hasWeek = (t: PostTemplate) => Number.isFinite(t.week_offset);
    return {
      week,
      count: (value: number) => number.format(value),
      templateWeek: (t: PostTemplate) => (hasWeek(t) ? week(t.week_offset) : DASH),
      phase: (t: PostTemplate) =>
        hasWeek(t) ? translate(`${TEMPLATES}.phase.${phaseOfWeek(t.week_offset)}`) : DASH,
      format: (t: PostTemplate) =>
        t.content_format
          ? translate(`app.campaigns.posts.format.${t.content_format}`, { _: t.content_format })
          : DASH,
      type: (t: PostTemplate) =>
        typeof t.is_paid_promotion === 'boolean'
          ? translate(`app.campaigns.posts.type.${t.is_paid_promotion ? 'paid' : 'organic'}`)
          : DASH,
      active: (t: PostTemplate) =>
        typeof t.is_active === 'boolean'
          ? translate(`${TEMPLATES}.${t.is_active ? 'yes' : 'no'}`)
          : DASH,
      name: (t: PostTemplate) => t.template_name || DASH,
    };
  }, [locale, translate]);
}

export type TemplateFormat = ReturnType<typeof useTemplateFormat>;
