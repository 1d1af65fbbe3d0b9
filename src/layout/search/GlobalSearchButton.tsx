import SearchIcon from '@mui/icons-material/Search';
import { Box, Button } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useOpenedOnce } from '../../lib/useOpenedOnce';
import { isApplePlatform, isSearchShortcut, searchKeyShortcuts } from './searchShortcut';

// The dialog (queries, results, highlighting) is fetched when first wanted: the app bar holds
// only this button and the shortcut listener. Pointing at the button starts the fetch early.
const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazy(loadDialog);
const PRELOAD_AFTER_MS = 3000;

/** The app bar's search: a compact field-like button, Ctrl+K / ⌘K and `/` open the dialog. */
export const GlobalSearchButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const everOpened = useOpenedOnce(open);
  // Where the focus was when the search opened: it goes back there on Escape.
  const opener = useRef<HTMLElement | null>(null);
  const restoreFocus = useRef(false);

  const openSearch = () => {
    if (!open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    }
    setOpen(true);
  };

  // Ctrl+K comes with no pointer near the button: the dialog is fetched once the screen has
  // settled, so that what is typed straight after the shortcut reaches its field.
  useEffect(() => {
    const timer = window.setTimeout(() => void loadDialog(), PRELOAD_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const onShortcut = useEffectEvent(openSearch);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      // Ctrl+K would otherwise focus the browser's own search.
      event.preventDefault();
      onShortcut();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    // After the dialog's own focus trap has let go (a result opened leaves the focus to the
    // new page, see useFocusOnNavigation).
    if (open || !restoreFocus.current) return;
    restoreFocus.current = false;
    if (opener.current?.isConnected) opener.current.focus();
  }, [open]);

  const close = (navigated: boolean) => {
    restoreFocus.current = !navigated;
    setOpen(false);
  };

  const label = translate('app.search.button');
  return (
    <>
      <Button
        color="inherit"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts={searchKeyShortcuts()}
        onClick={openSearch}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        sx={(theme) => ({
          mx: 1,
          minWidth: 0,
          px: { xs: 1, sm: 1.5 },
          gap: 1,
          textTransform: 'none',
          bgcolor: alpha(theme.palette.common.white, 0.15),
          '&:hover': { bgcolor: alpha(theme.palette.common.white, 0.25) },
        })}
      >
        <SearchIcon fontSize="small" />
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {label}
        </Box>
        <Box
          component="kbd"
          aria-hidden
          sx={{
            display: { xs: 'none', md: 'inline' },
            ml: 1,
            px: 0.75,
            border: 1,
            borderColor: 'currentColor',
            borderRadius: 1,
            fontFamily: 'inherit',
            fontSize: '0.75rem',
            lineHeight: 1.6,
          }}
        >
          {translate(isApplePlatform() ? 'app.search.shortcut_mac' : 'app.search.shortcut')}
        </Box>
      </Button>
      {everOpened && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
};
