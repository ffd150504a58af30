import TextField from '@mui/material/TextField';
import { createTheme, getContrastRatio, responsiveFontSizes, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { FOCUS_RING_COLOUR, theme, themeOptions } from './theme';

/**
 * WCAG AA for the theme's colours (docs/accessibility.md): text needs 4.5:1, a focus indicator 3:1.
 * The ratio is WCAG's (relative luminance), as MUI's getContrastRatio computes it.
 */
const { palette } = theme;
const COLOURS = ['primary', 'secondary', 'success', 'error', 'info', 'warning'] as const;
const BACKGROUNDS = { paper: palette.background.paper, page: palette.background.default };

describe('theme contrast', () => {
  it.each(COLOURS)(
    '%s: its text colour on the filled colour and on its hover shade is at least 4.5:1',
    (name) => {
      const colour = palette[name];
      expect(getContrastRatio(colour.contrastText, colour.main)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(colour.contrastText, colour.dark)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(COLOURS)(
    '%s: as text (outlined and text buttons, outlined chips) on the paper and the page it is at least 4.5:1',
    (name) => {
      for (const background of Object.values(BACKGROUNDS)) {
        expect(getContrastRatio(palette[name].main, background)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('the orange chips and buttons the review measured (white on #c7792b 3.4:1, on #ed6c02 3.1:1) are gone', () => {
    expect(palette.secondary.main.toLowerCase()).not.toBe('#c7792b');
    expect(palette.warning.main.toLowerCase()).not.toBe('#ed6c02');
    expect(getContrastRatio('#ffffff', palette.secondary.main)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio('#ffffff', palette.warning.main)).toBeGreaterThanOrEqual(4.5);
  });

  it('body text and secondary text are at least 4.5:1 on the paper and the page', () => {
    for (const background of Object.values(BACKGROUNDS)) {
      expect(getContrastRatio(palette.text.primary, background)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(palette.text.secondary, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('the focus ring is at least 3:1 against the paper and the page', () => {
    for (const background of Object.values(BACKGROUNDS)) {
      expect(getContrastRatio(FOCUS_RING_COLOUR, background)).toBeGreaterThanOrEqual(3);
    }
  });

  it('the focus ring is a theme-wide :focus-visible outline', () => {
    const baseline = theme.components?.MuiCssBaseline?.styleOverrides as Record<
      string,
      Record<string, unknown>
    >;
    const rule = Object.entries(baseline).find(([selector]) => selector.includes(':focus-visible'));
    expect(rule?.[1].outline).toBe(`3px solid ${FOCUS_RING_COLOUR}`);
  });

  it("a disabled field's helper text (it says why, e.g. 'Velg et kildespørsmål først.') keeps the secondary text colour", () => {
    render(
      <ThemeProvider theme={theme}>
        <TextField label="Verdi" disabled helperText="Velg et kildespørsmål først." />
      </ThemeProvider>,
    );
    const helper = screen.getByText('Velg et kildespørsmål først.');
    expect(helper.classList.contains('Mui-disabled')).toBe(true);
    const rgb = getComputedStyle(helper).color;
    expect(rgb).toBe('rgb(82, 97, 107)'); // #52616b, text.secondary
    expect(getContrastRatio(rgb, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('theme typography', () => {
  it("the written-out heading sizes are what MUI's responsiveFontSizes computes for the theme (typography unchanged)", () => {
    // responsiveFontSizes is imported here only, not by the app (docs/compression-and-code-splitting.md).
    const computed = responsiveFontSizes(createTheme(themeOptions));
    // The whole theme, functions (pxToRem, spacing …) aside, as data.
    const data = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
    expect(data(theme)).toEqual(data(computed));
    expect(theme.typography.h1).toMatchObject({
      fontSize: '3.5rem',
      '@media (min-width:1200px)': { fontSize: '5.9091rem' },
    });
  });
});
