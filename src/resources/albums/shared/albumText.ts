import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { AlbumTrack, AlbumType } from '../../../api/types';

/** Single, EP or LP in the interface language. */
export function useAlbumTypeName(): (type: AlbumType) => string {
  const translate = useTranslate();
  return useCallback((type) => translate(`app.albums.type.${type}`, { _: type }), [translate]);
}

/** The summed length of the tracks in seconds; tracks without a known duration count as 0. */
export const totalDuration = (tracks: readonly Pick<AlbumTrack, 'duration_seconds'>[]): number =>
  tracks.reduce((sum, track) => sum + (track.duration_seconds ?? 0), 0);
