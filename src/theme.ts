import { alpha, type PaletteOptions, type Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

const PRIMARY = '#3f2a8c';
// Dark mode's primary: the brand's violet lightened until it reads on the darkest page and on a
// dialog (the lightest dark surface, elevation 24) at 4.5:1, with dark text on it when filled.
const DARK_PRIMARY = '#c4b5fd';
const DARK_PAGE = '#121016';
const DARK_PAPER = '#1b1a21';

// The label's colours, chosen for contrast: white text on the primary colour and the primary
// colour on white both pass WCAG AA (react-admin's default blue does not).
const lightPalette: PaletteOptions = {
  mode: 'light',
  primary: { main: PRIMARY },
  secondary: { main: '#b93d0b' },
  // MUI's orange (#ed6c02) reaches 3.1:1 only, as a fill under white text (the "Explicit"
  // chip, warning buttons) and as text on white ("Archived"); this one passes AA both ways.
  warning: { main: '#b45309' },
  // MUI's light blue (#0288d1) carries white at 3.9:1 only (the "Invitation sent" chip); its
  // darkest shade passes AA as a fill under white and as text on the page.
  info: { main: '#01579b' },
  background: { default: '#f6f5fa' },
};

// Dark: every colour is text somewhere (outlined chips, error messages, links, the settings
// hint's warning.dark) on the page, on cards and on dialogs, whose elevation overlay makes them
// lighter; and a fill under its contrast text elsewhere (filled chips, buttons, badges). MUI's
// dark defaults miss 4.5:1 on dialogs (red #f44336: 2.8:1) and under white text, so each is
// chosen here, and contrastThreshold 4.5 makes MUI pick dark text wherever white would fail.
// (theme.test.ts checks every pair.)
const darkPalette: PaletteOptions = {
  mode: 'dark',
  contrastThreshold: 4.5,
  primary: { main: DARK_PRIMARY },
  secondary: { main: '#ffb59a' },
  error: { main: '#ff9e94' },
  warning: { main: '#ffb74d', dark: '#ffa726' },
  success: { main: '#81c784' },
  info: { main: '#4fc3f7' },
  background: { default: DARK_PAGE, paper: DARK_PAPER },
  // MUI's 50 % white for disabled text drops to 3.9:1 on a dialog.
  text: {
    primary: '#ffffff',
    secondary: 'rgba(255, 255, 255, 0.7)',
    disabled: 'rgba(255, 255, 255, 0.6)',
  },
};

/**
 * The one keyboard focus ring, on every control: a 3px line in the primary colour with a gap in
 * the page's colour between it and the control, so it shows on the page, on the tinted current
 * sidebar item and on the header alike. MUI's own focus cue (a faint background) is barely
 * visible on a selected item, so the ring comes on top of it.
 */
const focusRings = (colour: string, gap: string) => ({
  ring: { outline: `3px solid ${colour}`, outlineOffset: 2, boxShadow: `0 0 0 2px ${gap}` },
  // Full-width rows (sidebar items, menu options, list items) draw it inside, where a
  // scrolling or clipping container cannot cut it off.
  inset: { outline: `3px solid ${colour}`, outlineOffset: -3, boxShadow: `inset 0 0 0 5px ${gap}` },
});

interface Look {
  /** react-admin's own theme for the mode, under ours */
  base: RaThemeOptions;
  palette: PaletteOptions;
  primary: string;
  /** the focus ring's gap: the page's colour */
  gap: string;
  /** the current sidebar item's tint */
  currentItem: string;
}

/**
 * MUI's text fields learn that the browser autofilled them from an animation that starts then
 * (so the label moves up). Each field used to add the two keyframes in a style sheet of its own
 * when it mounted and remove it when it unmounted: a new style sheet makes Chromium restyle the
 * whole page, which was the better part of opening the caption editor over the posts table
 * (issue 22). The keyframes are given once, with the page's base styles, and every field
 * keeps the animation that reports the autofill.
 */
const AUTOFILL = 'mui-auto-fill';
const AUTOFILL_CANCEL = 'mui-auto-fill-cancel';
const autofillKeyframes = {
  [`@keyframes ${AUTOFILL}`]: { from: { animationName: AUTOFILL } },
  [`@keyframes ${AUTOFILL_CANCEL}`]: { from: { animationName: AUTOFILL_CANCEL } },
};
const autofillAnimation = {
  animationName: AUTOFILL_CANCEL,
  animationDuration: '10ms',
  '&:-webkit-autofill': { animationDuration: '5000s', animationName: AUTOFILL },
};

/** The header's height on a phone (56 px; 48 px from sm up) and a gap below it. */
const APP_BAR_CLEARANCE = 64;

/** The label's theme in one mode: the same shape, sizes and component overrides in both. */
function labelTheme({ base, palette, primary, gap, currentItem }: Look): RaThemeOptions {
  const focus = focusRings(primary, gap);
  return {
    ...base,
    palette,
    shape: { borderRadius: 10 },
    // Wide enough for the longest French and Spanish menu labels ("Campañas promocionales").
    sidebar: { width: 272, closedWidth: 55 },
    typography: {
      ...base.typography,
      fontFamily: ['Inter', 'Roboto', 'Helvetica', 'Arial', 'sans-serif'].join(','),
    },
    components: {
      ...base.components,
      MuiCssBaseline: {
        styleOverrides: {
          // MUI buttons, switches, tabs, sort labels and menu items mark keyboard focus with
          // .Mui-focusVisible (this beats their own `outline: 0`); links and other focusable
          // elements match :focus-visible (zero specificity: every component rule wins). Text
          // fields keep their own focused border; elements focused by script (tabindex -1: a
          // page heading after navigation) get no ring.
          'body .Mui-focusVisible': focus.ring,
          'body :where(:focus-visible:not(.MuiInputBase-input):not([tabindex="-1"]))': focus.ring,
          // The header hides as the page scrolls down and slides back over its top as it scrolls
          // up: what the browser scrolls into view (a field reached with Tab, a control a test
          // clicks) stops below it, not under it. (A click on a tab brought just under the top
          // edge went to the header sliding in between the press and the release.)
          html: { scrollPaddingTop: APP_BAR_CLEARANCE },
          ...autofillKeyframes,
        },
      },
      MuiInputBase: {
        defaultProps: { disableInjectingGlobalStyles: true },
        styleOverrides: { input: autofillAnimation },
      },
      // No ink ripple on buttons, tabs, checkboxes and menu items: keyboard focus has its own
      // ring (above), hover its tint, and the ripple cost every press a render on mouse down
      // and up and a repaint at each frame of its animation (issue 22: a click in the posts
      // view, 78 checkboxes each carrying one).
      MuiButtonBase: { defaultProps: { disableRipple: true } },
      // A dialog whose DialogContent does the scrolling leaves its paper unclipped. A paper
      // that clips with rounded corners makes Chromium draw the composited scroll area inside
      // it through a mask, again at every frame while anything in it changes: in a software-
      // composited browser (no GPU) that took 15 ms a frame in the campaign posts dialog, the
      // better part of each click's time to the next paint there (issue 22).
      MuiDialog: {
        styleOverrides: { paper: { '&:has(> .MuiDialogContent-root)': { overflowY: 'visible' } } },
      },
      MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': focus.inset } } },
      // An unselected toggle button's text is MUI's action colour (54 % black): 4.3:1 on the
      // page's tinted background, under AA. The secondary text colour passes in both modes.
      // A row of toggle buttons wider than the screen scrolls sideways within itself, not the
      // page (the song requests' statuses on a phone); the focus ring goes inside, where the
      // scrolling row cannot cut it off.
      MuiToggleButton: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            color: theme.palette.text.secondary,
            '&.Mui-focusVisible': focus.inset,
          }),
        },
      },
      MuiToggleButtonGroup: { styleOverrides: { root: { maxWidth: '100%', overflowX: 'auto' } } },
      MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': focus.inset } } },
      // A list's filters and its toolbar side by side. react-admin's flex row keeps the
      // toolbar's buttons on one line, whatever its language: at 1024 px, in French and
      // Spanish, that line pushed the page sideways. A grid gives the toolbar its one line
      // while it fits (its column is sized first, at most to that line), the filters the rest
      // but never less than their narrowest width; and past that the buttons wrap, each whole.
      // Below md react-admin wraps the row, the toolbar on a line of its own, whose buttons
      // must wrap too: on one line they widened the page past a tablet's screen (700 px: 823 px
      // in Spanish, 722 in English).
      // A list is as wide as the page gives, never wider (contain: its content does not size
      // it), and its main column may be narrower than its table: the table scrolls inside its
      // card (the lists' .RaDataTable-tableWrapper), a row of toggle buttons within itself,
      // instead of widening the page past the screen, as they did from a phone's width to md.
      RaList: {
        styleOverrides: { root: { contain: 'inline-size', '& .RaList-main': { minWidth: 0 } } },
      },
      RaListToolbar: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            '& > .MuiToolbar-root': { flexWrap: 'wrap', minWidth: 0 },
            [theme.breakpoints.up('md')]: {
              display: 'grid',
              // The filters, react-admin's empty spacer, the toolbar.
              gridTemplateColumns: 'minmax(min-content, 1fr) auto auto',
              alignItems: 'end',
            },
          }),
        },
      },
      RaMenuItemLink: {
        styleOverrides: {
          root: {
            borderLeft: '3px solid transparent',
            '&.RaMenuItemLink-active': {
              borderLeftColor: primary,
              backgroundColor: currentItem,
              fontWeight: 600,
            },
          },
        },
      },
    },
  };
}

/** The label's usual look: violet header, white cards on a tinted page. */
export const lightTheme: RaThemeOptions = labelTheme({
  base: defaultLightTheme,
  palette: lightPalette,
  primary: PRIMARY,
  gap: '#fff',
  currentItem: alpha(PRIMARY, 0.08),
});

const dark = labelTheme({
  base: defaultDarkTheme,
  palette: darkPalette,
  primary: DARK_PRIMARY,
  gap: DARK_PAGE,
  currentItem: alpha(DARK_PRIMARY, 0.16),
});

/**
 * Dark mode. The header is a dark surface with white text: the light violet as a whole bar
 * would glare, and MUI keeps `color="primary"` on app bars in dark mode.
 */
export const darkTheme: RaThemeOptions = {
  ...dark,
  components: {
    ...dark.components,
    MuiAppBar: {
      styleOverrides: { colorPrimary: { backgroundColor: DARK_PAPER, color: '#ffffff' } },
    },
  },
};
