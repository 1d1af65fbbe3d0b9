import { Box } from '@mui/material';
import { useMemo, useState } from 'react';
import { Title, useGetOne } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Artist } from '../../api/types';
import { useLoadFailureToast } from '../../components/toasts/useLoadFailureToast';
import { toFormValues } from './model/formValues';
import { SmartLinkForm, type ChosenArtist } from './SmartLinkForm';
import { useSmartLinkData } from './useSmartLinkData';

const artistIdOf = (value: string | null): number | null => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /smart-links (spec 02 §2): an artist's link-in-bio page with a live phone preview. The chosen
 * artist is in the URL (`?artistId=`), so a link opens the manager on that artist.
 */
const SmartLinksScreen = () => {
  const [params, setParams] = useSearchParams();
  const artistId = artistIdOf(params.get('artistId'));
  const { data: artistRecord } = useGetOne<Artist>(
    'artists',
    { id: artistId ?? 0 },
    { enabled: artistId !== null },
  );
  const data = useSmartLinkData(artistId);
  useLoadFailureToast([data.error], 'app.smart_links.load_failed');

  const record = useMemo(
    () => toFormValues(data.settings, data.platforms),
    [data.settings, data.platforms],
  );
  const artist: ChosenArtist | null =
    artistId === null ? null : { id: artistId, name: artistRecord?.stageName ?? '' };

  // The form is built anew for the artist chosen, picker included: the focus, on the picker
  // that was replaced, would fall to the page. The new picker takes it back.
  const [pickerFocused, setPickerFocused] = useState(false);
  const chooseArtist = (next: ChosenArtist | null) => {
    setPickerFocused(true);
    setParams(next ? { artistId: String(next.id) } : {});
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="app.smart_links.title" />
      {/* A fresh form per artist: one artist's edits never carry over to another. */}
      <SmartLinkForm
        key={artistId ?? 'none'}
        artist={artist}
        record={record}
        loading={data.isPending}
        loadError={data.error}
        onRetry={data.retry}
        retrying={data.isRetrying}
        onArtistChange={chooseArtist}
        focusPicker={pickerFocused}
      />
    </Box>
  );
};

export default SmartLinksScreen;
