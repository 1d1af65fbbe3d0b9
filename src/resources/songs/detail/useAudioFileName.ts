// The name a downloaded song file gets: the audio file's own original name when the artist's
// media library knows it, else the song's title.
import type { Song } from '@/api/types';
import { useArtistMediaFiles } from '@/components/media/mediaQueries';

export function useAudioFileName(song: Pick<Song, 'artist_id' | 'audio_file_id' | 'title'>) {
  const fileId = song.audio_file_id;
  // The library's own cache entry: an upload, a rename or a delete there refreshes this too.
  const { data } = useArtistMediaFiles(song.artist_id, 'audio', { enabled: fileId !== null });
  const original = data?.find((file) => file.id === fileId)?.original_filename;
  return original || `${song.title}.wav`;
}
