// What the analytics screen asks the API for, in one place: the cards' queries
// (useAnalyticsData.ts) call these same methods, and `npm run bench:seed -- --analytics` runs
// them all against the demo API at two sizes of label to count the requests.
import * as clock from '../../lib/clock';
import type { LabelDataProvider } from '../../providers/data';
import { firstDayOf, monthKeys } from './figures/months';

/** Releases per month: the last twelve months (this one included) and the next six. */
export const RELEASE_MONTHS = { before: 12, after: 6 };

/** The first day the releases card counts from, on the app's clock. */
export function releasesFrom(at: number = clock.now()): string {
  return firstDayOf(monthKeys(RELEASE_MONTHS.before, RELEASE_MONTHS.after, at)[0] ?? '');
}

/** Every load of the screen, as its cards make them (the campaign list once: they share it). */
export function loadAnalytics(dataProvider: LabelDataProvider, at: number = clock.now()) {
  return Promise.all([
    dataProvider.getArtistStatusCounts(),
    dataProvider.getArtistGenreCounts(),
    dataProvider.getCatalogueStatusCounts('songs'),
    dataProvider.getCatalogueStatusCounts('albums'),
    dataProvider.getAlbumReleases(releasesFrom(at)),
    dataProvider.getAllCampaigns(),
    dataProvider.getSettings(),
    dataProvider.getAllSongRequests(),
  ]);
}
