import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/**
 * True on phones (below the `sm` breakpoint): dialogs then fill the screen, the comparison shows cards.
 * `noSsr`: the browser's answer from the first render (not `false` first and the right answer one render
 * later, which on a phone would swap the comparison's cards for the table and back). HTML rendered on the
 * server cannot use it: it shows the layout of the screen the gateway guessed from the request, or both
 * with CSS choosing (`useScreenLayout`, hooks/use-hydrating.tsx), until the browser has hydrated it.
 */
export function useSmallScreen(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}
