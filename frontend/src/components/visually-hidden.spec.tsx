import { Box, ThemeProvider } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { theme } from '../theme';
import { visuallyHidden } from './visually-hidden';

describe('visuallyHidden', () => {
  it('is one pixel with a one-pixel negative margin, not 100 % wide with theme spacing (no sideways scroll)', () => {
    render(
      <ThemeProvider theme={theme}>
        <Box role="status" sx={visuallyHidden}>
          Spørsmål 2 av 9
        </Box>
      </ThemeProvider>,
    );
    const style = getComputedStyle(screen.getByRole('status'));
    expect(style.width).toBe('1px');
    expect(style.height).toBe('1px');
    expect(style.margin).toBe('-1px');
    expect(style.position).toBe('absolute');
  });
});
