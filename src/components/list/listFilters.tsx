// Filters that several lists share. react-admin keeps a list's filters in the URL, so Back, a
// reload and a shared link return to the same selection.
import { AutocompleteInput, ReferenceInput, SearchInput } from 'react-admin';

/** The free-text search (`q`), always on. `label` names it once text hides the placeholder. */
export const searchFilter = (label: string, placeholder?: string) => (
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    // An explicit undefined would replace react-admin's own "Search" placeholder with nothing.
    placeholder={placeholder ?? label}
    slotProps={{ htmlInput: { 'aria-label': label } }}
  />
);

/** The artist (`artist_id`), chosen by stage name from the server's artists, always on. */
export const artistFilter = (label: string) => (
  <ReferenceInput
    key="artist_id"
    source="artist_id"
    reference="artists"
    sort={{ field: 'stageName', order: 'ASC' }}
    alwaysOn
  >
    <AutocompleteInput optionText="stageName" label={label} sx={{ minWidth: 220 }} />
  </ReferenceInput>
);
