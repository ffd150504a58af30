import { alpha, createTheme, type ThemeOptions } from '@mui/material/styles';

/**
 * Avtalt's look: calm and trustworthy. A deep teal for action and trust, a warm paper-like
 * background, generous rounding and Inter for legibility on small screens.
 *
 * Every colour that carries text meets WCAG AA (docs/accessibility.md): white on each `main` and
 * `dark`, and each `main` as text on the paper and the page background, at least 4.5:1; the focus ring
 * at least 3:1 against both backgrounds. theme.spec.ts computes the ratios.
 */
const teal = { main: '#0e5e6f', light: '#3a8a99', dark: '#083e4a', contrastText: '#ffffff' };
// A burnt amber: the lighter #c7792b gave white text 3.4:1 ('Fremhevet', 'Featured', 'Regenerer').
const amber = { main: '#a35a14', light: '#e0a266', dark: '#7a4310', contrastText: '#ffffff' };
// MUI's default warning (#ed6c02) gave white text 3.1:1 ('Venter på svar' on the dashboard).
const warning = { main: '#b45309', light: '#e89a5b', dark: '#8a3f07', contrastText: '#ffffff' };
const ink = '#1c2b33';
/** The keyboard focus ring of every control (`:focus-visible`), instead of MUI's faint focus ripple. */
export const FOCUS_RING_COLOUR = teal.main;

/** The theme before its headings' sizes per breakpoint (HEADING_SIZES). */
export const themeOptions: ThemeOptions = {
  palette: {
    mode: 'light',
    primary: teal,
    secondary: amber,
    success: { main: '#2e7d5b', contrastText: '#ffffff' },
    error: { main: '#b3261e', contrastText: '#ffffff' },
    info: { main: '#2f6690', contrastText: '#ffffff' },
    warning,
    background: { default: '#f7f4ee', paper: '#ffffff' },
    text: { primary: ink, secondary: '#52616b' },
    divider: 'rgba(28, 43, 51, 0.12)',
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily:
      '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
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
        // A clear ring wherever the keyboard is (text fields show focus with their own border; the
        // <main> the skip link focuses needs none). body + :not() outranks MUI's `outline: 0`.
        'body :focus-visible:not(.MuiInputBase-input):not(main)': {
          outline: `3px solid ${FOCUS_RING_COLOUR}`,
          outlineOffset: 2,
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true, disableFocusRipple: true },
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
    MuiIconButton: { defaultProps: { disableFocusRipple: true } },
    // A disabled field's helper often says why ('Velg et kildespørsmål først.'): it stays readable (4.5:1).
    MuiFormHelperText: {
      styleOverrides: { root: ({ theme: t }) => ({ '&.Mui-disabled': { color: t.palette.text.secondary } }) },
    },
  },
};

const sizes = (xs: string, sm: string, md: string, lg: string) => ({
  fontSize: xs,
  '@media (min-width:600px)': { fontSize: sm },
  '@media (min-width:900px)': { fontSize: md },
  '@media (min-width:1200px)': { fontSize: lg },
});

/**
 * The headings' font sizes per breakpoint: what MUI's `responsiveFontSizes(theme)` computes for this
 * theme (theme.spec.tsx checks that they still are), written out so that responsiveFontSizes and its CSS
 * unit helpers are not part of every page's download (docs/compression-and-code-splitting.md).
 */
export const HEADING_SIZES = {
  h1: sizes('3.5rem', '4.7727rem', '5.4545rem', '5.9091rem'),
  h2: sizes('2.375rem', '3.0435rem', '3.4783rem', '3.6957rem'),
  h3: sizes('2rem', '2.5707rem', '2.7849rem', '2.9991rem'),
  h4: sizes('1.5625rem', '1.8219rem', '2.0243rem', '2.0243rem'),
  h5: sizes('1.25rem', '1.3118rem', '1.4993rem', '1.4993rem'),
  h6: sizes('1.125rem', '1.25rem', '1.25rem', '1.25rem'),
};

export const theme = createTheme(themeOptions, { typography: HEADING_SIZES });
