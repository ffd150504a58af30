/**
 * Styles that hide an element from the eye but not from screen readers (live regions, extra labels).
 * Sizes are strings on purpose: MUI's `sx` reads a number 0–1 as a fraction (`width: 1` is 100 %) and
 * a margin number as theme spacing (`-1` is −8 px), which made every page with a status box scroll
 * sideways.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
