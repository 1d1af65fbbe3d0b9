// The quick action opens the songs area's own dialog, which takes these same props.
export { AddSongDialog } from '../../../songs/dialogs/AddSongDialog';
