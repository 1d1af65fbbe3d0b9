// Where each kind of finding belongs on the screen (the four groups) and where its
// record lives: the resources' own path helpers, so a link never drifts from the routes.
import { campaignPostsPath } from '@/resources/campaigns/paths';
import { albumPath } from '@/resources/albums/paths';
import { artistPath } from '@/resources/artists/paths';
import { songPath } from '@/resources/songs/paths';
import { artistSmartLinkPath } from '../../smart-links/paths';
import type { HealthKind } from '@/components/catalogueHealth/model/types';

export type HealthSection = 'songs' | 'albums' | 'artists' | 'promotion';

/** The screen's sections, top to bottom, and the kinds of records each gathers. */
export const HEALTH_SECTIONS: ReadonlyArray<{ key: HealthSection; kinds: readonly HealthKind[] }> =
  [
    { key: 'songs', kinds: ['songs'] },
    { key: 'albums', kinds: ['albums'] },
    { key: 'artists', kinds: ['artists'] },
    { key: 'promotion', kinds: ['campaigns', 'smartLinks'] },
  ];

/** The page where a finding's record is fixed (a smart-link finding's id is its artist's). */
export function recordPath(kind: HealthKind, id: number): string {
  switch (kind) {
    case 'songs':
      return songPath(id);
    case 'albums':
      return albumPath(id);
    case 'artists':
      return artistPath(id);
    case 'campaigns':
      return campaignPostsPath({ campaignId: id });
    case 'smartLinks':
      return artistSmartLinkPath(id);
  }
}

/** The id of a group's element on the page (rule ids hold dots, which CSS selectors dislike). */
export const groupElementId = (ruleId: string): string =>
  `health-${ruleId.replace(/[^A-Za-z0-9_-]/g, '-')}`;
