// The templates as the tab shows them: one group per platform (in the settings' platform order),
// each in schedule order (week, then id), and the search that narrows them.
import type { PostTemplate } from '@/api/types';
import { PLATFORMS } from '@/api/campaignVocabulary';

export interface TemplateGroup {
  platform: string;
  /** Every template of the platform, whatever the search. */
  total: number;
  /** The ones the search keeps, in schedule order. */
  templates: PostTemplate[];
}

export type Phase = 'pre_launch' | 'launch' | 'post_launch';

/** The campaign phase a template's week falls in: the launch week (0) is the launch phase. */
export const phaseOfWeek = (week: number): Phase =>
  week < 0 ? 'pre_launch' : week === 0 ? 'launch' : 'post_launch';

const byPlatformOrder = (a: string, b: string) => {
  const rank = (p: string) => {
    const i = PLATFORMS.findIndex((known) => known === p);
    return i === -1 ? PLATFORMS.length : i;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
};

/** Lower case, without accents: "Télé" is found by "tele". */
export const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/**
 * The templates by platform. `matches` says whether the search keeps a template; a platform
 * the search empties is left out.
 */
export function groupTemplates(
  templates: readonly PostTemplate[],
  matches: (template: PostTemplate) => boolean = () => true,
): TemplateGroup[] {
  const byPlatform = new Map<string, PostTemplate[]>();
  for (const template of templates) {
    byPlatform.set(template.platform, [...(byPlatform.get(template.platform) ?? []), template]);
  }
  return [...byPlatform.keys()]
    .sort(byPlatformOrder)
    .map((platform) => {
      const all = byPlatform.get(platform) ?? [];
      return {
        platform,
        total: all.length,
        templates: all.filter(matches).sort((a, b) => a.week_offset - b.week_offset || a.id - b.id),
      };
    })
    .filter((group) => group.templates.length > 0);
}

/** The first and last week the templates cover, or null when there are none. */
export function weekSpan(
  templates: readonly PostTemplate[],
): { first: number; last: number } | null {
  if (templates.length === 0) return null;
  const weeks = templates.map((t) => t.week_offset);
  return { first: Math.min(...weeks), last: Math.max(...weeks) };
}
