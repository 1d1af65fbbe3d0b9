// TODO(stub): replaced by the real screen.
const AlbumDetail = () => null;

export default AlbumDetail;
