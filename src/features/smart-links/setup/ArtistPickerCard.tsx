// The Select Artist card: a search over the artists on the server (a label may have thousands,
// so nothing loads them all). It is not part of the manager's form: the chosen artist lives in
// the URL, and choosing another one reloads the form.
import { Autocomplete, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useGetList, useGetOne, useTranslate } from 'react-admin';
import type { Artist } from '../../../api/types';
import { SectionCard } from '../../../components/detail/SectionCard';
import { useLoadFailureToast } from '../../../layout/toasts/useLoadFailureToast';
import { artistLoadFailureKey } from './artistLoadFailure';

const SEARCH_DELAY_MS = 300;
const PAGE_SIZE = 25;

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
  const [open, setOpen] = useState(false);
  // What the user is typing; null while the field shows the chosen artist's name. Kept here
  // rather than by the Autocomplete, so that a choice the manager turns down (unsaved changes
  // kept) leaves the field on the artist still chosen.
  const [typed, setTyped] = useState<string | null>(null);
  const [search, setSearch] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed?.trim() ?? ''), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const list = useGetList<Artist>(
    'artists',
    {
      pagination: { page: 1, perPage: PAGE_SIZE },
      sort: { field: 'stageName', order: 'ASC' },
      filter: search ? { q: search } : {},
    },
    // Read when the list is opened, and kept on screen while the next search loads.
    { enabled: open, placeholderData: keepPreviousData },
  );
  const selected = useGetOne<Artist>(
    'artists',
    { id: artistId ?? 0 },
    { enabled: artistId !== null },
  );
  const errors = [list.error, selected.error];
  useLoadFailureToast(errors, artistLoadFailureKey(errors));

  const value = artistId !== null && selected.data?.id === artistId ? selected.data : null;
  const found = list.data ?? [];
  // The chosen artist stays among the options, so the field can always show it.
  const options = value && !found.some((a) => a.id === value.id) ? [value, ...found] : found;

  return (
    <SectionCard title={translate('app.smart_links.artist.title')}>
      <Autocomplete
        options={options}
        value={value}
        inputValue={typed ?? value?.stageName ?? ''}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        onChange={(_, artist) =>
          onChange(artist ? { id: artist.id, name: artist.stageName } : null)
        }
        onInputChange={(_, text, reason) => {
          // Only what the user types is a search; the chosen artist's name shown back is not.
          setTyped(reason === 'input' ? text : null);
        }}
        // The server has already searched: every answer is a match.
        filterOptions={(shown) => shown}
        getOptionLabel={(artist) => artist.stageName}
        isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
        loading={list.isFetching}
        loadingText={translate('app.smart_links.artist.loading')}
        noOptionsText={translate(
          list.error ? 'app.smart_links.artist.load_failed' : 'app.smart_links.artist.no_match',
        )}
        renderOption={({ key, ...props }, artist) => (
          <li key={key} {...props}>
            <Stack>
              <Typography variant="body1">{artist.stageName}</Typography>
              {artist.realName && artist.realName !== artist.stageName && (
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {artist.realName}
                </Typography>
              )}
            </Stack>
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus={autoFocus}
            label={translate('app.smart_links.artist.label')}
            placeholder={translate('app.smart_links.artist.placeholder')}
          />
        )}
      />
    </SectionCard>
  );
};
