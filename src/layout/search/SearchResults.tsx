import { Box, ListSubheader, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { HighlightedName } from './HighlightedName';
import type { SearchResult } from './searchKinds';
import type { SearchGroup } from './useGlobalSearch';

export interface SearchResultsProps {
  id: string;
  groups: SearchGroup[];
  term: string;
  activeKey: string | null;
  optionId: (result: SearchResult) => string;
  onActivate: (result: SearchResult) => void;
  onOpen: (result: SearchResult) => void;
}

const plainList = { listStyle: 'none', m: 0, p: 0 } as const;

/**
 * The combobox's listbox: one group per kind, named by its heading, holding its results as
 * options. The focus stays in the text field; the active option is marked and scrolled to.
 */
export const SearchResults = ({
  id,
  groups,
  term,
  activeKey,
  optionId,
  onActivate,
  onOpen,
}: SearchResultsProps) => {
  const translate = useTranslate();
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!activeKey) return;
    const active = listRef.current?.querySelector('[aria-selected="true"]');
    // jsdom has no scrollIntoView.
    if (active instanceof HTMLElement) active.scrollIntoView?.({ block: 'nearest' });
  }, [activeKey]);

  return (
    <Box
      component="ul"
      ref={listRef}
      id={id}
      role="listbox"
      aria-label={translate('app.search.results')}
      sx={{ ...plainList, maxHeight: '60vh', overflowY: 'auto' }}
    >
      {groups.map((group) => {
        const headingId = `${id}-${group.kind}`;
        return (
          <li key={group.kind} role="presentation">
            <ListSubheader
              component="div"
              id={headingId}
              role="presentation"
              disableSticky
              sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}
            >
              {translate(`app.search.groups.${group.kind}`)}
            </ListSubheader>
            <Box component="ul" role="group" aria-labelledby={headingId} sx={plainList}>
              {group.results.map((result) => {
                const active = result.key === activeKey;
                return (
                  <Box
                    component="li"
                    key={result.key}
                    id={optionId(result)}
                    role="option"
                    aria-selected={active}
                    // The focus stays in the text field: a click must not take it.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => {
                      if (!active) onActivate(result);
                    }}
                    onClick={() => onOpen(result)}
                    sx={{
                      px: 2,
                      py: 1,
                      cursor: 'pointer',
                      borderLeft: 3,
                      borderColor: active ? 'primary.main' : 'transparent',
                      bgcolor: active ? 'action.selected' : undefined,
                    }}
                  >
                    <Typography component="span" sx={{ display: 'block' }}>
                      <HighlightedName name={result.name} term={term} />
                    </Typography>
                    {result.detail && (
                      <Typography
                        component="span"
                        variant="body2"
                        color="text.secondary"
                        sx={{ display: 'block' }}
                      >
                        {result.detail}
                      </Typography>
                    )}
                  </Box>
                );
              })}
            </Box>
          </li>
        );
      })}
    </Box>
  );
};
