// The quick action's dialog is the album area's own Create album dialog, with the same props.
export { CreateAlbumDialog } from '../../../albums/create/CreateAlbumDialog';
