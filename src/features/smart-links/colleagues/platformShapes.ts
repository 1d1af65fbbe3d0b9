// How the link's fields merge when a colleague saved it meanwhile (issue 37). The slug is a
// value and the theme a group merged field by field (both inferred). Each platform list is
// merged entry by entry, an entry named by its platform, so a colleague's new or edited entry
// survives the user's edit of another one, each in its place. The entries' ids cannot name
// them: every batch save replaces the list and numbers it anew.
import type { FieldShapes, MergeShape } from '@/lib/merge';

export const PLATFORM_LISTS = ['streaming', 'social'] as const;
export type PlatformList = (typeof PLATFORM_LISTS)[number];

const BY_PLATFORM: MergeShape = { kind: 'keyed', key: 'platform_name' };
const WHOLE: MergeShape = { kind: 'value' };

/** Two entries of one platform (two Spotify profiles, allowed): the platform names neither. */
export function repeatsPlatform(entries: unknown): boolean {
  if (!Array.isArray(entries)) return false;
  const names = entries.map((entry: { platform_name?: unknown }) => entry.platform_name);
  return new Set(names).size < names.length;
}

/** The lists where a platform appears twice, found as the save goes (before and after reading). */
export class RepeatedPlatforms {
  private lists = new Set<PlatformList>();

  /** Starts a save over: the lists of the form's base and of the user's values. */
  reset(...values: Readonly<Record<string, unknown>>[]) {
    this.lists = new Set();
    this.note(...values);
  }

  /** Adds the lists of `values` (the link as read again) that repeat a platform. */
  note(...values: Readonly<Record<string, unknown>>[]) {
    for (const list of PLATFORM_LISTS) {
      if (values.some((value) => repeatsPlatform(value[list]))) this.lists.add(list);
    }
  }

  has(list: PlatformList) {
    return this.lists.has(list);
  }
}

/**
 * The link's shapes. A list where a platform appears twice, on either side, is merged whole
 * (both changed it: the clash question), since merging it by platform would drop one of the
 * two entries. Which lists those are is only known once the link is read again, just before
 * the merge runs: `repeated` is asked then.
 */
export function platformShapes(repeated: RepeatedPlatforms): FieldShapes {
  return {
    get streaming() {
      return repeated.has('streaming') ? WHOLE : BY_PLATFORM;
    },
    get social() {
      return repeated.has('social') ? WHOLE : BY_PLATFORM;
    },
  };
}
