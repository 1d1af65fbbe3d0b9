// Every rule of the catalogue health check, in the order the screen lists them: songs, albums,
// artists, promotion. A rule is a pure function over the whole catalogue (see HealthRule); to
// add one, write it in a file of this folder, give it its texts in
// i18n/catalogueHealthRules.ts, and list it here.
import type { HealthRule } from '../model/types';
import {
  albumDraftPastRelease,
  albumPublishedFutureRelease,
  albumPublishedWithoutUpc,
  albumUpcDuplicate,
  albumUpcMalformed,
  albumWithoutCover,
  albumWithoutTracks,
} from './albumRules';
import {
  artistActiveWithoutSongs,
  artistBioMissingEn,
  artistBioMissingEs,
  artistBioMissingFr,
  artistEmailUnreachable,
  artistWithoutProfileImage,
} from './artistRules';
import { campaignReviewBeforeLaunch, smartLinkUrlWarning } from './promotionRules';
import {
  songIsrcDuplicate,
  songIsrcMalformed,
  songPublishedWithoutAudio,
  songPublishedWithoutIsrc,
  songPublishedWithoutReleaseDate,
  songWithoutDuration,
} from './songRules';

export const HEALTH_RULES: readonly HealthRule[] = [
  songPublishedWithoutAudio,
  songPublishedWithoutIsrc,
  songIsrcMalformed,
  songIsrcDuplicate,
  songPublishedWithoutReleaseDate,
  songWithoutDuration,
  albumPublishedWithoutUpc,
  albumUpcMalformed,
  albumUpcDuplicate,
  albumWithoutCover,
  albumWithoutTracks,
  albumDraftPastRelease,
  albumPublishedFutureRelease,
  artistWithoutProfileImage,
  artistEmailUnreachable,
  artistBioMissingEn,
  artistBioMissingFr,
  artistBioMissingEs,
  artistActiveWithoutSongs,
  campaignReviewBeforeLaunch,
  smartLinkUrlWarning,
];
