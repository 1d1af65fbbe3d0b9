// What deleting a song or an album says, wherever it is deleted from: its own detail screen or
// its artist's content tab.
import type { DeleteTexts } from '../delete/useConfirmDelete';

const textsOf = (prefix: string): DeleteTexts => ({
  title: `${prefix}.title`,
  content: `${prefix}.confirm`,
  success: `${prefix}.success`,
  failure: `${prefix}.failure`,
});

export const SONG_DELETE_TEXTS = textsOf('app.catalogue.delete.song');
export const ALBUM_DELETE_TEXTS = textsOf('app.catalogue.delete.album');

/** The server refuses to delete a song an album holds (409): the screens say so first. */
export const SONG_IN_ALBUM = 'app.catalogue.delete.song.in_album';
