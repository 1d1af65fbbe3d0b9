// Rules about artists: what their page, their pitches and the label's mail need (a picture, a
// reachable e-mail, a bio in each of the app's languages), and a roster that matches the
// catalogue.
import type { Language } from '@/api/types';
import { validateArtist } from '@/lib/validateArtist';
import type { HealthRule } from '../model/types';
import { artistFinding, blank, shown } from './helpers';

/** Artists with neither a profile image id nor a profile image URL. */
export const artistWithoutProfileImage: HealthRule = {
  id: 'artists.without_profile_image',
  kind: 'artists',
  fix: { type: 'record' },
  check: ({ artists }) =>
    artists
      .filter((artist) => artist.profileImageId == null && blank(artist.profileImageUrl))
      .map((artist) => artistFinding(artist)),
};

/**
 * Artists whose e-mail the artist form refuses (`validateArtist`: blank, or not shaped as an
 * e-mail once trimmed). Value: the e-mail as stored (none when blank).
 */
export const artistEmailUnreachable: HealthRule = {
  id: 'artists.email_unreachable',
  kind: 'artists',
  fix: { type: 'inline', field: 'email' },
  check: ({ artists }) =>
    artists
      .filter((artist) => validateArtist({ email: artist.email }).email !== undefined)
      .map((artist) => artistFinding(artist, shown(artist.email))),
};

/** Artists with no non-blank bio in `language` for the `general` platform. */
function bioMissing(language: Language): HealthRule {
  return {
    id: `artists.bio_missing_${language}`,
    kind: 'artists',
    fix: { type: 'record' },
    check: ({ artists }) =>
      artists
        .filter(
          (artist) =>
            !(artist.bios ?? []).some(
              (bio) => bio.language === language && bio.platform === 'general' && !blank(bio.bio),
            ),
        )
        .map((artist) => artistFinding(artist)),
  };
}

/** Artists with no non-blank English bio for the `general` platform. */
export const artistBioMissingEn = bioMissing('en');
/** Artists with no non-blank French bio for the `general` platform. */
export const artistBioMissingFr = bioMissing('fr');
/** Artists with no non-blank Spanish bio for the `general` platform. */
export const artistBioMissingEs = bioMissing('es');

/**
 * Artists with status `active` of whom no song (any status) is listed (no song's `artist_id`
 * is theirs). The artists' bulk edit sets the status.
 */
export const artistActiveWithoutSongs: HealthRule = {
  id: 'artists.active_without_songs',
  kind: 'artists',
  fix: { type: 'bulk', resource: 'artists' },
  check: ({ artists, songs }) => {
    const withSongs = new Set(songs.map((song) => song.artist_id));
    return artists
      .filter((artist) => artist.status === 'active' && !withSongs.has(artist.id))
      .map((artist) => artistFinding(artist));
  },
};
