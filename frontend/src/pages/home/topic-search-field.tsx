import SearchIcon from '@mui/icons-material/Search';
import { styled, type CSSObject } from '@mui/material/styles';
import { useRef } from 'react';

/*
 * The front page's topic search: a native <input type="search"> drawn exactly as MUI's OutlinedInput
 * with a start adornment (the same CSS values, the theme's colours and its MuiOutlinedInput override),
 * without InputBase, OutlinedInput, TextareaAutosize, InputAdornment and FormControl, ~6 KB gzipped of
 * the home route (docs/compression-and-code-splitting.md). Other pages keep MUI's fields.
 */

const OUTLINE = 'rgba(0, 0, 0, 0.23)';

const Root = styled('div')(({ theme }) => ({
  // InputBase's root.
  ...theme.typography.body1,
  color: theme.palette.text.primary,
  lineHeight: '1.4375em',
  boxSizing: 'border-box',
  position: 'relative',
  cursor: 'text',
  display: 'inline-flex',
  alignItems: 'center',
  // OutlinedInput's root with a start adornment, and the theme's override of it.
  borderRadius: theme.shape.borderRadius,
  paddingLeft: 14,
  ...(theme.components?.MuiOutlinedInput?.styleOverrides?.root as CSSObject | undefined),
  '&:hover > fieldset': { borderColor: theme.palette.text.primary },
  '@media (hover: none)': { '&:hover > fieldset': { borderColor: OUTLINE } },
  // MUI marks the root focused on the input's focus (mouse or keyboard): :focus-within is the same.
  '&:focus-within > fieldset': { borderColor: theme.palette.primary.main, borderWidth: 2 },
}));

// InputAdornment position="start".
const Adornment = styled('div')(({ theme }) => ({
  display: 'flex',
  maxHeight: '2em',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  color: theme.palette.action.active,
  marginRight: 8,
}));

const Input = styled('input')(({ theme }) => {
  const placeholder = {
    color: 'currentColor',
    opacity: 0.42,
    transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.shorter }),
  };
  return {
    font: 'inherit',
    letterSpacing: 'inherit',
    color: 'currentColor',
    padding: '16.5px 14px 16.5px 0',
    border: 0,
    boxSizing: 'content-box',
    background: 'none',
    height: '1.4375em',
    margin: 0,
    WebkitTapHighlightColor: 'transparent',
    display: 'block',
    minWidth: 0,
    width: '100%',
    MozAppearance: 'textfield',
    '&::-webkit-input-placeholder': placeholder,
    '&::-moz-placeholder': placeholder,
    '&:focus': { outline: 0 },
    // The field's border shows focus, as on MUI's fields: no theme-wide focus ring (theme.ts) inside it.
    // Repeated class for a specificity above that rule's.
    '&&&&:focus-visible': { outline: 0 },
    '&:invalid': { boxShadow: 'none' },
    '&::-webkit-search-decoration': { WebkitAppearance: 'none' },
  };
});

// OutlinedInput's NotchedOutline without a label: the border, drawn by a fieldset as MUI does.
const Outline = styled('fieldset')({
  textAlign: 'left',
  position: 'absolute',
  bottom: 0,
  right: 0,
  top: -5,
  left: 0,
  margin: 0,
  padding: '0 8px',
  pointerEvents: 'none',
  borderRadius: 'inherit',
  borderStyle: 'solid',
  borderWidth: 1,
  borderColor: OUTLINE,
  overflow: 'hidden',
  minWidth: '0%',
  '& > legend': { float: 'unset', width: 'auto', overflow: 'hidden', padding: 0, lineHeight: '11px' },
});

export interface TopicSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The field's accessible name (there is no visible label, as before). */
  label: string;
  sx?: React.ComponentProps<typeof Root>['sx'];
}

export function TopicSearchField({ value, onChange, placeholder, label, sx }: TopicSearchFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Root
      sx={sx}
      // As MUI's InputBase: a click on the field's padding puts the cursor in it.
      onClick={(event) => {
        if (event.target === event.currentTarget) input.current?.focus();
      }}
    >
      <Adornment>
        <SearchIcon />
      </Adornment>
      <Input
        ref={input}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
      />
      <Outline aria-hidden="true">
        <legend>
          <span className="notranslate" aria-hidden="true">
            {'\u200B'}
          </span>
        </legend>
      </Outline>
    </Root>
  );
}
