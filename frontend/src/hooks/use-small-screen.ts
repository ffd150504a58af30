import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/**
 * True on phones (below the `sm` breakpoint): dialogs then fill the screen, the comparison shows cards.
 * `noSsr`: the browser's answer from the first render (not `false` first and the right answer one render
 * later, which on a phone would swap the comparison's cards for the table and back). HTML rendered on the
 * server does not use it to choose what to show: it shows both and lets CSS choose (`useHydrating`).
 */
export function useSmallScreen(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}
