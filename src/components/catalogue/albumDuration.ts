// The length of an album from its tracks: shared by the album screens and the create dialog's
// track picker.
import type { AlbumTrack } from '../../api/types';

/** The summed length of the tracks in seconds; tracks without a known duration count as 0. */
export const totalDuration = (tracks: readonly Pick<AlbumTrack, 'duration_seconds'>[]): number =>
  tracks.reduce((sum, track) => sum + (track.duration_seconds ?? 0), 0);
