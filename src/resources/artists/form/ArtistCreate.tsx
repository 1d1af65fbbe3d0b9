import { Create } from 'react-admin';
import { ArtistForm } from './ArtistForm';
import { ArtistFormHeading } from './ArtistFormHeading';
import { useCreateArtistSave } from './useArtistSave';

const TITLE = 'app.artists.form.create_title';

/** /artists/create */
const ArtistCreate = () => {
  const { transform, mutationOptions } = useCreateArtistSave();
  return (
    <Create
      title={TITLE}
      mutationMode="pessimistic"
      transform={transform}
      mutationOptions={mutationOptions}
    >
      <ArtistFormHeading title={TITLE} />
      <ArtistForm />
    </Create>
  );
};

export default ArtistCreate;
