// TODO(stub): replaced by the real screen.
const SongDetail = () => null;

export default SongDetail;
