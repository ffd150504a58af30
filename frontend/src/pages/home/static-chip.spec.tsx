import Chip from '@mui/material/Chip';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { theme } from '../../theme';
import { StaticChip } from './static-chip';

// The properties MUI's small Chip sets on its root and label: the static chip must compute the same.
const ROOT = [
  'display',
  'height',
  'font-size',
  'line-height',
  'color',
  'background-color',
  'border',
  'border-radius',
  'white-space',
  'vertical-align',
  'box-sizing',
  'font-weight',
  'min-width',
  'max-width',
];
const LABEL = ['padding-left', 'padding-right', 'overflow', 'text-overflow', 'white-space'];

const styleOf = (element: Element, props: string[]) => {
  const computed = getComputedStyle(element);
  return Object.fromEntries(props.map((p) => [p, computed.getPropertyValue(p)]));
};

describe('StaticChip', () => {
  it.each([
    ['filled, secondary', { color: 'secondary' as const }],
    ['filled, success', { color: 'success' as const }],
    ['outlined, default', { variant: 'outlined' as const }],
    ['outlined, primary', { variant: 'outlined' as const, color: 'primary' as const }],
  ])('computes the same styles as MUI’s small Chip (%s)', (_name, props) => {
    render(
      <ThemeProvider theme={theme}>
        <Chip label="Mui" size="small" sx={{ fontWeight: 600, minWidth: 44 }} {...props} />
        <StaticChip label="Egen" sx={{ fontWeight: 600, minWidth: 44 }} {...props} />
      </ThemeProvider>,
    );
    const mui = screen.getByText('Mui');
    const own = screen.getByText('Egen');
    const muiRoot = styleOf(mui.parentElement as Element, ROOT);
    expect(muiRoot.height).toBe('24px');
    expect(muiRoot['background-color']).not.toBe('');
    expect(styleOf(own.parentElement as Element, ROOT)).toEqual(muiRoot);
    expect(styleOf(own, LABEL)).toEqual(styleOf(mui, LABEL));
  });

  it('is plain text to assistive technology, not a button', () => {
    render(
      <ThemeProvider theme={theme}>
        <StaticChip label="Fremhevet" color="secondary" />
      </ThemeProvider>,
    );
    expect(screen.getByText('Fremhevet').tagName).toBe('SPAN');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
