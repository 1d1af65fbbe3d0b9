import type { Artist } from '@/api/types';
import { ArtistMediaLibrary } from '@/components/media/artistLibrary/ArtistMediaLibrary';

/** The artist's media library, the same one the label's media screen shows. */
export const MediaTab = ({ artist }: { artist: Artist }) => <ArtistMediaLibrary artist={artist} />;
