// The Select Artist card. It is not part of the manager's form: the chosen artist lives in the
// URL, and choosing another one reloads the form.
import { useGetOne, useTranslate } from 'react-admin';
import type { Artist } from '@/api/types';
import { artistLoadFailureKey } from '@/components/artistSearch/artistLoadFailure';
import { ArtistSearchField } from '@/components/artistSearch/ArtistSearchField';
import { SectionCard } from '@/components/detail/SectionCard';
import { useLoadFailureToast } from '@/components/toasts/useLoadFailureToast';

export interface ChosenArtist {
  id: number;
  name: string;
}

export interface ArtistPickerCardProps {
  artistId: number | null;
  onChange: (artist: ChosenArtist | null) => void;
  /** Focused when it mounts: the manager's form, picker included, is rebuilt for each artist. */
  autoFocus?: boolean;
}

export const ArtistPickerCard = ({ artistId, onChange, autoFocus }: ArtistPickerCardProps) => {
  const translate = useTranslate();
  const selected = useGetOne<Artist>(
    'artists',
    { id: artistId ?? 0 },
    { enabled: artistId !== null },
  );
  useLoadFailureToast([selected.error], artistLoadFailureKey([selected.error]));
  const value = artistId !== null && selected.data?.id === artistId ? selected.data : null;

  return (
    <SectionCard title={translate('app.smart_links.artist.title')}>
      <ArtistSearchField
        value={value}
        onChange={(artist) => onChange(artist ? { id: artist.id, name: artist.stageName } : null)}
        label={translate('app.smart_links.artist.label')}
        placeholder={translate('app.smart_links.artist.placeholder')}
        autoFocus={autoFocus}
      />
    </SectionCard>
  );
};
