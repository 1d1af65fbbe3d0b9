import { EditBase, useTranslate } from 'react-admin';
import type { Song } from '../../api/types';
import { useRecordColleagues } from '../colleagues';
import { clearDraft } from '../../providers/drafts/draftStore';
import { SongDialog } from './SongDialog';
import { SongForm } from './SongForm';
import { useSongSaveToasts } from './useSongSaveToasts';
import { useSongFieldText } from './useSongFieldText';

export interface EditSongDialogProps {
  song: Song;
  open: boolean;
  onClose: () => void;
}

const MESSAGES = {
  success: 'app.songs.form.updated',
  failure: 'app.songs.form.update_failed',
  unexpected: 'app.songs.form.update_failed',
};

/**
 * Edits the song with the Add song form; the saved song replaces the one the detail shows. A
 * colleague's changes since the dialog opened are kept, and a field both changed is asked about.
 */
export const EditSongDialog = ({ song, open, onClose }: EditSongDialogProps) => {
  const translate = useTranslate();
  const draft = { form: 'song-edit', recordId: song.id };
  const colleagues = useRecordColleagues<Song>({
    resource: 'songs',
    id: song.id,
    ...useSongFieldText(song.artist_id, open),
  });
  const toasts = useSongSaveToasts(MESSAGES, () => {
    clearDraft(draft.form, draft.recordId);
    onClose();
  });
  // PUT /songs/{id} leaves absent fields unchanged: only what the user changed goes out.
  const mutationOptions = { mutationFn: colleagues.update, ...toasts };
  return (
    <SongDialog open={open} onClose={onClose}>
      <EditBase
        resource="songs"
        id={song.id}
        redirect={false}
        redirectOnError={false}
        mutationMode="pessimistic"
        mutationOptions={mutationOptions}
      >
        <SongForm
          titleKey="app.songs.form.edit_title"
          subtitle={translate('app.songs.form.for_artist', { name: song.artist_name })}
          artistId={song.artist_id}
          submitLabel="ra.action.save"
          draft={draft}
          guard={colleagues.guard}
        />
      </EditBase>
    </SongDialog>
  );
};
