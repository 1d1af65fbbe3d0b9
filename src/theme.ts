import { defaultTheme, type RaThemeOptions } from 'react-admin';

// The label's colours, chosen for contrast: white text on the primary colour and the primary
// colour on white both pass WCAG AA (react-admin's default blue does not).
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#3f2a8c' },
    secondary: { main: '#b93d0b' },
    background: { default: '#f6f5fa' },
  },
  shape: { borderRadius: 10 },
  // Wide enough for the longest French and Spanish menu labels ("Campañas promocionales").
  sidebar: { width: 272, closedWidth: 55 },
  typography: {
    ...defaultTheme.typography,
    fontFamily: ['Inter', 'Roboto', 'Helvetica', 'Arial', 'sans-serif'].join(','),
  },
  components: {
    ...defaultTheme.components,
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          borderLeft: '3px solid transparent',
          '&.RaMenuItemLink-active': {
            borderLeftColor: '#3f2a8c',
            backgroundColor: 'rgba(63, 42, 140, 0.08)',
            fontWeight: 600,
          },
        },
      },
    },
  },
};
