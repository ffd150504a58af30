import { UserMessages } from '@avtalt/contracts';
import { MutationObserver, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient, setToastTarget } from '../../api/query-client';
import * as policy from '../../api/toast-policy';
import type { ToastOptions } from '../../components/toast/toast-context';
import { i18n } from '../../i18n/i18n';
import { loadServerText } from '../../lib/server-text-loader';
import { fakeApi } from '../../test/fake-api';
import { useUpdateProfile } from '../use-account';
import { useDeleteAgreement } from '../use-my-agreements';
import { reorderFailedText } from '../use-question-templates';

let shown: ToastOptions[];
let release: () => void;

beforeEach(() => {
  shown = [];
  release = setToastTarget((handler, args) =>
    (policy[handler] as (show: (toast: ToastOptions) => void, ...rest: unknown[]) => void)(
      (toast) => shown.push(toast),
      ...args,
    ),
  );
});

afterEach(() => {
  release();
  act(() => void i18n.changeLanguage('nb'));
});

/** The toast policy is loaded when a cache first calls it: wait until its toast is out. */
const policyLoaded = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function renderWithClient<T>(hook: () => T) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(hook, { wrapper });
}

describe("the hooks' toasts in three languages", () => {
  it('words a toast in the language in use when it is shown', async () => {
    fakeApi({
      'DELETE /api/agreements/a1': () => ({ status: 204 }),
      'DELETE /api/agreements/a2': () => ({ status: 500 }),
    });
    const { result } = renderWithClient(() => useDeleteAgreement());

    await act(() => result.current.mutateAsync('a1'));
    await act(policyLoaded);
    act(() => void i18n.changeLanguage('nn'));
    await act(() => result.current.mutateAsync('a1'));
    await act(policyLoaded);
    act(() => void i18n.changeLanguage('en'));
    await act(() => result.current.mutateAsync('a1'));
    await act(() => result.current.mutateAsync('a2').catch(() => undefined));
    await act(policyLoaded);

    expect(shown.map((toast) => toast.title)).toEqual([
      'Avtalen er slettet',
      'Avtalen er sletta',
      'The agreement has been deleted',
      'Could not delete the agreement',
    ]);
    expect(shown[3]?.description).toBe('The agreement could not be deleted');
    expect(reorderFailedText()).toBe('Could not update the order of the questions.');
  });

  it("words the toast policy's own title and text when a hook names none and the server said nothing", async () => {
    act(() => void i18n.changeLanguage('en'));
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    await new MutationObserver(createQueryClient(), { mutationFn: offline }).mutate().catch(() => undefined);
    await act(policyLoaded);
    act(() => void i18n.changeLanguage('nn'));
    await new MutationObserver(createQueryClient(), { mutationFn: offline }).mutate().catch(() => undefined);
    await act(policyLoaded);
    expect(shown).toEqual([
      {
        title: 'Error',
        description: 'Something went wrong. Please try again later.',
        variant: 'destructive',
      },
      { title: 'Feil', description: 'Noko gjekk gale. Prøv igjen seinare.', variant: 'destructive' },
    ]);
  });

  it("says the server's answer to a new address in the language in use once the catalogues are loaded", async () => {
    fakeApi({
      'PUT /api/auth/profile': () => ({
        status: 200,
        body: {
          id: 'u1',
          email: 'ola@eksempel.no',
          message: UserMessages.emailChangeLinkSent,
          pendingEmailMasked: 'k***@eksempel.no',
        },
      }),
    });
    await loadServerText();
    act(() => void i18n.changeLanguage('en'));
    const { result } = renderWithClient(() => useUpdateProfile());
    await act(() => result.current.mutateAsync({} as never));
    await act(policyLoaded);
    expect(shown).toEqual([
      {
        title: 'Confirm the new address',
        description:
          'We have sent a link to the new address (k***@eksempel.no). The address changes once you have opened the link.',
        variant: 'success',
      },
    ]);
  });
});
