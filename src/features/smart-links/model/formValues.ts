// The manager's form: the link settings (slug and theme) and the two platform lists, kept apart
// as the screen shows them and sent together in one batch.
import type {
  LinkSettings,
  SmartLinkPlatform,
  SmartLinkPlatformInput,
  SmartLinkPlatformType,
  SmartLinkTheme,
} from '@/api/types';
import { httpUrl } from '@/components/smartLink/platformCatalog';
import { DEFAULT_THEME } from './theme';

export interface PlatformEntry {
  platform_name: string;
  profile_url: string;
  display_name: string;
  is_visible: boolean;
}

export interface SmartLinkFormValues {
  link_slug: string;
  theme: SmartLinkTheme;
  streaming: PlatformEntry[];
  social: PlatformEntry[];
}

export const EMPTY_ENTRY: PlatformEntry = {
  platform_name: '',
  profile_url: '',
  display_name: '',
  is_visible: true,
};

const entriesOf = (platforms: SmartLinkPlatform[], type: SmartLinkPlatformType): PlatformEntry[] =>
  platforms
    .filter((p) => p.platform_type === type)
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
    .map((p) => ({
      platform_name: p.platform_name,
      profile_url: p.profile_url,
      display_name: p.display_name ?? '',
      is_visible: p.is_visible,
    }));

export function toFormValues(
  settings: LinkSettings | undefined,
  platforms: SmartLinkPlatform[] | undefined,
): SmartLinkFormValues {
  return {
    link_slug: settings?.link_slug ?? '',
    // A server may leave out theme fields; the defaults fill them in.
    theme: { ...DEFAULT_THEME, ...(settings?.theme ?? {}) },
    streaming: entriesOf(platforms ?? [], 'streaming'),
    social: entriesOf(platforms ?? [], 'social'),
  };
}

const isBlankEntry = (e: PlatformEntry) => !e.platform_name && !e.profile_url.trim();

/** The batch body: both lists in their order, rows left entirely blank dropped. */
export function toPlatformInputs(values: SmartLinkFormValues): SmartLinkPlatformInput[] {
  const inputs = (entries: PlatformEntry[], type: SmartLinkPlatformType) =>
    entries
      .filter((e) => !isBlankEntry(e))
      .map((e, index) => ({
        platform_name: e.platform_name,
        profile_url: e.profile_url.trim(),
        display_name: e.display_name.trim() || null,
        platform_type: type,
        sort_order: index + 1,
        is_visible: e.is_visible,
      }));
  return [...inputs(values.streaming, 'streaming'), ...inputs(values.social, 'social')];
}

/** What the live page shows: visible entries with both a platform and a URL, in their order. */
export const shownEntries = (entries: PlatformEntry[]): PlatformEntry[] =>
  entries.filter((e) => e.is_visible && e.platform_name !== '' && e.profile_url.trim() !== '');

/** A shown entry's link target, or null when it is not an http(s) address (never a live link). */
export const linkTarget = (entry: PlatformEntry): string | null =>
  httpUrl(entry.profile_url)?.href ?? null;
