import { Edit } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { Artist } from '@/api/types';
import { formValuesOf, useRecordColleagues } from '@/components/colleagues';
import type { FieldShapes } from '@/lib/merge';
import { ArtistForm } from './ArtistForm';
import { ArtistFormHeading } from './ArtistFormHeading';
import { artistFormDefaults } from './artistFormValues';
import { useEditArtistSave } from './useArtistSave';
import { useArtistFieldText } from './useArtistFieldText';

const TITLE = 'app.artists.form.edit_title';

/** Genres and languages are sets; a bio is one per language and platform, merged by its text. */
const SHAPES: FieldShapes = {
  genres: { kind: 'set' },
  singingLanguages: { kind: 'set' },
  bios: { kind: 'keyed', key: ['language', 'platform'] },
};

const toForm = formValuesOf<Artist>(artistFormDefaults);

/** /artists/{id}/edit */
const ArtistEdit = () => {
  const { id } = useParams<'id'>();
  const colleagues = useRecordColleagues<Artist>({
    resource: 'artists',
    id,
    toForm,
    shapes: SHAPES,
    ...useArtistFieldText(),
  });
  const { transform, mutationOptions } = useEditArtistSave(colleagues.update);
  return (
    <Edit
      title={TITLE}
      mutationMode="pessimistic"
      transform={transform}
      mutationOptions={mutationOptions}
    >
      <ArtistFormHeading title={TITLE} />
      <ArtistForm keepUnsaved guard={colleagues.guard} />
    </Edit>
  );
};

export default ArtistEdit;
