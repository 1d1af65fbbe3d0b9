// How a post's values read in the interface language: its schedule, budget, language, format.
import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CampaignPost } from '@/api/types';
import { DATE_OPTIONS, TIME_OPTIONS } from '@/lib/dates';
import { languageName } from '@/lib/languageNames';
import { scheduleOf } from './postSchedule';

export function usePostFormat(currency: string) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return useMemo(() => {
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const day = new Intl.DateTimeFormat(locale, DATE_OPTIONS);
    // One token in the locale's order ("11/21/2026", "21/11/2026"): a table column stays narrow
    // and on one line at 1280 px, where "21 nov. 2026" took three.
    const numericDay = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const time = new Intl.DateTimeFormat(locale, TIME_OPTIONS);
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'full', ...TIME_OPTIONS });
    const on = (post: CampaignPost, format: Intl.DateTimeFormat) => {
      const at = scheduleOf(post);
      return at ? format.format(at) : '';
    };
    return {
      date: (post: CampaignPost) => on(post, day),
      /** The date in a table's column: compact. */
      shortDate: (post: CampaignPost) => on(post, numericDay),
      time: (post: CampaignPost) => on(post, time),
      schedule: (post: CampaignPost) => on(post, dateTime),
      /** The allocated budget, or null when there is none (0). */
      budget: (post: CampaignPost) =>
        post.allocated_budget > 0 ? money.format(post.allocated_budget) : null,
      type: (post: CampaignPost) =>
        translate(`app.campaigns.posts.type.${post.is_paid_promotion ? 'paid' : 'organic'}`),
      language: (post: CampaignPost) =>
        languageName(post.language, locale, post.language.toUpperCase(), 'standard'),
      format: (post: CampaignPost) =>
        translate(`app.campaigns.posts.format.${post.content_format}`, {
          _: post.content_format,
        }),
    };
  }, [currency, locale, translate]);
}
