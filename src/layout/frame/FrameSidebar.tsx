import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import { styled, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { SidebarClasses, useSidebarState } from 'react-admin';
import { useScrolledDown } from './useScrolledDown';

const OPEN = 'RaSidebar-open';
const CLOSED = 'RaSidebar-closed';

/**
 * The sidebar: react-admin's Sidebar (a permanent drawer, a temporary one on phones, its open
 * state in react-admin's store and its class names, so the theme's RaSidebar rules apply), with
 * a scroll reading that costs nothing at mount (useScrolledDown) in place of MUI's
 * useScrollTrigger, which laid the page out once more before the first rows of a list showed.
 */
export const FrameSidebar = ({ children }: { children: ReactNode }) => {
  const onPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useSidebarState();
  const scrolledDown = useScrolledDown();
  const toggle = () => setOpen(!open);
  return onPhone ? (
    <SidebarDrawer variant="temporary" open={open} onClose={toggle} classes={SidebarClasses}>
      {children}
    </SidebarDrawer>
  ) : (
    <SidebarDrawer
      variant="permanent"
      open={open}
      onClose={toggle}
      classes={SidebarClasses}
      className={[scrolledDown ? SidebarClasses.appBarCollapsed : '', open ? OPEN : CLOSED].join(
        ' ',
      )}
    >
      <div className={SidebarClasses.fixed}>{children}</div>
    </SidebarDrawer>
  );
};

// The widths come from the theme's `sidebar` (see theme.ts); the rest is react-admin's look:
// the drawer under the header, its margin following the header as it slides away.
const SidebarDrawer = styled(Drawer, {
  name: 'RaSidebar',
  slot: 'Root',
  overridesResolver: (_props, styles) => styles.root,
})(({ open, theme }) => {
  const widths = (theme as Theme & { sidebar?: { width: number; closedWidth: number } }).sidebar;
  return {
    height: 'calc(100vh - 3em)',
    marginTop: 0,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
    [`&.${SidebarClasses.appBarCollapsed}`]: {
      // The frame keeps the header's margin (removing it could undo the scroll that hid the
      // header); the sidebar takes it back instead.
      marginTop: theme.spacing(-6),
      [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(-7) },
      transition: theme.transitions.create('margin', {
        easing: theme.transitions.easing.sharp,
        duration: theme.transitions.duration.leavingScreen,
      }),
    },
    [`& .${SidebarClasses.fixed}`]: {
      position: 'fixed',
      height: 'calc(100vh - 3em)',
      overflowX: 'hidden',
      scrollbarWidth: 'none',
      '&::-webkit-scrollbar': { display: 'none' },
    },
    '& .MuiPaper-root': {
      position: 'relative',
      width: open ? (widths?.width ?? 240) : (widths?.closedWidth ?? 55),
      transition: theme.transitions.create('width', {
        easing: theme.transitions.easing.sharp,
        duration: theme.transitions.duration.leavingScreen,
      }),
      backgroundColor: 'transparent',
      borderRight: 'none',
      [theme.breakpoints.only('xs')]: {
        marginTop: 0,
        height: '100vh',
        position: 'inherit',
        backgroundColor: (theme.vars || theme).palette.background.default,
      },
      [theme.breakpoints.up('md')]: { border: 'none' },
      zIndex: 'inherit',
    },
  };
});
