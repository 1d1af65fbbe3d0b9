// How each kind of record reads in a recent list. The detail routes are the spec's: artists
// under /artists/{id}, songs and albums under the singular /song/{id} and /album/{id}.
import AlbumIcon from '@mui/icons-material/Album';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import type { TranslateFunction } from 'react-admin';
import type { Album, Artist, Song } from '../../api/types';
import { formatDuration } from '../../lib/duration';
import { albumPath } from '../../resources/albums/paths';
import { artistPath } from '../../resources/artists/paths';
import { songPath } from '../../resources/songs/paths';
import type { RecentEntry } from './RecentList';

/** Details joined the way they read: "Artist · 3:35"; empty parts are left out. */
const joined = (...parts: (string | null | undefined)[]): string | undefined =>
  parts.filter((part): part is string => !!part && part.trim() !== '').join(' · ') || undefined;

/** The first character of a name, for an avatar (whole characters, not UTF-16 halves). */
export const initialOf = (name: string): string =>
  Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';

export const artistEntry = (artist: Artist): RecentEntry => ({
  id: artist.id,
  to: artistPath(artist.id),
  avatar: initialOf(artist.stageName),
  primary: artist.stageName,
  // Many artists perform under their own name: saying it twice adds nothing.
  secondary: artist.realName === artist.stageName ? undefined : joined(artist.realName),
  createdAt: artist.createdAt,
});

export const songEntry = (song: Song): RecentEntry => ({
  id: song.id,
  to: songPath(song.id),
  avatar: <MusicNoteIcon />,
  primary: song.title,
  secondary: joined(song.artist_name, formatDuration(song.duration_seconds)),
  createdAt: song.created_at,
});

export const albumEntry = (album: Album, translate: TranslateFunction): RecentEntry => ({
  id: album.id,
  to: albumPath(album.id),
  avatar: <AlbumIcon />,
  primary: album.title,
  secondary: joined(
    album.artist_name,
    translate(`app.dashboard.album_type.${album.album_type}`, { _: album.album_type }),
  ),
  createdAt: album.created_at,
});
