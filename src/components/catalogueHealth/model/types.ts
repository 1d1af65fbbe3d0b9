// The shapes every part of the catalogue health check shares: what the checks read (the
// catalogue as the API's paged lists give it), what one rule finds, and the report kept.
import type { Album, Artist, Campaign, SmartLinkPlatform, Song } from '@/api/types';

/** The records a rule looks at; each group of problems is about one kind. */
export type HealthKind = 'artists' | 'songs' | 'albums' | 'campaigns' | 'smartLinks';

/** The smart-link platforms of one artist who has a link page. */
export interface ArtistSmartLinks {
  artistId: number;
  artistName: string;
  platforms: SmartLinkPlatform[];
}

/** The whole catalogue as read for the checks, and the day they are run on. */
export interface CatalogueData {
  artists: Artist[];
  songs: Song[];
  albums: Album[];
  campaigns: Campaign[];
  smartLinks: ArtistSmartLinks[];
  /** Today in the app's clock, `YYYY-MM-DD` (UTC): release and launch dates compare with it. */
  today: string;
}

/** One record a rule finds at fault. */
export interface Finding {
  /** The record's id (an artist's id for the smart-link rule). */
  id: number;
  /** How the record is named on screen: a stage name, a title, a campaign's name. */
  name: string;
  /** Its artist, when the record has one (for the table and the link to the artist). */
  artistId?: number | null;
  artistName?: string | null;
  /** The offending value as text (an ISRC, a UPC, a date, the missing languages), if any. */
  value?: string | null;
}

/** How a group's problem is fixed from the health screen. */
export type HealthFix =
  /** One field of each record, typed in the group's table and saved as the form saves it. */
  | { type: 'inline'; field: 'isrc' | 'upc' | 'release_date' | 'duration_seconds' | 'email' }
  /** The same change for every record of the group: the list's existing bulk edit. */
  | { type: 'bulk'; resource: 'artists' | 'songs' | 'albums' }
  /** Only on the record's own page. */
  | { type: 'record' };

/**
 * A rule of the catalogue's health: a small pure function over the whole catalogue (some rules,
 * such as a duplicated ISRC, need more than one record). Its texts are
 * `app.catalogue_health.rules.<id>.title` (what is wrong, e.g. "Published without an audio
 * file") and `….why` (why it matters, one sentence).
 */
export interface HealthRule {
  /** Stable id, `<kind>.<what>`, e.g. `songs.published_without_audio`. */
  id: string;
  kind: HealthKind;
  fix: HealthFix;
  check: (data: CatalogueData) => Finding[];
}

/** The findings of one rule. */
export interface HealthGroup {
  ruleId: string;
  findings: Finding[];
}

/** A complete check of the catalogue, as kept between visits. */
export interface HealthReport {
  /** When the catalogue was read (app clock, ms). */
  checkedAt: number;
  /** Every rule, in the rules' order, with its findings (possibly none). */
  groups: HealthGroup[];
  /** How many records of each kind were checked. */
  checked: Record<HealthKind, number>;
}
