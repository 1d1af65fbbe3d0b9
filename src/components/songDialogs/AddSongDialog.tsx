import { CreateBase, useTranslate } from 'react-admin';
import type { Artist } from '../../api/types';
import { clearDraft } from '../../providers/drafts/draftStore';
import { SongDialog } from './SongDialog';
import { SongForm } from './SongForm';
import { useSongSaveToasts } from './useSongSaveToasts';

export interface AddSongDialogProps {
  artist: Pick<Artist, 'id' | 'stageName'>;
  open: boolean;
  onClose: () => void;
}

const MESSAGES = {
  success: 'app.songs.form.added',
  failure: 'app.songs.form.add_failed',
  unexpected: 'app.songs.form.create_error',
};

/**
 * Adds a song to the artist. react-admin's create then invalidates every songs list, so the
 * artist's content tab and quick stats read theirs again.
 */
export const AddSongDialog = ({ artist, open, onClose }: AddSongDialogProps) => {
  const translate = useTranslate();
  // A new song's draft is kept per artist: the song has no id yet.
  const draft = { form: 'song-create', recordId: artist.id };
  const mutationOptions = useSongSaveToasts(MESSAGES, () => {
    clearDraft(draft.form, draft.recordId);
    onClose();
  });
  return (
    <SongDialog open={open} onClose={onClose}>
      <CreateBase
        resource="songs"
        record={{ artist_id: artist.id, is_explicit: false }}
        redirect={false}
        mutationMode="pessimistic"
        mutationOptions={mutationOptions}
      >
        <SongForm
          titleKey="app.songs.form.add_title"
          subtitle={translate('app.songs.form.for_artist', { name: artist.stageName })}
          artistId={artist.id}
          submitLabel="app.songs.form.add"
          alwaysEnable
          draft={draft}
        />
      </CreateBase>
    </SongDialog>
  );
};
