import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkRemoveIcon from '@mui/icons-material/BookmarkRemove';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import { Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState, type MouseEvent } from 'react';
import {
  AddSavedQueryDialog,
  Button,
  RemoveSavedQueryDialog,
  extractValidSavedQueries,
  useListContext,
  useSavedQueries,
  useTranslate,
  type SavedQuery,
} from 'react-admin';

/** Equality of JSON values (a query's filter, sort...), key order aside, as react-admin does. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]))
  );
}

/**
 * react-admin's saved queries as a menu of the list's toolbar: the list's filters, sort and
 * page size saved under a name, kept per browser in react-admin's store
 * (`<resource>.savedQueries`), the same entries FilterButton and SavedQueriesList show.
 *
 * Neither of those fits these lists: every filter here is always on, so FilterButton would show
 * as "Add filter" with nothing to add (and not at all on an unfiltered list), and
 * SavedQueriesList, made for a sidebar, restores the filters but not the sort.
 */
export const SavedQueriesButton = () => {
  const translate = useTranslate();
  const menuId = useId();
  const {
    resource,
    filterValues,
    displayedFilters,
    sort,
    perPage,
    setFilters,
    setSort,
    setPerPage,
  } = useListContext();
  const [stored] = useSavedQueries(resource);
  const queries = extractValidSavedQueries(stored);
  const current: SavedQuery['value'] = { filter: filterValues, sort, perPage, displayedFilters };
  const currentQuery = queries.find((query) => sameJson(query.value, current));

  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'add' | 'remove' | null>(null);
  const close = () => setAnchor(null);
  const openDialog = (which: 'add' | 'remove') => {
    close();
    setDialog(which);
  };

  const restore = ({ value }: SavedQuery) => {
    close();
    // One navigation: react-admin gathers the three changes into a single new URL.
    setFilters(value.filter ?? {}, value.displayedFilters ?? {});
    if (value.sort) setSort(value.sort);
    if (value.perPage && value.perPage !== perPage) setPerPage(value.perPage);
  };

  return (
    <>
      <Button
        label="ra.saved_queries.label"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <BookmarksIcon />
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {queries.length === 0 && (
          // Said, not offered: a disabled item would be greyed out below AA contrast.
          <MenuItem
            disabled
            sx={{ whiteSpace: 'normal', maxWidth: 320, '&.Mui-disabled': { opacity: 1 } }}
          >
            <ListItemText secondary={translate('app.list_views.none')} />
          </MenuItem>
        )}
        {queries.map((query, index) => {
          const isCurrent = query === currentQuery;
          return (
            <MenuItem
              // Labels need not be unique: react-admin's own lists key them by position too.
              key={index}
              selected={isCurrent}
              aria-current={isCurrent ? 'true' : undefined}
              onClick={() => restore(query)}
            >
              <ListItemIcon>
                {isCurrent ? (
                  <BookmarkIcon fontSize="small" />
                ) : (
                  <BookmarkBorderIcon fontSize="small" />
                )}
              </ListItemIcon>
              <ListItemText>{query.label}</ListItemText>
            </MenuItem>
          );
        })}
        <Divider />
        {currentQuery ? (
          <MenuItem onClick={() => openDialog('remove')}>
            <ListItemIcon>
              <BookmarkRemoveIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>
              {translate('app.list_views.remove', { name: currentQuery.label })}
            </ListItemText>
          </MenuItem>
        ) : (
          <MenuItem onClick={() => openDialog('add')}>
            <ListItemIcon>
              <BookmarkAddIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('ra.saved_queries.new_label')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
      {/* react-admin's own dialogs: they save, or remove, the list's current query. */}
      <AddSavedQueryDialog open={dialog === 'add'} onClose={() => setDialog(null)} />
      <RemoveSavedQueryDialog open={dialog === 'remove'} onClose={() => setDialog(null)} />
    </>
  );
};
