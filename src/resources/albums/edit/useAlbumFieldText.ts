// How the clash dialog and the "changed meanwhile" banner name the album's fields and show their
// values: the form's labels, the type and status by their names, the tracks by their titles in
// album order, the cover by its file name.
import { useTranslate } from 'react-admin';
import { humanizePath, type FieldText } from '@/components/colleagues';
import { useAlbumTypeName } from '@/components/catalogue/albumType';
import { catalogueStatusKey } from '@/components/catalogue/catalogueStatus';
import { useArtistSongs } from '@/components/catalogue/useArtistCatalogue';
import { useArtistMediaFiles } from '@/components/media/mediaQueries';
import { useFormatDate } from '@/lib/dates';
import { isPlainObject } from '@/lib/merge';

const numbered = (titles: readonly string[]) =>
  titles.map((title, index) => `${index + 1}. ${title}`).join('\n');

export function useAlbumFieldText(artistId: number): FieldText {
  const translate = useTranslate();
  const typeName = useAlbumTypeName();
  const formatDate = useFormatDate();
  // The track picker's and the cover input's own lists: no request of their own.
  const { data: songs } = useArtistSongs(artistId);
  const { data: photos } = useArtistMediaFiles(artistId, 'photo');
  const songTitle = (id: unknown) =>
    songs?.find((song) => song.id === id)?.title ?? `#${String(id)}`;
  return {
    labelOf: ([field = '']) =>
      translate(`resources.albums.fields.${field}`, { _: humanizePath([field]) }),
    formatValue: ([field], value) => {
      if (field === 'album_type' && typeof value === 'string') return typeName(value);
      if (field === 'status' && typeof value === 'string') {
        return translate(catalogueStatusKey(value), { _: value });
      }
      if (field === 'release_date' && typeof value === 'string' && value) return formatDate(value);
      if (field === 'song_ids' && Array.isArray(value) && value.length > 0) {
        return numbered(value.map(songTitle));
      }
      if (field === 'songs' && Array.isArray(value) && value.length > 0) {
        return numbered(
          value.map((track) =>
            isPlainObject(track) ? String(track.song_title ?? track.song_id) : String(track),
          ),
        );
      }
      if (field === 'cover_image_id' && typeof value === 'number') {
        return photos?.find((file) => file.id === value)?.original_filename || undefined;
      }
      return undefined;
    },
  };
}
