import { useCallback, useEffect, useMemo, useState } from 'react';
import { useGetMany } from 'react-admin';
import type { Artist } from '../../api/types';
import { forgetRecentArtists, readRecentArtistIds, rememberRecentArtist } from './recentArtists';

/**
 * The recently used artists, most recent first. The stored ones are read from the server once
 * when the screen opens (at most MAX_RECENT_ARTISTS reads, whatever the size of the label), so
 * their names are today's; one the server no longer has leaves the list for good.
 */
export function useRecentArtists() {
  const [stored] = useState(readRecentArtistIds);
  const [ids, setIds] = useState(stored);
  // Artists opened during this visit: already loaded, they need no second read.
  const [opened, setOpened] = useState<readonly Artist[]>([]);
  const { data, isSuccess } = useGetMany<Artist>(
    'artists',
    { ids: stored },
    { enabled: stored.length > 0 },
  );

  useEffect(() => {
    if (!isSuccess || !data) return;
    // getMany leaves out the records that no longer exist (404): they are gone from storage
    // (the list below shows only the artists found already).
    const found = new Set(data.map((artist) => Number(artist.id)));
    const gone = stored.filter((id) => !found.has(id));
    if (gone.length > 0) forgetRecentArtists(gone);
  }, [data, isSuccess, stored]);

  const artists = useMemo(() => {
    const known = new Map([...(data ?? []), ...opened].map((a) => [Number(a.id), a]));
    return ids.flatMap((id) => known.get(id) ?? []);
  }, [data, ids, opened]);

  const remember = useCallback((artist: Artist) => {
    setOpened((current) => [artist, ...current.filter((other) => other.id !== artist.id)]);
    setIds(rememberRecentArtist(artist.id));
  }, []);
  const forget = useCallback((id: number) => setIds(forgetRecentArtists([id])), []);

  return { artists, remember, forget };
}
