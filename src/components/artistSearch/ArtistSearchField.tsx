// An artist chosen by searching on the server (a label may have thousands, so nothing loads
// them all): the Smart Links Manager's Select Artist card and the media screen use it.
import { Autocomplete, Box, ListSubheader, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { Artist } from '../../api/types';
import { useLoadFailureToast } from '../toasts/useLoadFailureToast';
import { artistLoadFailureKey } from './artistLoadFailure';

export const SEARCH_DELAY_MS = 300;
const PAGE_SIZE = 25;

export interface ArtistSearchFieldProps {
  /** The chosen artist, loaded by the caller; null when none is. */
  value: Artist | null;
  /** A choice the caller may turn down: the field then stays on `value`. */
  onChange: (artist: Artist | null) => void;
  label: string;
  placeholder?: string;
  autoFocus?: boolean;
  /** Listed first, under "Recently used", before the server's answers. */
  recent?: readonly Artist[];
}

export const ArtistSearchField = ({
  value,
  onChange,
  label,
  placeholder,
  autoFocus,
  recent = [],
}: ArtistSearchFieldProps) => {
  const translate = useTranslate();
  const groupIdPrefix = useId();
  const [open, setOpen] = useState(false);
  // What the user is typing; null while the field shows the chosen artist's name. Kept here
  // rather than by the Autocomplete, so that a choice the caller turns down leaves the field on
  // the artist still chosen.
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
  useLoadFailureToast([list.error], artistLoadFailureKey([list.error]));

  const options = useMemo(
    () => orderOptions(list.data ?? [], recent, value, search),
    [list.data, recent, value, search],
  );
  const recentIds = useMemo(() => new Set(recent.map((artist) => artist.id)), [recent]);
  const recentLabel = translate('app.artist_search.recent');
  const foundLabel = translate('app.artist_search.found');

  return (
    <Autocomplete
      options={options}
      value={value}
      inputValue={typed ?? value?.stageName ?? ''}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onChange={(_, artist) => {
        // MUI reports no input change when the chosen name equals the text typed: the search
        // ends with the choice, or reopening the list would still show only that search.
        setTyped(null);
        setSearch('');
        onChange(artist);
      }}
      onInputChange={(_, text, reason) => {
        // Only what the user types is a search; the chosen artist's name shown back is not.
        setTyped(reason === 'input' ? text : null);
      }}
      // The server has already searched: every answer is a match.
      filterOptions={(shown) => shown}
      groupBy={
        recentIds.size > 0
          ? (artist) => (recentIds.has(artist.id) ? recentLabel : foundLabel)
          : undefined
      }
      // MUI's own group is a plain list item inside the listbox, which a screen reader does not
      // take for a group: this one is a named group of options.
      renderGroup={({ key, group, children }) => (
        <li key={key} role="group" aria-labelledby={`${groupIdPrefix}-${key}`}>
          <ListSubheader id={`${groupIdPrefix}-${key}`} component="div" sx={{ top: -8 }}>
            {group}
          </ListSubheader>
          <Box component="ul" role="presentation" sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {children}
          </Box>
        </li>
      )}
      getOptionLabel={(artist) => artist.stageName}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={list.isFetching}
      loadingText={translate('app.artist_search.loading')}
      noOptionsText={translate(
        list.error ? 'app.artist_search.load_failed' : 'app.artist_search.no_match',
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
        <TextField {...params} autoFocus={autoFocus} label={label} placeholder={placeholder} />
      )}
    />
  );
};

/**
 * The options in the order shown: with nothing typed, the recently used artists first, then the
 * server's first page without them; while searching, the server's answers, the recently used
 * among them first (the server has matched them, which a stored name could not). The chosen
 * artist is always among them, so the field can show it.
 */
export function orderOptions(
  found: readonly Artist[],
  recent: readonly Artist[],
  value: Artist | null,
  search: string,
): Artist[] {
  const recentIds = new Set(recent.map((artist) => artist.id));
  const first = search ? found.filter((artist) => recentIds.has(artist.id)) : [...recent];
  const firstIds = new Set(first.map((artist) => artist.id));
  const rest = found.filter((artist) => !firstIds.has(artist.id));
  if (!value || [...first, ...rest].some((artist) => artist.id === value.id)) {
    return [...first, ...rest];
  }
  // Grouped options must stay together: the chosen artist goes at the head of its group.
  return recentIds.has(value.id) ? [value, ...first, ...rest] : [...first, value, ...rest];
}
