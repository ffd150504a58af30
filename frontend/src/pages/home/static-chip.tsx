import { alpha, styled } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';

/*
 * A small, non-interactive chip ('Fremhevet', 'Egendefinert', the hero's badges) drawn with the very CSS
 * of MUI's <Chip size="small"> (root and label, filled and outlined, the theme's colours), without
 * Chip's button, delete and avatar machinery: ~2 KB gzipped of the home route
 * (docs/compression-and-code-splitting.md). Other pages keep MUI's Chip.
 */

type ChipColour = 'default' | 'primary' | 'secondary' | 'success';

interface OwnerState {
  colour: ChipColour;
  outlined: boolean;
}

const Root = styled('div', { shouldForwardProp: (prop) => prop !== 'ownerState' })<{
  ownerState: OwnerState;
}>(({ theme, ownerState: { colour, outlined } }) => {
  const palette = colour === 'default' ? null : theme.palette[colour];
  return {
    maxWidth: '100%',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: 24,
    lineHeight: 1.5,
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.action.selected,
    borderRadius: 32 / 2,
    whiteSpace: 'nowrap',
    transition: theme.transitions.create(['background-color', 'box-shadow']),
    cursor: 'unset',
    outline: 0,
    textDecoration: 'none',
    border: 0,
    padding: 0,
    verticalAlign: 'middle',
    boxSizing: 'border-box',
    ...(palette && { backgroundColor: palette.main, color: palette.contrastText }),
    ...(outlined && { backgroundColor: 'transparent', border: `1px solid ${theme.palette.grey[400]}` }),
    ...(outlined && palette && { color: palette.main, border: `1px solid ${alpha(palette.main, 0.7)}` }),
  };
});

const Label = styled('span', { shouldForwardProp: (prop) => prop !== 'outlined' })<{ outlined: boolean }>(
  ({ outlined }) => ({
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    paddingLeft: outlined ? 7 : 8,
    paddingRight: outlined ? 7 : 8,
    whiteSpace: 'nowrap',
  }),
);

export interface StaticChipProps {
  label: string;
  color?: ChipColour;
  variant?: 'filled' | 'outlined';
  sx?: SxProps<Theme>;
}

export function StaticChip({ label, color = 'default', variant = 'filled', sx }: StaticChipProps) {
  const outlined = variant === 'outlined';
  return (
    <Root ownerState={{ colour: color, outlined }} sx={sx}>
      <Label outlined={outlined}>{label}</Label>
    </Root>
  );
}
