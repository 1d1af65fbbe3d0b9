import { Edit } from 'react-admin';
import { ArtistForm } from './ArtistForm';
import { ArtistFormHeading } from './ArtistFormHeading';
import { useEditArtistSave } from './useArtistSave';

const TITLE = 'app.artists.form.edit_title';

/** /artists/{id}/edit */
const ArtistEdit = () => {
  const { transform, mutationOptions } = useEditArtistSave();
  return (
    <Edit
      title={TITLE}
      mutationMode="pessimistic"
      transform={transform}
      mutationOptions={mutationOptions}
    >
      <ArtistFormHeading title={TITLE} />
      <ArtistForm keepUnsaved />
    </Edit>
  );
};

export default ArtistEdit;
