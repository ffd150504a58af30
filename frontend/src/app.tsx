import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { queryClient } from './api/query-client';
import { ToastProvider } from './components/toast/toast-provider';
import { HydrationProvider, type ServerScreen } from './hooks/use-hydrating';
import { AppRoutes } from './routes';
import { theme } from './theme';

/**
 * Providers (theme, data, toasts) around the router. `screen`: what a page rendered per request was rendered
 * for; `userKnown`: its data held who is logged in (useHydratedUser).
 */
export function App({ screen = null, userKnown = false }: { screen?: ServerScreen; userKnown?: boolean }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <HydrationProvider screen={screen} userKnown={userKnown}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </HydrationProvider>
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
