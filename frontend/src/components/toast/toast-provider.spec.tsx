import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { theme } from '../../theme';
import { useToast, type ToastOptions } from './toast-context';
import { ToastProvider, toastViewLoader, type ToastViewLoader } from './toast-provider';
import * as toastView from './toast-view';

/** A loader whose import the test resolves (or fails) when it wants: the chunk on a slow network. */
function slowLoader() {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const loader = toastViewLoader(
    () =>
      new Promise<typeof toastView>((resolve, reject) =>
        pending.push({ resolve: () => resolve(toastView), reject }),
      ),
  );
  return { loader, pending };
}

function renderWithToasts(viewLoader: ToastViewLoader, toasts: ToastOptions[]) {
  function Trigger() {
    const toast = useToast();
    return (
      <button type="button" onClick={() => toasts.forEach((t) => toast(t))}>
        Vis varsel
      </button>
    );
  }
  return render(
    <ThemeProvider theme={theme}>
      <ToastProvider viewLoader={viewLoader}>
        <Trigger />
      </ToastProvider>
    </ThemeProvider>,
  );
}

describe('ToastProvider', () => {
  it('keeps a toast shown before its view had loaded, and shows it when the view arrives', async () => {
    const { loader, pending } = slowLoader();
    renderWithToasts(loader, [
      { title: 'Feil ved opprettelse av avtale', description: 'Prøv igjen senere.', variant: 'destructive' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Vis varsel' }));
    // The first toast asked for the view; nothing to show until it has arrived …
    expect(pending).toHaveLength(1);
    expect(screen.queryByText('Feil ved opprettelse av avtale')).toBeNull();
    // … then the toast appears, as the filled error alert inside the F8 region.
    await act(async () => pending[0].resolve());
    const region = await screen.findByRole('region', { name: 'Varsler (F8)' });
    expect(region.textContent).toContain('Feil ved opprettelse av avtale');
    expect(region.textContent).toContain('Prøv igjen senere.');
    expect(screen.getByRole('alert').className).toContain('MuiAlert-filledError');
  });

  it('shows only the latest of two toasts shown while the view loads (one toast at a time)', async () => {
    const { loader, pending } = slowLoader();
    renderWithToasts(loader, [{ title: 'Første' }, { title: 'Andre', variant: 'success' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Vis varsel' }));
    await act(async () => pending[0].resolve());
    expect(await screen.findByText('Andre')).toBeTruthy();
    expect(screen.queryByText('Første')).toBeNull();
    expect(screen.getByRole('alert').className).toContain('MuiAlert-filledSuccess');
  });

  it("closes with 'Lukk', and F8 moves focus to the notification region", async () => {
    renderWithToasts(
      toastViewLoader(() => import('./toast-view')),
      [{ title: 'Tema opprettet' }],
    );
    fireEvent.click(screen.getByRole('button', { name: 'Vis varsel' }));
    const region = await screen.findByRole('region', { name: 'Varsler (F8)' });
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(region);
    fireEvent.click(screen.getByRole('button', { name: 'Lukk' }));
    await waitFor(() => expect(screen.queryByText('Tema opprettet')).toBeNull());
  });

  it('loads the view when the browser is idle after the first interaction, so a later toast appears at once', async () => {
    jest.useFakeTimers();
    try {
      const { loader, pending } = slowLoader();
      renderWithToasts(loader, [{ title: 'Straks' }]);
      // A page that is only read never loads it.
      act(() => jest.advanceTimersByTime(10_000));
      expect(pending).toHaveLength(0);
      fireEvent.pointerDown(document.body);
      expect(pending).toHaveLength(0);
      // jsdom has no requestIdleCallback: the provider falls back to a 2 s timer.
      act(() => jest.advanceTimersByTime(2000));
      expect(pending).toHaveLength(1);
      await act(async () => pending[0].resolve());
      fireEvent.click(screen.getByRole('button', { name: 'Vis varsel' }));
      // Already loaded: the toast is there in the same render as the click.
      expect(screen.getByText('Straks')).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks for the view again with the next toast when loading it failed (offline)', async () => {
    const { loader, pending } = slowLoader();
    renderWithToasts(loader, [{ title: 'Ny melding' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Vis varsel' }));
    await act(async () => pending[0].reject(new Error('Failed to fetch dynamically imported module')));
    expect(screen.queryByText('Ny melding')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Vis varsel' }));
    expect(pending).toHaveLength(2);
    await act(async () => pending[1].resolve());
    expect(await screen.findByText('Ny melding')).toBeTruthy();
  });

  it("keeps a new toast when the replaced toast's timer or exit ends just after it was shown", async () => {
    // A view that records its props: the test plays the old Snackbar's late callbacks.
    const shown: toastView.ToastViewProps[] = [];
    const RecordingView = (props: toastView.ToastViewProps) => {
      shown.push(props);
      return (
        <div role="alert" hidden={!props.open}>
          {props.toast.title}
        </div>
      );
    };
    const loader = toastViewLoader(async () => ({ ...toastView, default: RecordingView }));
    renderWithToasts(loader, [{ title: 'Logikkregler opprettet' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Vis varsel' }));
    await screen.findByRole('alert');
    const first = shown[shown.length - 1];
    fireEvent.click(screen.getByRole('button', { name: 'Vis varsel' }));
    const second = shown[shown.length - 1];
    expect(second.toast.id).not.toBe(first.toast.id);
    // The first toast's auto-hide and exit transition end after the second was shown …
    act(() => {
      first.onClose(first.toast.id);
      first.onExited(first.toast.id);
    });
    // … and the second stays.
    expect(screen.getByRole('alert').textContent).toBe('Logikkregler opprettet');
    expect(shown[shown.length - 1].toast.id).toBe(second.toast.id);
    expect(shown[shown.length - 1].open).toBe(true);
    // Its own close still works.
    act(() => second.onClose(second.toast.id));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stands at the top, over the header, on a phone and at the bottom left on a wide screen', async () => {
    const original = window.matchMedia;
    const screenOf = (phone: boolean) => {
      // MUI's useMediaQuery asks "(max-width:599.95px)" for below sm.
      window.matchMedia = ((query: string) => ({
        matches: phone && query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      })) as unknown as typeof window.matchMedia;
    };
    try {
      expect(toastView.toastAnchor(true)).toEqual({ vertical: 'top', horizontal: 'center' });
      expect(toastView.toastAnchor(false)).toEqual({ vertical: 'bottom', horizontal: 'left' });
      screenOf(true);
      const phone = renderWithToasts(
        toastViewLoader(() => import('./toast-view')),
        [{ title: 'Registrering vellykket' }],
      );
      fireEvent.click(screen.getByRole('button', { name: 'Vis varsel' }));
      const alert = await screen.findByRole('alert');
      expect(alert.closest('.MuiSnackbar-root')?.className).toContain('MuiSnackbar-anchorOriginTopCenter');
      phone.unmount();
      screenOf(false);
      renderWithToasts(
        toastViewLoader(() => import('./toast-view')),
        [{ title: 'Registrering vellykket' }],
      );
      fireEvent.click(screen.getByRole('button', { name: 'Vis varsel' }));
      const wide = await screen.findByRole('alert');
      expect(wide.closest('.MuiSnackbar-root')?.className).toContain('MuiSnackbar-anchorOriginBottomLeft');
    } finally {
      window.matchMedia = original;
    }
  });
});
