// The name a downloaded song file gets: the audio file's own original name when the artist's
// media library knows it, else the song's title.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Song } from '../../../api/types';
import type { LabelDataProvider } from '../../../providers/data';
import { artistMediaQueryKey } from '../../artists/detail/useArtistStats';

export function useAudioFileName(song: Pick<Song, 'artist_id' | 'audio_file_id' | 'title'>) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const fileId = song.audio_file_id;
  // Under the artist's media key, so whatever refreshes the artist's media refreshes this too.
  const { data } = useQuery({
    queryKey: [...artistMediaQueryKey(song.artist_id), 'files', 'audio'],
    queryFn: async () => (await dataProvider.getArtistMediaFiles(song.artist_id, 'audio')).data,
    enabled: fileId !== null,
    staleTime: 60_000,
  });
  const original = data?.find((file) => file.id === fileId)?.original_filename;
  return original || `${song.title}.wav`;
}
