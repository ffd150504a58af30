import { alpha, createTheme, responsiveFontSizes } from '@mui/material/styles';

/**
 * Avtalt's look: calm and trustworthy. A deep teal for action and trust, a warm paper-like
 * background, generous rounding and Inter for legibility on small screens.
 */
const teal = { main: '#0e5e6f', light: '#3a8a99', dark: '#083e4a', contrastText: '#ffffff' };
const amber = { main: '#c7792b', light: '#e0a266', dark: '#8f5218', contrastText: '#ffffff' };
const ink = '#1c2b33';

let theme = createTheme({
  palette: {
    mode: 'light',
    primary: teal,
    secondary: amber,
    success: { main: '#2e7d5b' },
    error: { main: '#b3261e' },
    info: { main: '#2f6690' },
    background: { default: '#f7f4ee', paper: '#ffffff' },
    text: { primary: ink, secondary: '#52616b' },
    divider: 'rgba(28, 43, 51, 0.12)',
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.025em', lineHeight: 1.1 },
    h2: { fontWeight: 800, letterSpacing: '-0.02em', lineHeight: 1.15 },
    h3: { fontWeight: 700, letterSpacing: '-0.015em' },
    h4: { fontWeight: 700, letterSpacing: '-0.01em' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 600 },
    button: { fontWeight: 600, textTransform: 'none', letterSpacing: 0 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
        '#root': { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 10, paddingInline: 18 },
        sizeLarge: { paddingBlock: 11, paddingInline: 24, fontSize: '1rem' },
      },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: ({ theme: t }) => ({
          borderRadius: 16,
          border: `1px solid ${t.palette.divider}`,
          boxShadow: `0 1px 2px ${alpha(ink, 0.04)}, 0 8px 24px ${alpha(ink, 0.04)}`,
        }),
      },
    },
    MuiCardContent: {
      styleOverrides: { root: { padding: 24, '&:last-child': { paddingBottom: 24 } } },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiOutlinedInput: {
      styleOverrides: { root: { borderRadius: 10, backgroundColor: '#ffffff' } },
    },
    // Admin spec §9: tooltips wait 700 ms; select menus keep 10px from the window edge.
    MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 700 } },
    MuiSelect: { defaultProps: { MenuProps: { marginThreshold: 10 } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600, fontSize: '1rem' } } },
    MuiAlert: { styleOverrides: { root: { borderRadius: 12, alignItems: 'flex-start' } } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
  },
});

theme = responsiveFontSizes(theme);

export { theme };
