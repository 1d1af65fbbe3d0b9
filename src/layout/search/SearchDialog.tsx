import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  LinearProgress,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SearchResults } from './SearchResults';
import type { SearchResult } from './searchKinds';
import { useGlobalSearch } from './useGlobalSearch';
import { visuallyHidden } from '../../components/visuallyHidden';

export interface SearchDialogProps {
  open: boolean;
  /** `navigated`: a result was opened, and the new page takes the focus. */
  onClose: (navigated: boolean) => void;
}

/**
 * The global search: a combobox whose listbox holds the results grouped by kind. The arrow
 * keys move through every result across the groups, Enter (or a click) opens one.
 */
const SearchDialog = ({ open, onClose }: SearchDialogProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const id = useId();
  const titleId = `${id}-title`;
  const listboxId = `${id}-results`;
  const [typed, setTyped] = useState('');
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const search = useGlobalSearch(typed);

  const results = search.groups.flatMap((group) => group.results);
  // The first result is active until the user moves: Enter opens the best match at once.
  const active = results.find((result) => result.key === activeKey) ?? results[0] ?? null;
  const optionId = (result: SearchResult) => `${id}-option-${result.key}`;
  const expanded = results.length > 0;

  const openResult = (result: SearchResult) => {
    onClose(true);
    navigate(result.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      if (active) {
        event.preventDefault();
        openResult(active);
      }
      return;
    }
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (!step || !results.length) return;
    event.preventDefault();
    const index = active ? results.indexOf(active) : -1;
    const next = results[(index + step + results.length) % results.length];
    setActiveKey(next.key);
  };

  const resultCount = translate('app.search.result_count', { smart_count: results.length });

  return (
    <Dialog
      open={open}
      onClose={() => onClose(false)}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      // The opener gets the focus back unless a result was opened (GlobalSearchButton).
      disableRestoreFocus
      // A new opening starts from an empty field.
      slotProps={{ transition: { onExited: () => setTyped('') } }}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <DialogTitle id={titleId} sx={visuallyHidden}>
        {translate('app.search.title')}
      </DialogTitle>
      <DialogContent sx={{ p: 0 }}>
        <Box sx={{ p: 2, pb: 1 }}>
          <TextField
            fullWidth
            autoFocus
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setActiveKey(null);
            }}
            placeholder={translate('app.search.input')}
            slotProps={{
              htmlInput: {
                role: 'combobox',
                'aria-label': translate('app.search.input'),
                'aria-autocomplete': 'list',
                'aria-expanded': expanded,
                'aria-controls': expanded ? listboxId : undefined,
                'aria-activedescendant': expanded && active ? optionId(active) : undefined,
                autoComplete: 'off',
                spellCheck: false,
                onKeyDown,
              },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      edge="end"
                      aria-label={translate('app.search.close')}
                      onClick={() => onClose(false)}
                    >
                      <CloseIcon />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        <Box sx={{ height: 4 }}>
          {search.searching && <LinearProgress aria-label={translate('app.search.searching')} />}
        </Box>
        <Box role="status" sx={{ px: 2, py: search.idle || search.empty ? 1 : 0 }}>
          {search.idle && (
            <Typography variant="body2" color="text.secondary">
              {translate('app.search.hint')}
            </Typography>
          )}
          {search.empty && (
            <Typography>{translate('app.search.no_results', { term: search.term })}</Typography>
          )}
          {expanded && !search.searching && <Box sx={visuallyHidden}>{resultCount}</Box>}
        </Box>
        {search.failed && (
          <Alert
            severity="error"
            sx={{ mx: 2, my: 1 }}
            action={
              <Button color="inherit" size="small" onClick={search.retry}>
                {translate('app.retry')}
              </Button>
            }
          >
            <strong>{translate('app.search.failed')}</strong>{' '}
            {translate('app.search.failed_detail')}
          </Alert>
        )}
        {expanded && (
          <SearchResults
            id={listboxId}
            groups={search.groups}
            term={search.term}
            activeKey={active?.key ?? null}
            optionId={optionId}
            onActivate={(result) => setActiveKey(result.key)}
            onOpen={openResult}
          />
        )}
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ display: { xs: 'none', sm: 'block' }, px: 2, py: 1 }}
        >
          {translate('app.search.keys_hint')}
        </Typography>
      </DialogContent>
    </Dialog>
  );
};

export default SearchDialog;
